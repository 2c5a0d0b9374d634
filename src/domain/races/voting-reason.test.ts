import { makeRace, makeTally } from '../../../test/domain/fixtures';
import { DAY_MS } from '../constants';
import { buildHomeSections } from './home-lists';
import { FIRST_LIVE_SEASON } from './shown-seasons';
import { utcDayOf, type VotingReason, votingReason } from './voting-reason';

const RACE_DATE = '2025-11-22';
const START = Date.UTC(2025, 10, 22);

describe('votingReason', () => {
  const NOW = Date.UTC(2026, 10, 29, 12);
  const archive = makeRace({ date: `${FIRST_LIVE_SEASON - 1}-08-01` });
  const firstLive = makeRace({ date: `${FIRST_LIVE_SEASON}-03-16` });
  const today = makeRace({ date: '2024-11-29', season: FIRST_LIVE_SEASON - 1 });
  const tomorrow = { ...today, date: '2024-11-30' };

  it.each<[string, Parameters<typeof votingReason>[0], number, VotingReason | null]>([
    ['the current race', { ...firstLive, isCurrent: true }, NOW, 'current'],
    ['a current race of the archive', { ...archive, isCurrent: true }, NOW, 'current'],
    ['a cancelled current race', { ...firstLive, isCurrent: true, cancelled: true }, NOW, null],
    [`a race of ${FIRST_LIVE_SEASON - 1}`, archive, NOW, 'archive'],
    ['the first Grand Prix', makeRace({ date: '1950-05-13' }), NOW, 'archive'],
    [`a past race of ${FIRST_LIVE_SEASON}, not current`, firstLive, NOW, null],
    ['a past race of the season now, not current', makeRace({ date: '2026-11-22' }), NOW, null],
    ['a cancelled archive race', { ...archive, cancelled: true }, NOW, null],
    ['an archive race at the UTC midnight of its day', today, Date.UTC(2024, 10, 29), 'archive'],
    ['an archive race 1 ms before its day', today, Date.UTC(2024, 10, 29) - 1, null],
    ['an archive race dated in the future', tomorrow, Date.UTC(2024, 10, 29, 23), null],
    ['an archive race with no valid date', { ...archive, date: 'soon' }, NOW, null],
  ])('%s → %s', (_name, race, now, reason) => {
    expect(votingReason(race, now)).toBe(reason);
  });

  it("keeps a race of the archive, however rated, out of the home page's lists", () => {
    const current = makeRace({ id: 'current', date: '2026-11-29', isCurrent: true });
    const lastWeek = makeRace({ id: 'last-week', date: '2026-11-22' });
    const rated = { ...archive, id: 'archive' };
    const tallies = {
      'last-week': makeTally('last-week', { '4': 9 }),
      archive: makeTally('archive', { '5': 9 }),
    };
    const home = buildHomeSections([rated, lastWeek, current], tallies, NOW);
    expect([home.current, home.lastRace, home.recent, home.topRated]).toEqual([
      [current],
      null,
      [lastWeek],
      [lastWeek],
    ]);
  });
});

describe('utcDayOf', () => {
  it.each<[number, string]>([
    [START, RACE_DATE],
    [START + DAY_MS - 1, RACE_DATE],
    [START - 1, '2025-11-21'],
  ])('%i is on %s', (now, day) => {
    expect(utcDayOf(now)).toBe(day);
  });
});
