import { makeRace, makeTally, modes } from '../../../test/domain/fixtures';
import { DAY_MS } from '../constants';
import { SPORTS } from '../sports/sports';
import type { Race, TallyMap, WatchMode } from '../types';
import { MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../voting/unlock';
import { EMPTY_MY_RACES, type MyRaces, withMark } from './my-races';
import {
  DEFAULT_SINCE_DAYS,
  defaultSince,
  FULL_RACE_MINUTES,
  HIGHLIGHTS_MINUTES,
  RACE_IN_30_MINUTES,
  type ToWatchItem,
  toWatchList,
  watchMinutes,
} from './to-watch-list';

const NOW = Date.parse('2026-06-20T12:00:00Z');
const AT = '2026-06-20T12:00:00Z';

function marked(entries: [string, 'watched' | 'to-watch'][]): MyRaces {
  return entries.reduce((state, [id, mark]) => withMark(state, id, mark, AT), EMPTY_MY_RACES);
}

describe('watchMinutes', () => {
  it.each<[Partial<Race>, WatchMode, number]>([
    [{ sport: 'formula1' }, 'Full Race', FULL_RACE_MINUTES.formula1['grand-prix']],
    [{ sport: 'formula1', kind: 'sprint' }, 'Full Race', FULL_RACE_MINUTES.formula1.sprint],
    [{ sport: 'motogp', kind: 'sprint' }, 'Full Race', FULL_RACE_MINUTES.motogp.sprint],
    [{ sport: 'indycar' }, 'Full Race', FULL_RACE_MINUTES.indycar['grand-prix']],
    [{ sport: 'indycar' }, 'Race-in-30', RACE_IN_30_MINUTES],
    [{ sport: 'f2', kind: 'sprint' }, 'Highlights Only', HIGHLIGHTS_MINUTES],
  ])('%j as %s takes its minutes', (race, mode, minutes) => {
    expect(watchMinutes(makeRace(race), mode)).toBe(minutes);
  });

  it('gives every sport a Full Race longer than its highlights, a sprint no longer than its race', () => {
    for (const sport of SPORTS) {
      const { 'grand-prix': race, sprint } = FULL_RACE_MINUTES[sport];
      expect(sprint).toBeGreaterThan(HIGHLIGHTS_MINUTES);
      expect(sprint).toBeLessThanOrEqual(race);
    }
  });
});

describe('toWatchList', () => {
  const great = makeRace({ id: 'great', date: '2026-06-07' });
  const good = makeRace({ id: 'good', date: '2026-06-14' });
  const aiOnly = makeRace({ id: 'ai-only', date: '2026-05-31' });
  const silent = makeRace({ id: 'silent', date: '2026-05-24' });
  const newerSilent = makeRace({ id: 'newer-silent', date: '2026-06-01' });
  const oldRace = makeRace({ id: 'old', date: '2026-04-01' });
  const ahead = makeRace({ id: 'ahead', date: '2026-06-28' });
  const races = [silent, great, good, aiOnly, newerSilent, oldRace, ahead];
  const tallies: TallyMap = {
    great: makeTally(
      'great',
      { '5': 3, '4': 1 },
      { viewModes: modes({ 'Race-in-30': 3, 'Full Race': 1 }) },
    ),
    good: makeTally('good', { '4': MIN_VOTES_PAST }, { AI_Rating: true, AI_Rating_Value: 5 }),
    'ai-only': makeTally('ai-only', {}, { AI_Rating: true, AI_Rating_Value: 4.2 }),
    old: makeTally('old', { '5': 9 }),
  };
  const ids = (items: ToWatchItem[]) => items.map((item) => item.race.id);

  it.each<[string, MyRaces, string, string[]]>([
    [
      'orders by the crowd, the AI rating where it is silent, then newest first',
      EMPTY_MY_RACES,
      '2026-05-01',
      ['great', 'ai-only', 'good', 'newer-silent', 'silent'],
    ],
    [
      'leaves out what the fan watched, keeps what is still to watch',
      marked([
        ['great', 'watched'],
        ['silent', 'to-watch'],
      ]),
      '2026-05-01',
      ['ai-only', 'good', 'newer-silent', 'silent'],
    ],
    [
      'orders a race the shield hides with the unrated ones, newest first, never by its verdict',
      marked([
        ['great', 'to-watch'],
        ['ai-only', 'to-watch'],
      ]),
      '2026-05-01',
      ['good', 'great', 'newer-silent', 'ai-only', 'silent'],
    ],
    [
      'orders a revealed race by its verdict again',
      { ...marked([['great', 'to-watch']]), revealed: ['great'] },
      '2026-05-01',
      ['great', 'ai-only', 'good', 'newer-silent', 'silent'],
    ],
    [
      'orders by verdict with the shield off',
      { ...marked([['great', 'to-watch']]), shield: 'off' },
      '2026-05-01',
      ['great', 'ai-only', 'good', 'newer-silent', 'silent'],
    ],
    [
      "hides every race not marked watched under the 'unwatched' shield",
      { ...marked([['great', 'watched']]), shield: 'unwatched' },
      '2026-05-01',
      ['good', 'newer-silent', 'ai-only', 'silent'],
    ],
    ['starts on the day picked, inclusive', EMPTY_MY_RACES, '2026-06-07', ['great', 'good']],
    [
      'reaches back as far as the fan asks',
      EMPTY_MY_RACES,
      '2026-01-01',
      ['old', 'great', 'ai-only', 'good', 'newer-silent', 'silent'],
    ],
  ])('%s', (_, myRaces, since, expected) => {
    expect(ids(toWatchList(races, tallies, myRaces, since, NOW))).toEqual(expected);
  });

  it("recommends the crowd's way to watch with its minutes, a Full Race where nobody said", () => {
    const items = toWatchList(races, tallies, EMPTY_MY_RACES, '2026-05-01', NOW);
    const byId = Object.fromEntries(items.map((item) => [item.race.id, item]));
    expect(byId.great).toMatchObject({
      mode: 'Race-in-30',
      minutes: RACE_IN_30_MINUTES,
      scoreFrom: 'crowd',
      score: 4.75,
    });
    expect(byId['ai-only']).toMatchObject({
      mode: 'Full Race',
      minutes: FULL_RACE_MINUTES.formula1['grand-prix'],
      scoreFrom: 'ai',
    });
    expect(byId.silent).toMatchObject({ score: null, scoreFrom: null, mode: 'Full Race' });
  });

  it.each<[string, boolean, Partial<ToWatchItem>]>([
    [
      'shows no way to watch a hidden race when the switch is off',
      false,
      {
        mode: 'Full Race',
        modeFromCrowd: false,
        wayHidden: true,
        minutes: FULL_RACE_MINUTES.formula1['grand-prix'],
      },
    ],
    [
      "shows the crowd's way to watch a hidden race when the switch is on",
      true,
      { mode: 'Race-in-30', modeFromCrowd: true, wayHidden: false, minutes: RACE_IN_30_MINUTES },
    ],
  ])('%s', (_, showWayToWatch, expected) => {
    const mine = { ...marked([['great', 'to-watch']]), showWayToWatch };
    const [item] = toWatchList([great], tallies, mine, '2026-05-01', NOW);
    expect(item).toMatchObject({ ...expected, score: null, scoreFrom: null });
  });

  it('waits for a live race to unlock before the crowd speaks for it', () => {
    const live = makeRace({ id: 'live', date: '2026-06-20', isCurrent: true });
    const few = {
      live: makeTally(
        'live',
        { '5': MIN_VOTES_CURRENT - 1 },
        { viewModes: modes({ 'Highlights Only': 4 }) },
      ),
    };
    expect(toWatchList([live], few, EMPTY_MY_RACES, '2026-06-01', NOW)[0]).toMatchObject({
      score: null,
      mode: 'Full Race',
    });
    const enough = { live: makeTally('live', { '5': MIN_VOTES_CURRENT }) };
    expect(toWatchList([live], enough, EMPTY_MY_RACES, '2026-06-01', NOW)[0]).toMatchObject({
      score: 5,
    });
  });

  it('never reads an AI rating for a sport without one', () => {
    const moto = makeRace({ id: 'moto', date: '2026-06-14', sport: 'motogp' });
    const t = { moto: makeTally('moto', {}, { AI_Rating: true, AI_Rating_Value: 4.5 }) };
    expect(toWatchList([moto], t, EMPTY_MY_RACES, '2026-06-01', NOW)[0]).toMatchObject({
      score: null,
      scoreFrom: null,
    });
  });
});

describe('defaultSince', () => {
  const early = makeRace({ id: 'early', date: '2026-03-08' });
  const later = makeRace({ id: 'later', date: '2026-05-03' });
  const ahead = makeRace({ id: 'ahead', date: '2026-07-05' });
  const thirtyDaysAgo = new Date(NOW - DEFAULT_SINCE_DAYS * DAY_MS).toISOString().slice(0, 10);

  it.each<[string, MyRaces, string]>([
    [
      'the earliest race still to watch',
      marked([
        ['later', 'to-watch'],
        ['early', 'to-watch'],
      ]),
      '2026-03-08',
    ],
    [
      'ignores races watched',
      marked([
        ['early', 'watched'],
        ['later', 'to-watch'],
      ]),
      '2026-05-03',
    ],
    ['ignores a race still ahead', marked([['ahead', 'to-watch']]), thirtyDaysAgo],
    ['else the last thirty days', EMPTY_MY_RACES, thirtyDaysAgo],
  ])('%s', (_, myRaces, since) => {
    expect(defaultSince([early, later, ahead], myRaces, NOW)).toBe(since);
  });
});
