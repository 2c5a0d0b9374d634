import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  currentSearch,
  raceNamesInOrder,
  renderExplorer,
} from '../../../../test/client/explorer-season';
import { makeRace, makeTally } from '../../../../test/domain/fixtures';
import { EXPLORER_SEASON_DEFAULT } from '../../../domain/races/season';
import type { Race, TallyMap } from '../../../domain/types';

// The explorer's default season follows the latest season that has begun (decision 0034):
// here the clock stands after the 2026 season's last race, with nothing upcoming.
const AFTER_2026 = Date.UTC(2026, 11, 20, 12);

const race = (id: string, name: string, date: string) => makeRace({ id, name, date });
const bahrain25 = race('bahrain-2025', 'Bahrain Grand Prix', '2025-04-13');
const abuDhabi25 = race('abu-dhabi-2025', 'Abu Dhabi Grand Prix', '2025-12-07');
const monaco26 = race('monaco-2026', 'Monaco Grand Prix', '2026-06-07');
const abuDhabi26 = race('abu-dhabi-2026', 'Abu Dhabi Grand Prix', '2026-12-06');
const ratedAll = (races: Race[]): TallyMap =>
  Object.fromEntries(races.map((r) => [r.id, makeTally(r.id, { '4': 3 })]));

const seasonSelect = () => screen.getByRole('combobox', { name: 'Season' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AFTER_2026);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Race Explorer default season after the 2026 season', () => {
  it.each<[string, Race[], number, string[]]>([
    ['a 2026-only calendar', [monaco26, abuDhabi26], 2026, ['Abu Dhabi GP', 'Monaco GP']],
    [
      'a 2025 and 2026 calendar',
      [bahrain25, abuDhabi25, monaco26, abuDhabi26],
      2026,
      ['Abu Dhabi GP', 'Monaco GP'],
    ],
    [
      'a 2025-only calendar (the spec default)',
      [bahrain25, abuDhabi25],
      EXPLORER_SEASON_DEFAULT,
      ['Abu Dhabi GP', 'Bahrain GP'],
    ],
  ])('%s opens on the %i season, not written to the URL', async (_name, races, season, names) => {
    await renderExplorer('', [], ratedAll(races), races);
    expect(seasonSelect()).toHaveValue(String(season));
    expect(raceNamesInOrder()).toEqual(names);
    expect(currentSearch()).toBe('');
  });

  it('lets a season in the URL win, and Clear returns to the latest season', async () => {
    const user = userEvent.setup();
    const races = [bahrain25, abuDhabi25, monaco26, abuDhabi26];
    await renderExplorer('?season=2025', [], ratedAll(races), races);
    expect(seasonSelect()).toHaveValue('2025');
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'Bahrain GP']);
    expect(within(seasonSelect()).getByRole('option', { name: '2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(seasonSelect()).toHaveValue('2026');
    expect(raceNamesInOrder()).toEqual(['Abu Dhabi GP', 'Monaco GP']);
    expect(currentSearch()).toBe('');
  });
});
