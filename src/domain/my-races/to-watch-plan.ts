import { WATCH_MODES, type WatchMode } from '../types';
import { type ToWatchItem, watchMinutes } from './to-watch-list';

// "I have 90 minutes": the best set of races, each in one way of watching it, that fits the
// time the fan has (docs/decisions/0125). Pure and deterministic.

/** More time than anyone plans in one sitting; bounds the planner's work. */
export const PLAN_MAX_MINUTES = 24 * 60;
/**
 * How much of a race each way of watching gives, against watching all of it: a Race-in-30
 * keeps the story but loses the long middle, highlights only the moments.
 */
export const FORMAT_SHARE: Record<WatchMode, number> = {
  'Full Race': 1,
  'Race-in-30': 0.6,
  'Highlights Only': 0.3,
};
/**
 * Watching a race another way than the crowd recommends is worth a little less than its
 * share says: longer than they advise adds time, not enjoyment.
 */
export const OFF_RECOMMENDATION_FACTOR = 0.9;
/** A race with no verdict counts as the lowest on the scale, as the list places it last. */
export const UNRATED_PLAN_SCORE = 1;

export interface PlanEntry {
  item: ToWatchItem;
  mode: WatchMode;
  minutes: number;
}

export interface ToWatchPlan {
  /** In the list's order, best first. */
  entries: PlanEntry[];
  totalMinutes: number;
}

/**
 * What watching `item` as `mode` is worth. A race's worth grows with the square of its
 * score, so one race the crowd loves beats two middling ones of the same length; the
 * crowd's recommended way gets the race's whole worth, a shorter way its share of it.
 */
export function planValue(item: ToWatchItem, mode: WatchMode): number {
  const score = item.score ?? UNRATED_PLAN_SCORE;
  const worth = score * score;
  if (mode === item.mode) return worth;
  const share = Math.min(1, FORMAT_SHARE[mode] / FORMAT_SHARE[item.mode]);
  return worth * share * OFF_RECOMMENDATION_FACTOR;
}

/**
 * The plan of greatest total worth (planValue summed) within `minutes`: a knapsack over
 * whole minutes where each race is taken at most once, in one of the three ways. The work
 * is at most races × minutes × 3 (minutes capped at PLAN_MAX_MINUTES), over only the races
 * that can be in a best plan (`candidates`). A tie keeps the earlier
 * (better) race's choice.
 */
/**
 * The races that can be in a best plan: every plan holds at most budget ÷ (the shortest
 * way's minutes) races, so of the races watched one way at one length only that many of the
 * most valuable can be chosen (a less valuable one chosen would leave one of them out, and
 * swapping them never loses). Keeps a 90-minute plan over 200 races to a few dozen.
 */
function candidates(cost: Int32Array, value: Float64Array, count: number, budget: number) {
  const ways = WATCH_MODES.length;
  const shortest = Math.max(1, Math.min(...cost));
  const room = Math.floor(budget / shortest);
  if (count <= room) return Array.from({ length: count }, (_, i) => i);
  const groups = new Map<string, number[]>();
  for (let i = 0; i < count; i += 1) {
    for (let k = 0; k < ways; k += 1) {
      const key = `${k}:${cost[i * ways + k]}`;
      const group = groups.get(key) ?? [];
      group.push(i);
      groups.set(key, group);
    }
  }
  const kept = new Set<number>();
  for (const [key, group] of groups) {
    const k = Number(key.slice(0, key.indexOf(':')));
    // Most valuable first; among equals the earlier (better listed) race.
    group.sort((a, b) => value[b * ways + k]! - value[a * ways + k]! || a - b);
    for (const i of group.slice(0, room)) kept.add(i);
  }
  return [...kept].sort((a, b) => a - b);
}

export function planFor(items: readonly ToWatchItem[], minutes: number): ToWatchPlan {
  const budget = Math.max(0, Math.min(PLAN_MAX_MINUTES, Math.floor(minutes) || 0));
  const width = budget + 1;
  const ways = WATCH_MODES.length;
  // Flat arrays and plain loops: this runs on every keystroke in the minutes field, over
  // every race of the list, on a phone.
  const cost = new Int32Array(items.length * ways);
  const value = new Float64Array(items.length * ways);
  items.forEach((item, i) => {
    WATCH_MODES.forEach((mode, k) => {
      cost[i * ways + k] = watchMinutes(item.race, mode);
      value[i * ways + k] = planValue(item, mode);
    });
  });
  const pool = items.length > 0 ? candidates(cost, value, items.length, budget) : [];
  const best = new Float64Array(width);
  // choice[p * width + m]: 0 to skip pool race p at budget m, else 1 + its mode's index.
  const choice = new Uint8Array(pool.length * width);
  for (let p = 0; p < pool.length; p += 1) {
    const i = pool[p]!;
    // Downwards, so best[m - cost] is still the value without race i.
    for (let m = budget; m >= 0; m -= 1) {
      let top = best[m]!;
      let picked = 0;
      for (let k = 0; k < ways; k += 1) {
        const c = cost[i * ways + k]!;
        if (c > m) continue;
        const candidate = best[m - c]! + value[i * ways + k]!;
        if (candidate > top + 1e-9) {
          top = candidate;
          picked = k + 1;
        }
      }
      best[m] = top;
      choice[p * width + m] = picked;
    }
  }
  const entries: PlanEntry[] = [];
  let m = budget;
  for (let p = pool.length - 1; p >= 0; p -= 1) {
    const i = pool[p]!;
    const picked = choice[p * width + m]!;
    if (picked === 0) continue;
    const minutesOf = cost[i * ways + picked - 1]!;
    entries.push({ item: items[i]!, mode: WATCH_MODES[picked - 1]!, minutes: minutesOf });
    m -= minutesOf;
  }
  entries.reverse();
  return { entries, totalMinutes: entries.reduce((sum, e) => sum + e.minutes, 0) };
}
