import { makeRace } from '../../../test/domain/fixtures';
import { EXPLORER_SEASON_DEFAULT } from '../constants';
import type { Race } from '../types';
import { byDateAsc, byDateDesc, displaySeason } from './season';

const NOW = Date.UTC(2026, 0, 15);

describe('displaySeason', () => {
  it.each<[string, Race[], number]>([
    ['no races', [], EXPLORER_SEASON_DEFAULT],
    [
      'a live race wins over later past races',
      [makeRace({ date: '2024-06-01', isCurrent: true }), makeRace({ date: '2025-12-07' })],
      2024,
    ],
    [
      'between seasons the latest past race decides',
      [
        makeRace({ date: '2025-12-07' }),
        makeRace({ date: '2025-03-16' }),
        makeRace({ date: '2026-03-08' }),
      ],
      2025,
    ],
    [
      'with nothing past, the first upcoming race decides',
      [makeRace({ date: '2027-03-14' }), makeRace({ date: '2026-03-08' })],
      2026,
    ],
  ])('%s', (_name, races, season) => {
    expect(displaySeason(races, NOW)).toBe(season);
  });

  it('moves to the new season on its first race day (00:00 UTC)', () => {
    const races = [makeRace({ date: '2025-12-07' }), makeRace({ date: '2026-03-08' })];
    const firstRaceDay = Date.UTC(2026, 2, 8);
    expect(displaySeason(races, firstRaceDay - 1)).toBe(2025);
    expect(displaySeason(races, firstRaceDay)).toBe(2026);
  });
});

describe('date order helpers', () => {
  it.each([
    ['2025-05-04', '2025-11-22', -1],
    ['2025-11-22', '2025-05-04', 1],
    ['2025-05-04', '2025-05-04', 0],
  ])('%s vs %s ascending → %i', (a, b, sign) => {
    expect(Math.sign(byDateAsc({ date: a }, { date: b }))).toBe(sign);
    expect(Math.sign(byDateDesc({ date: a }, { date: b }))).toBe(-sign || 0);
  });
});
