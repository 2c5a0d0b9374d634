import { makeRace, seededRandom } from '../../../test/domain/fixtures';
import { WATCH_MODES, type WatchMode } from '../types';
import {
  FULL_RACE_MINUTES,
  HIGHLIGHTS_MINUTES,
  RACE_IN_30_MINUTES,
  type ToWatchItem,
  watchMinutes,
} from './to-watch-list';
import {
  FORMAT_SHARE,
  OFF_RECOMMENDATION_FACTOR,
  PLAN_MAX_MINUTES,
  planFor,
  planValue,
  UNRATED_PLAN_SCORE,
} from './to-watch-plan';

const GP = FULL_RACE_MINUTES.formula1['grand-prix'];

function item(id: string, score: number | null, mode: WatchMode = 'Full Race'): ToWatchItem {
  const race = makeRace({ id });
  return {
    race,
    score,
    scoreFrom: score === null ? null : 'crowd',
    mode,
    modeFromCrowd: score !== null,
    wayHidden: false,
    minutes: watchMinutes(race, mode),
  };
}

const picks = (items: ToWatchItem[], minutes: number) =>
  planFor(items, minutes).entries.map((e) => `${e.item.race.id}:${e.mode}`);

describe('planValue', () => {
  it.each<[number | null, WatchMode, WatchMode, number]>([
    [5, 'Full Race', 'Full Race', 25],
    [5, 'Full Race', 'Race-in-30', 25 * FORMAT_SHARE['Race-in-30'] * OFF_RECOMMENDATION_FACTOR],
    [4, 'Race-in-30', 'Race-in-30', 16],
    [4, 'Race-in-30', 'Full Race', 16 * OFF_RECOMMENDATION_FACTOR],
    [4, 'Highlights Only', 'Highlights Only', 16],
    [null, 'Full Race', 'Full Race', UNRATED_PLAN_SCORE ** 2],
  ])(
    'a %s race recommended as %s, watched as %s, is worth %d',
    (score, recommended, watched, value) => {
      expect(planValue(item('r', score, recommended), watched)).toBeCloseTo(value, 9);
    },
  );
});

describe('planFor', () => {
  const great = item('great', 4.8);
  const good = item('good', 4.1);
  const short = item('short', 3.5, 'Highlights Only');
  const unrated = item('unrated', null);
  const list = [great, good, short, unrated];

  it.each<[string, number, string[]]>([
    ['nothing in no time', 0, []],
    [
      'the race the crowd recommends in highlights when only minutes are spare',
      HIGHLIGHTS_MINUTES,
      ['short:Highlights Only'],
    ],
    [
      'in 90 minutes, two Race-in-30s and two highlights',
      90,
      ['great:Race-in-30', 'good:Race-in-30', 'short:Highlights Only', 'unrated:Highlights Only'],
    ],
    [
      'the best race in full once there is time for it',
      GP + RACE_IN_30_MINUTES + HIGHLIGHTS_MINUTES,
      ['great:Full Race', 'good:Race-in-30', 'short:Highlights Only'],
    ],
    [
      'everything in full with a day to spare',
      PLAN_MAX_MINUTES,
      ['great:Full Race', 'good:Full Race', 'short:Highlights Only', 'unrated:Full Race'],
    ],
  ])('%s', (_, minutes, expected) => {
    expect(picks(list, minutes)).toEqual(expected);
  });

  it.each([-5, Number.NaN, 12.9])(
    'reads %s minutes as whole minutes of zero or more',
    (minutes) => {
      const plan = planFor(list, minutes);
      expect(plan.totalMinutes).toBeLessThanOrEqual(Math.max(0, Math.floor(minutes) || 0));
    },
  );

  it('finds the most valuable plan there is, as trying every choice does', () => {
    const random = seededRandom(35);
    const kinds = [{}, { kind: 'sprint' as const }, { sport: 'motogp' as const }];
    for (let round = 0; round < 40; round += 1) {
      const list = Array.from({ length: 1 + Math.floor(random() * 7) }, (_, i) => {
        const race = makeRace({ id: `r${i}`, ...kinds[Math.floor(random() * 3)]! });
        const mode = WATCH_MODES[Math.floor(random() * 3)]!;
        const score = random() < 0.2 ? null : 1 + Math.round(random() * 40) / 10;
        return {
          race,
          score,
          scoreFrom: null,
          mode,
          modeFromCrowd: true,
          wayHidden: false,
          minutes: watchMinutes(race, mode),
        };
      });
      // Mostly less time than the list takes, so the plan has to leave races out.
      const minutes = Math.floor(random() * 90);
      // Every race skipped or watched one of three ways: 4^n choices.
      let bestValue = 0;
      for (let code = 0; code < 4 ** list.length; code += 1) {
        let [time, value, rest] = [0, 0, code];
        for (const entry of list) {
          const way = rest % 4;
          rest = Math.floor(rest / 4);
          if (way === 0) continue;
          time += watchMinutes(entry.race, WATCH_MODES[way - 1]!);
          value += planValue(entry, WATCH_MODES[way - 1]!);
        }
        if (time <= minutes) bestValue = Math.max(bestValue, value);
      }
      const plan = planFor(list, minutes);
      const value = plan.entries.reduce((sum, e) => sum + planValue(e.item, e.mode), 0);
      expect(value).toBeCloseTo(bestValue, 6);
      expect(plan.totalMinutes).toBeLessThanOrEqual(minutes);
    }
  });

  it('always fits, takes each race once, and is the same every time', () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      item(
        `r${i}`,
        i % 7 === 0 ? null : 1 + ((i * 37) % 40) / 10,
        (['Full Race', 'Race-in-30', 'Highlights Only'] as const)[i % 3],
      ),
    );
    for (const minutes of [45, 90, 300, PLAN_MAX_MINUTES * 2]) {
      const plan = planFor(many, minutes);
      expect(plan.totalMinutes).toBeLessThanOrEqual(Math.min(minutes, PLAN_MAX_MINUTES));
      expect(plan.totalMinutes).toBe(plan.entries.reduce((sum, e) => sum + e.minutes, 0));
      const ids = plan.entries.map((e) => e.item.race.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(planFor(many, minutes)).toEqual(plan);
    }
  });
});
