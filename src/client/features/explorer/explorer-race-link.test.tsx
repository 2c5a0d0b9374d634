import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  abuDhabi,
  italian,
  monaco,
  renderExplorer,
  stubViewport,
} from '../../../../test/client/explorer-season';
import { cardAnchor } from '../../../domain/races/race-names';

afterEach(() => vi.unstubAllGlobals());

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe("a race's name in the explorer opens its own page", () => {
  it.each([
    ['Italian GP', italian.id],
    ['Monaco GP', monaco.id],
    ['Abu Dhabi GP', abuDhabi.id],
  ])('%s links to /r/%s', async (name, id) => {
    await renderExplorer();
    const link = within(rowOf(name)).getByRole('link', { name });
    expect(link).toHaveAttribute('href', `/r/${id}`);
    // The row header still reads as the race's name (the live row adds its badge after it).
    expect(link.closest('th')).toHaveAttribute('scope', 'row');
  });

  it('keeps the live badge leading to the race card on the home page', async () => {
    await renderExplorer();
    const row = rowOf('Abu Dhabi GP');
    expect(within(row).getByRole('link', { name: /LIVE RATING/ })).toHaveAttribute(
      'href',
      `/#${cardAnchor(abuDhabi)}`,
    );
    expect(within(row).getByRole('link', { name: 'Abu Dhabi GP' })).toHaveAttribute(
      'href',
      `/r/${abuDhabi.id}`,
    );
  });

  it.each([false, true])(
    'keeps the row expanding from its own button (phone: %s)',
    async (mobile) => {
      stubViewport(mobile);
      const user = userEvent.setup();
      await renderExplorer();
      const row = rowOf('Italian GP');
      const toggle = within(row).getByRole('button', {
        name: en('explorer.row.detailsFor', { race: 'Italian GP' }),
      });
      expect(within(toggle).queryByRole('link')).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(within(row).getByRole('link', { name: 'Italian GP' })).toHaveAttribute(
        'href',
        `/r/${italian.id}`,
      );
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  );
});
