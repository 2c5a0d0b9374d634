import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  raceNamesInOrder,
  renderExplorer,
  stubViewport,
} from '../../../../test/client/explorer-season';
import { expectNoVerdict } from '../../../../test/client/verdict-words';
import { myRaces } from '../../shared/my-races/my-races-store';

afterEach(() => vi.unstubAllGlobals());

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const revealIn = (element: HTMLElement) =>
  within(element).queryByRole('button', { name: en('common.shield.reveal') });

describe('Race Explorer and the spoiler shield', () => {
  it('marks a race from its row', async () => {
    await renderExplorer();
    const user = userEvent.setup();
    const monaco = row('Monaco GP');
    expect(within(monaco).getByRole('group', { name: 'My races: Monaco GP' })).toBeVisible();
    await user.click(within(monaco).getByRole('button', { name: en('common.myRaces.toWatch') }));
    expect(myRaces.get().marks.monaco?.mark).toBe('to-watch');
    expectNoVerdict(row('Monaco GP'));
  });

  it('hides a shielded row’s rating, AI badge, best way to watch and factors, and only its', async () => {
    myRaces.mark('monaco', 'to-watch');
    await renderExplorer();
    const monaco = row('Monaco GP');
    expectNoVerdict(monaco);
    expect(monaco).not.toHaveTextContent('FULL RACE');
    expect(revealIn(monaco)).toBeVisible();
    expect(row('British GP')).toHaveTextContent('Great');
  });

  it('shows the best way to watch in a shielded row if the fan allows it', async () => {
    myRaces.mark('monaco', 'to-watch');
    myRaces.update({ showWayToWatch: true });
    await renderExplorer();
    expect(row('Monaco GP')).toHaveTextContent('FULL RACE');
    expectNoVerdict(row('Monaco GP'));
  });

  it.each(['desc', 'asc'])(
    'sorts a shielded race by rating (%s) with the races without one, and a reveal brings it back',
    async (dir) => {
      await renderExplorer(`?sort=rating&dir=${dir}`);
      const unshielded = raceNamesInOrder();
      const placeWithoutVerdict = unshielded.length - 1;
      // The season's best race: first highest first, last lowest first.
      expect(unshielded.indexOf('Monaco GP')).toBe(dir === 'desc' ? 0 : placeWithoutVerdict);
      const user = userEvent.setup();
      await user.click(
        within(row('Monaco GP')).getByRole('button', { name: en('common.myRaces.toWatch') }),
      );
      expect(raceNamesInOrder().indexOf('Monaco GP')).toBe(placeWithoutVerdict);
      expectNoVerdict(row('Monaco GP'));
      await user.click(revealIn(row('Monaco GP'))!);
      expect(raceNamesInOrder()).toEqual(unshielded);
    },
  );

  it('leaves a shielded race out of Top Races until it is revealed', async () => {
    await renderExplorer('?top=1');
    expect(raceNamesInOrder()).toContain('Monaco GP');
    const user = userEvent.setup();
    await user.click(
      within(row('Monaco GP')).getByRole('button', { name: en('common.myRaces.toWatch') }),
    );
    expect(raceNamesInOrder()).not.toContain('Monaco GP');
  });

  it.each([false, true])(
    'hides the details too (phone layout %s), revealed on request',
    async (mobile) => {
      stubViewport(mobile);
      myRaces.mark('monaco', 'to-watch');
      await renderExplorer();
      const user = userEvent.setup();
      await user.click(
        screen.getByRole('button', { name: en('explorer.row.detailsFor', { race: 'Monaco GP' }) }),
      );
      const details = document.getElementById('explorer-details-monaco')!;
      // The breakdown's code arrives when the row opens: the shield is there once it has.
      await waitFor(() => expect(revealIn(details)).toBeTruthy());
      expectNoVerdict(details);
      expect(within(details).queryByRole('tab')).toBeNull();
      await user.click(revealIn(details)!);
      expect(details).toHaveTextContent(en('explorer.details.ratingBreakdown'));
      // Revealing shows this race's verdict in its row too, and no other race's.
      expect(row('Monaco GP')).toHaveTextContent('Cinema');
      expect(myRaces.get().revealed).toEqual(['monaco']);
    },
  );

  it('moves focus to the revealed rating', async () => {
    myRaces.mark('monaco', 'to-watch');
    await renderExplorer();
    const user = userEvent.setup();
    await user.click(revealIn(row('Monaco GP'))!);
    expect(within(row('Monaco GP')).getByText('Cinema').closest('[tabindex="-1"]')).toHaveFocus();
  });
});
