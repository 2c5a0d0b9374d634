import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import {
  RACES,
  raceNamesInOrder,
  renderExplorerPage,
  TALLIES,
} from '../../../../test/client/explorer-season';
import { asServer } from '../../../../test/client/server-names';
import { makeRace, makeTally } from '../../../../test/domain/fixtures';
import type { Race, TallyMap } from '../../../domain/types';
import { myRaces } from '../../shared/my-races/my-races-store';

// A season of the archive, as 2021 is: no fan has rated its races, the data has rated them
// all. Top Races, the vibe filter and the Rating sort read that verdict (the crowd's where
// it has spoken), and the fan's shield still hides it.

const race = (slug: string, name: string, date: string) =>
  makeRace({ id: `2021-${slug}-grand-prix`, name, date, location: name });
const hungarian = race('hungarian', 'Hungarian Grand Prix', '2021-08-01');
const british = race('british', 'British Grand Prix', '2021-07-18');
const french = race('french', 'French Grand Prix', '2021-06-20');
const abuDhabi = race('abu-dhabi', 'Abu Dhabi Grand Prix', '2021-12-12');
const RACES_2021: Race[] = [french, british, hungarian, abuDhabi];
const dataVerdict = (r: Race, value: number) =>
  makeTally(r.id, {}, { AI_Rating: true, AI_Rating_Value: value });
const TALLIES_2021: TallyMap = {
  [hungarian.id]: dataVerdict(hungarian, 4.6), // Cinema
  [abuDhabi.id]: dataVerdict(abuDhabi, 4.2), // Great
  [british.id]: dataVerdict(british, 3.9), // Great
  [french.id]: dataVerdict(french, 2.9), // Good
};

function stubApi() {
  const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
  vi.stubGlobal(
    'fetch',
    asServer(
      vi.fn(async (path: string) => {
        if (path.startsWith('/api/seasons')) return reply({ seasons: [2026, 2025, 2021] });
        const tallies = path.startsWith('/api/tallies');
        if (path.includes('season=2021')) return reply(tallies ? TALLIES_2021 : RACES_2021);
        return reply(tallies ? TALLIES : RACES);
      }),
    ),
  );
}

async function open2021(query = '') {
  stubApi();
  await renderExplorerPage(`?season=2021${query}`);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 4 past races');
}

const topRaces = () => screen.getByRole('switch', { name: 'Top Races' });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

// The page's first count may take more than the default second on a loaded two-core
// machine (docs/testing.md): the wait is sized for it.
const DEFAULT_WAIT_MS = 1_000;
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: DEFAULT_WAIT_MS }));
afterEach(() => vi.unstubAllGlobals());

describe('Race Explorer, an archive season rated by the data', () => {
  it('lists Hungary among the Top Races by its data verdict, still labelled as AI', async () => {
    const user = userEvent.setup();
    await open2021();
    await user.click(topRaces());
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'Hungarian GP', 'British GP']);
    expect(within(row('Hungarian GP')).getAllByRole('cell')[1]).toHaveTextContent(
      /^4\.6 Cinema AI rating/,
    );
  });

  it('puts Hungary first when sorting by Rating, and the lowest last the other way', async () => {
    const user = userEvent.setup();
    await open2021();
    await user.click(screen.getByRole('button', { name: 'Rating' }));
    expect(raceNamesInOrder()).toEqual(['Hungarian GP', 'Abu Dhabi GP', 'British GP', 'French GP']);
    await user.click(screen.getByRole('button', { name: 'Rating' }));
    expect(raceNamesInOrder()).toEqual(['French GP', 'British GP', 'Abu Dhabi GP', 'Hungarian GP']);
  });

  it('finds Hungary with the Cinema filter, and the rating range reads the same score', async () => {
    const user = userEvent.setup();
    await open2021();
    await user.click(screen.getByRole('checkbox', { name: 'Cinema' }));
    expect(raceNamesInOrder()).toEqual(['Hungarian GP']);
    await user.click(screen.getByRole('checkbox', { name: 'Cinema' }));
    await user.click(screen.getByRole('checkbox', { name: 'Good' }));
    expect(raceNamesInOrder()).toEqual(['French GP']);
  });

  it('keeps a shielded race out of Top Races, the Cinema filter and the top of the Rating sort', async () => {
    myRaces.mark(hungarian.id, 'to-watch');
    const user = userEvent.setup();
    await open2021('&sort=rating&dir=desc');
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'British GP', 'French GP', 'Hungarian GP']);
    await user.click(topRaces());
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'British GP']);
    await user.click(topRaces());
    await user.click(screen.getByRole('checkbox', { name: 'Cinema' }));
    expect(screen.getByText(en('explorer.empty'))).toBeInTheDocument();
  });
});
