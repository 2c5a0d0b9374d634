import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  raceNamesInOrder,
  renderExplorer,
  renderExplorerPage,
} from '../../../../test/client/explorer-season';
import { asServer } from '../../../../test/client/server-names';
import { makeRace, makeTally } from '../../../../test/domain/fixtures';
import type { Race, TallyMap } from '../../../domain/types';

// On a fresh start, a season begun with nothing rated yet or a site none of whose own seasons
// is rated, the explorer opens on the newest season that has races to list, never on
// "Showing 0 past races". The season menu says which; Clear comes back to it.

const race = (id: string, name: string, date: string) => makeRace({ id, name, date });
const bahrain25 = race('bahrain-2025', 'Bahrain Grand Prix', '2025-04-13');
const abuDhabi25 = race('abu-dhabi-2025', 'Abu Dhabi Grand Prix', '2025-12-07');
const australia26 = race('australia-2026', 'Australian Grand Prix', '2026-03-08');
const china26 = race('china-2026', 'Chinese Grand Prix', '2026-03-22');
const british24 = race('british-2024', 'British Grand Prix', '2024-07-07');
const hungarian24 = race('hungarian-2024', 'Hungarian Grand Prix', '2024-07-21');

/** Two days after the 2026 season's first race; its second is ahead. */
const AFTER_FIRST_RACE_2026 = Date.UTC(2026, 2, 10, 12);
/** A week before the 2026 season's first race. */
const BEFORE_2026 = Date.UTC(2026, 2, 1, 12);

const rated = (races: Race[]): TallyMap =>
  Object.fromEntries(races.map((r) => [r.id, makeTally(r.id, { '4': 3 })]));

const seasonSelect = () => screen.getByRole('combobox', { name: 'Season' });

// The page's first count may take more than the default second on a loaded two-core
// machine (docs/testing.md): the wait is sized for it.
const DEFAULT_WAIT_MS = 1_000;
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: DEFAULT_WAIT_MS }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Race Explorer on a fresh start', () => {
  it.each<[string, TallyMap, string, string[], string]>([
    [
      'its first race run but not rated yet: last season',
      rated([bahrain25, abuDhabi25]),
      '2025',
      ['Abu Dhabi GP', 'Bahrain GP'],
      'Showing 2 past races',
    ],
    [
      'its first race rated: the new season, as ever',
      rated([bahrain25, abuDhabi25, australia26]),
      '2026',
      ['Australian GP'],
      'Showing 1 past race',
    ],
  ])('a new season with %s', async (_name, tallies, season, names, count) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTER_FIRST_RACE_2026);
    await renderExplorer('', [], tallies, [bahrain25, abuDhabi25, australia26, china26]);
    expect(screen.getByRole('status')).toHaveTextContent(count);
    expect(seasonSelect()).toHaveValue(season);
    expect(raceNamesInOrder()).toEqual(names);
    expect(currentSearch()).toBe('');
  });

  it('comes back to last season on Clear', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTER_FIRST_RACE_2026);
    const user = userEvent.setup();
    const races = [bahrain25, abuDhabi25, australia26, china26];
    await renderExplorer('?season=2026', [], rated([bahrain25, abuDhabi25]), races);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 past races');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(seasonSelect()).toHaveValue('2025');
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'Bahrain GP']);
    expect(currentSearch()).toBe('');
  });

  it('opens on the newest archive season when none of the site’s own is rated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_2026);
    const paths: string[] = [];
    const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
    vi.stubGlobal(
      'fetch',
      asServer(
        vi.fn(async (path: string) => {
          paths.push(path);
          if (path.startsWith('/api/seasons')) return reply({ seasons: [2026, 2024, 2023, 1950] });
          const tallies = path.startsWith('/api/tallies');
          if (path.includes('season=2024')) {
            return reply(
              tallies
                ? {
                    [british24.id]: makeTally(
                      british24.id,
                      {},
                      { AI_Rating: true, AI_Rating_Value: 3.8 },
                    ),
                    [hungarian24.id]: makeTally(
                      hungarian24.id,
                      {},
                      { AI_Rating: true, AI_Rating_Value: 4.1 },
                    ),
                  }
                : [british24, hungarian24],
            );
          }
          return reply(tallies ? {} : [australia26, china26]);
        }),
      ),
    );
    await renderExplorerPage();
    // The first count the page shows is the archive season's: never an empty season first.
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 past races');
    expect(seasonSelect()).toHaveValue('2024');
    expect(raceNamesInOrder()).toEqual(['Hungarian GP', 'British GP']);
    expect(currentSearch()).toBe('');
    expect(paths.filter((p) => p.includes('season='))).toEqual([
      '/api/races?season=2024',
      '/api/tallies?season=2024',
    ]);
  });
});
