import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  RACES,
  raceNamesInOrder,
  renderExplorerPage,
  TALLIES,
} from '../../../../test/client/explorer-season';
import { asServer } from '../../../../test/client/server-names';
import { makeRace, makeTally } from '../../../../test/domain/fixtures';
import italian from '../../../domain/i18n/messages/it/index';
import { writeRaceNames } from '../../../domain/races/written-race-names';
import type { Race, TallyMap } from '../../../domain/types';
import { activateLanguage } from '../../i18n/language-store';

// A season of the archive is read when a fan chooses it, once per session (decision 0131).

const british21 = makeRace({
  id: '2021-british-grand-prix',
  name: 'British Grand Prix',
  date: '2021-07-18',
  location: 'Silverstone',
});
const abuDhabi21 = makeRace({
  id: '2021-abu-dhabi-grand-prix',
  name: 'Abu Dhabi Grand Prix',
  date: '2021-12-12',
  location: 'Yas Marina',
});
const RACES_2021: Race[] = [british21, abuDhabi21];
// Rated by their results alone, as every archive race nobody has rated here yet.
const TALLIES_2021: TallyMap = {
  [british21.id]: makeTally(british21.id, {}, { AI_Rating: true, AI_Rating_Value: 3.9 }),
  [abuDhabi21.id]: makeTally(abuDhabi21.id, {}, { AI_Rating: true, AI_Rating_Value: 4.7 }),
};

/** The API by path; 2021's answers wait until `release` is called. */
function stubApi() {
  const paths: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
  vi.stubGlobal(
    'fetch',
    asServer(
      vi.fn(async (path: string) => {
        paths.push(path);
        if (path.startsWith('/api/seasons')) return reply({ seasons: [2026, 2025, 2021, 1950] });
        if (path.includes('season=1950')) throw new TypeError('Failed to fetch');
        const tallies = path.startsWith('/api/tallies');
        if (path.includes('season=2021')) {
          await held;
          return reply(tallies ? TALLIES_2021 : RACES_2021);
        }
        return reply(tallies ? TALLIES : RACES);
      }),
    ),
  );
  return { paths, release: () => release() };
}

afterEach(() => vi.unstubAllGlobals());

describe('Race Explorer, a season of the archive', () => {
  it('reads a chosen season once, shows it loading, then its AI-rated races', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    await renderExplorerPage();
    const season = screen.getByRole('combobox', { name: 'Season' });
    await within(season).findByRole('option', { name: '2021' });
    expect(within(season).getByRole('option', { name: '1950' })).toBeInTheDocument();
    // Nothing of the archive is read before a fan asks for it.
    expect(api.paths.filter((p) => p.includes('season='))).toEqual([]);

    await user.selectOptions(season, '2021');
    expect(await screen.findByText('Loading races…')).toBeInTheDocument();
    expect(currentSearch()).toBe('?season=2021');
    api.release();
    await waitFor(() => expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'British GP']));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 past races');
    const row = screen.getByRole('rowheader', { name: 'Abu Dhabi GP' }).closest('tr')!;
    // The data's verdict said once, flagged as an AI rating.
    expect(within(row).getByTitle(/^AI rating/)).toHaveTextContent(/^AI rating$/);
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(/^4\.7 Cinema AI rating/);

    // Filters and sorts work within the season.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'AI rating');
    await user.click(screen.getByRole('button', { name: 'Race' }));
    expect(raceNamesInOrder()).toEqual(['British GP', 'Abu Dhabi GP']);

    // Back to this season and to 2021 again: instant, and nothing read twice.
    await user.selectOptions(season, '2025');
    expect(raceNamesInOrder()).toContain('Monaco GP');
    await user.selectOptions(season, '2021');
    expect(raceNamesInOrder()).toEqual(['British GP', 'Abu Dhabi GP']);
    expect(api.paths.filter((p) => p.includes('season=')).sort()).toEqual([
      '/api/races?season=2021',
      '/api/tallies?season=2021',
    ]);
    expect(api.paths.filter((p) => p.startsWith('/api/seasons'))).toEqual(['/api/seasons']);
  });

  // Its races' names are the server's, in the page's language (decision 0157).
  it('reads the season again in a language the fan chooses, keeping its rows meanwhile', async () => {
    const api = stubApi();
    api.release();
    await renderExplorerPage('?season=2021');
    await waitFor(() => expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'British GP']));
    act(() => activateLanguage('it', italian));
    // The season's rows stay while its Italian names are read: never a loading line.
    const table = italian['explorer.table.caption'];
    expect(raceNamesInOrder(table)).toEqual(['Abu Dhabi GP', 'British GP']);
    const inItalian = [abuDhabi21, british21].map((race) => writeRaceNames(race, 'it').short);
    await waitFor(() => expect(raceNamesInOrder(table).sort()).toEqual(inItalian.sort()));
    expect(screen.getByRole('rowheader', { name: inItalian[0] })).toBeVisible();
  });

  it('keeps "All seasons since 2025" to the site\'s own seasons and says the archive is AI-rated', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    await renderExplorerPage();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Season' }),
      'All seasons since 2025',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 races (4 past + 1 current)');
    expect(api.paths.filter((p) => p.includes('season='))).toEqual([]);
    expect(screen.getByText(/older seasons are rated by their results/)).toBeInTheDocument();
  });

  it('says so when a season cannot be read, and reads it again when chosen again', async () => {
    const user = userEvent.setup();
    const api = stubApi();
    await renderExplorerPage('?season=1950');
    expect(
      await screen.findByText(
        'This season could not be loaded. Check your connection and choose it again.',
      ),
    ).toBeInTheDocument();
    const season = screen.getByRole('combobox', { name: 'Season' });
    await user.selectOptions(season, await within(season).findByRole('option', { name: '2025' }));
    await user.selectOptions(season, '1950');
    await waitFor(() =>
      expect(api.paths.filter((p) => p === '/api/races?season=1950')).toHaveLength(2),
    );
  });
});
