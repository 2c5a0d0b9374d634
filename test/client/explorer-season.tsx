// Shared set-up for the explorer's component tests: a small season of races served through
// the real RaceDataProvider (fetch stubbed), with the URL visible for assertions.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { RaceDataProvider } from '../../src/client/data/race-data';
import ExplorerPage from '../../src/client/features/explorer/explorer-page';
import type { Race, TallyMap } from '../../src/domain/types';
import { makeRace, makeTally, modes } from '../domain/fixtures';
import { asServer } from './server-names';

// Every race is in 2025 and already run, so the page's real clock never changes the phases.
export const monaco = makeRace({
  id: 'monaco',
  name: 'Monaco Grand Prix',
  date: '2025-05-25',
  location: 'Monte Carlo',
});
export const british = makeRace({
  id: 'british',
  name: 'British Grand Prix',
  date: '2025-07-06',
  location: 'Silverstone',
});
export const dutch = makeRace({
  id: 'dutch',
  name: 'Dutch Grand Prix',
  date: '2025-08-31',
  location: 'Zandvoort',
});
export const italian = makeRace({
  id: 'italian',
  name: 'Italian Grand Prix',
  date: '2025-09-07',
  location: 'Monza',
});
export const miami = makeRace({
  id: 'miami',
  name: 'Miami Grand Prix',
  date: '2025-05-04',
  location: 'Miami',
});
export const abuDhabi = makeRace({
  id: 'abu-dhabi',
  name: 'Abu Dhabi Grand Prix',
  date: '2025-12-07',
  location: 'Yas Marina',
  isCurrent: true,
});
/** Rated on its own; the explorer lists it only under the Sprint kind. */
export const miamiSprint = makeRace({
  id: 'miami-sprint',
  name: 'Miami Grand Prix Sprint',
  date: '2025-05-03',
  location: 'Miami',
  kind: 'sprint',
  weekendOf: 'miami',
});
export const RACES: Race[] = [miamiSprint, miami, monaco, british, dutch, italian, abuDhabi];

export const TALLIES: TallyMap = {
  'miami-sprint': makeTally('miami-sprint', { '3': 2, '4': 1 }),
  // 5.0 Cinema, Full Race, overtakes on most ballots.
  monaco: makeTally(
    'monaco',
    { '5': 10 },
    {
      viewModes: modes({ 'Full Race': 10 }),
      reasonTagTallies: { overtakes: 6, rivalries: 2 },
      AI_Rating: true,
      AI_Rating_Value: 2.5,
    },
  ),
  // 3.75 Great, Race-in-30.
  british: makeTally(
    'british',
    { '4': 6, '3': 2 },
    {
      viewModes: modes({ 'Race-in-30': 5, 'Full Race': 3 }),
      reasonTagTallies: { weather_chaos: 5 },
      AI_Rating: true,
      AI_Rating_Value: 4.8,
    },
  ),
  // 1.75 Poor, Highlights Only.
  dutch: makeTally('dutch', { '2': 3, '1': 1 }, { viewModes: modes({ 'Highlights Only': 4 }) }),
  // 3.0 Good, Full Race.
  italian: makeTally('italian', { '3': 2 }, { viewModes: modes({ 'Full Race': 2 }) }),
  // Live: 4.4 Great, Full Race, exactly at the current-race threshold.
  'abu-dhabi': makeTally('abu-dhabi', { '4': 3, '5': 2 }, { viewModes: modes({ 'Full Race': 5 }) }),
};

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">{location.search}</div>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

export function stubRaceApi(races: Race[] = RACES, tallies: TallyMap = TALLIES) {
  vi.stubGlobal(
    'fetch',
    asServer(
      vi.fn(async (path: string) => ({
        ok: true,
        status: 200,
        json: async () => (path.includes('tallies') ? tallies : races),
      })),
    ),
  );
}

/** Renders /all-races (plus `query`, after any `earlier` history) once the races arrive. */
export async function renderExplorer(
  query = '',
  earlier: string[] = [],
  tallies = TALLIES,
  races = RACES,
) {
  stubRaceApi(races, tallies);
  return renderExplorerPage(query, earlier);
}

/** How long the explorer's first count may take to show in a test (the client tests' limit is 20 s). */
export const FIRST_COUNT_TIMEOUT_MS = 10_000;

/** How long an opened row's breakdown may take: its code is read when the row opens. */
export const DETAILS_LOAD_TIMEOUT_MS = 10_000;

/** Renders /all-races with whatever `fetch` the test stubbed, once the first count shows. */
export async function renderExplorerPage(query = '', earlier: string[] = []) {
  const view = render(
    <MemoryRouter initialEntries={[...earlier, `/all-races${query}`]}>
      <RaceDataProvider>
        <Routes>
          <Route path="/all-races" element={<ExplorerPage />} />
        </Routes>
        <LocationProbe />
      </RaceDataProvider>
    </MemoryRouter>,
  );
  // The first count waits on the race data and the season choice: on a loaded two-core
  // machine that took over Testing Library's default second.
  await screen.findByText(/^Showing /, {}, { timeout: FIRST_COUNT_TIMEOUT_MS });
  return view;
}

export const currentSearch = () => screen.getByTestId('location').textContent ?? '';

/** Race names in table order, as shown (Grand Prix shortened). */
export function raceNamesInOrder(tableName = 'Rated races'): string[] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent ?? '');
}

/** Pretends the window is phone-sized (jsdom has no matchMedia of its own). */
export function stubViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
