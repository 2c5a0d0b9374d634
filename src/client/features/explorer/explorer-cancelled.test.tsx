import { screen, within } from '@testing-library/react';
import { en } from '../../../../test/client/english';
import {
  dutch,
  RACES,
  raceNamesInOrder,
  renderExplorer,
  TALLIES,
} from '../../../../test/client/explorer-season';

// A race called off after fans rated it keeps its row and its votes, marked so nobody
// reads its rating as a race that was held.

describe('a cancelled race in the explorer', () => {
  it('is listed with a Cancelled mark beside its name, and the other rows have none', async () => {
    const races = RACES.map((r) => (r.id === dutch.id ? { ...r, cancelled: true } : r));
    await renderExplorer('', [], TALLIES, races);
    expect(raceNamesInOrder()).toContain('Dutch GP');
    const row = screen.getByRole('row', { name: /Dutch GP/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent(
      `Dutch GP${en('explorer.row.cancelled')}`,
    );
    expect(row).toHaveTextContent('Poor'); // its votes still say how it was rated
    const others = screen
      .getAllByRole('rowheader')
      .filter((h) => !h.textContent?.includes('Dutch'));
    expect(others.length).toBeGreaterThan(0);
    for (const header of others) expect(header).not.toHaveTextContent(en('explorer.row.cancelled'));
  });
});
