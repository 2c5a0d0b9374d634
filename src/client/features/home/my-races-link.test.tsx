import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { makeRace } from '../../../../test/domain/fixtures';
import { myRaces } from '../../shared/my-races/my-races-store';
import { MyRacesLink } from './my-races-link';

const NOW = Date.parse('2026-06-20T12:00:00Z');
const past = makeRace({ id: 'past', date: '2026-06-07' });
const other = makeRace({ id: 'other', date: '2026-06-14' });
const ahead = makeRace({ id: 'ahead', date: '2026-06-28' });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MyRacesLink races={[past, other, ahead]} now={NOW} />
    </MemoryRouter>,
  );

beforeEach(() => myRaces.resetForTests());
afterEach(() => myRaces.resetForTests());

describe('the home page link to the to-watch list', () => {
  it('is not there for a fan who marked nothing, or only races watched or still ahead', () => {
    myRaces.mark('other', 'watched');
    myRaces.mark('ahead', 'to-watch');
    const { container } = renderAt('/');
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['/', '/my-races'],
    ['/motogp', '/motogp/my-races'],
  ])('on %s counts the races still to watch and leads to %s', (home, list) => {
    myRaces.mark('past', 'to-watch');
    renderAt(home);
    expect(
      screen.getByRole('link', { name: en('home.myRacesLink', { count: 1 }) }),
    ).toHaveAttribute('href', list);
  });
});
