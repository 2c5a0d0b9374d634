import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { sportBestRacesPath } from '../../../domain/site/routes';
import { SlideOutMenu } from './slide-out-menu';

vi.mock('../../shared/analytics', () => ({ track: vi.fn() }));

function openMenu(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SlideOutMenu
        id="menu"
        open
        onClose={() => {}}
        onOpenLivery={() => {}}
        sportMenuOpen={false}
        onToggleSportMenu={() => {}}
        onCloseSportMenu={() => {}}
        modalOpen={false}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: en('common.menu.label') });
}

describe('the menu leads to the best races of all time in one tap', () => {
  it.each([
    ['/', '/best-races'],
    ['/all-races', '/best-races'],
    ['/motogp', sportBestRacesPath('motogp')],
    ['/indycar/my-races', sportBestRacesPath('indycar')],
  ])('at %s it links %s', (path, to) => {
    const menu = openMenu(path);
    expect(within(menu).getByRole('link', { name: en('common.menu.bestRaces') })).toHaveAttribute(
      'href',
      to,
    );
  });
});
