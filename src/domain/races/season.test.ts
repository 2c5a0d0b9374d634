import { makeRace } from '../../../test/domain/fixtures';
import { DAY_MS } from '../constants';
import type { Race } from '../types';
import { byDateAsc, byDateDesc, displaySeason, EXPLORER_SEASON_DEFAULT } from './season';
import { ASSUMED_RACE_LENGTH_MS } from './voting-window';

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

// Between seasons, as the seeded calendar runs: the 2025 season ends on 7 Dec 2025, the 2026
// season opens in Melbourne on 8 Mar 2026 (04:00 UTC) and ends in Abu Dhabi on 6 Dec 2026.
describe('displaySeason between seasons', () => {
  const abuDhabi2025 = makeRace({ date: '2025-12-07', startsAt: '2025-12-07T13:00:00Z' });
  const melbourne2026 = makeRace({ date: '2026-03-08', startsAt: '2026-03-08T04:00:00Z' });
  const abuDhabi2026 = makeRace({ date: '2026-12-06', startsAt: '2026-12-06T13:00:00Z' });
  const twoSeasons = [abuDhabi2025, melbourne2026, abuDhabi2026];
  const melbourneOpens = Date.parse(melbourne2026.startsAt ?? '') + ASSUMED_RACE_LENGTH_MS;
  const lastRaceDay2026 = Date.UTC(2026, 11, 6);

  it.each<[string, Race[], number, number]>([
    ['2025 season just finished, 2026 all ahead', twoSeasons, Date.UTC(2026, 0, 15), 2025],
    ['new season race day, before its voting opens', twoSeasons, melbourneOpens - 1, 2025],
    ['new season, its first voting opens', twoSeasons, melbourneOpens, 2026],
    [
      'new season, its first race opened by hand',
      [abuDhabi2025, { ...melbourne2026, isCurrent: true }, abuDhabi2026],
      Date.UTC(2026, 2, 8),
      2026,
    ],
    ['2026 season over, nothing upcoming', twoSeasons, lastRaceDay2026 + DAY_MS, 2026],
    [
      'a 2026-only calendar after its season',
      [melbourne2026, abuDhabi2026],
      Date.UTC(2027, 0, 10),
      2026,
    ],
    [
      'the 2025 season over, nothing upcoming',
      [abuDhabi2025],
      Date.UTC(2026, 0, 15),
      EXPLORER_SEASON_DEFAULT,
    ],
    [
      'only races ahead: the first of them',
      [abuDhabi2026, melbourne2026],
      Date.UTC(2026, 0, 15),
      2026,
    ],
  ])('%s', (_name, races, now, season) => {
    expect(displaySeason(races, now)).toBe(season);
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
