import { WATCH_MODES, type WatchMode } from '../types';
import type { CatchUpItem } from './catch-up';
import { watchMinutes } from './catch-up';

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
  item: CatchUpItem;
  mode: WatchMode;
  minutes: number;
}

export interface CatchUpPlan {
  /** In the list's order, best first. */
  entries: PlanEntry[];
  totalMinutes: number;
}

/**
 * What watching `item` as `mode` is worth. A race's worth grows with the square of its
 * score, so one race the crowd loves beats two middling ones of the same length; the
 * crowd's recommended way gets the race's whole worth, a shorter way its share of it.
 */
export function planValue(item: CatchUpItem, mode: WatchMode): number {
  const score = item.score ?? UNRATED_PLAN_SCORE;
  const worth = score * score;
  if (mode === item.mode) return worth;
  const share = Math.min(1, FORMAT_SHARE[mode] / FORMAT_SHARE[item.mode]);
  return worth * share * OFF_RECOMMENDATION_FACTOR;
}

/**
 * The plan of greatest total worth (planValue summed) within `minutes`: a knapsack over
 * whole minutes where each race is taken at most once, in one of the three ways. The work
 * is races × minutes × 3, with minutes capped at PLAN_MAX_MINUTES. A tie keeps the earlier
 * (better) race's choice.
 */
export function planFor(items: readonly CatchUpItem[], minutes: number): CatchUpPlan {
  const budget = Math.max(0, Math.min(PLAN_MAX_MINUTES, Math.floor(minutes) || 0));
  const width = budget + 1;
  const best = new Float64Array(width);
  // choice[i * width + m]: 0 to skip race i at budget m, else 1 + its mode's index.
  const choice = new Uint8Array(items.length * width);
  const options = items.map((item) =>
    WATCH_MODES.map((mode) => ({ mode, cost: watchMinutes(item.race, mode) })),
  );
  items.forEach((item, i) => {
    const values = WATCH_MODES.map((mode) => planValue(item, mode));
    // Downwards, so best[m - cost] is still the value without race i.
    for (let m = budget; m >= 0; m -= 1) {
      let top = best[m]!;
      let picked = 0;
      options[i]!.forEach(({ cost }, k) => {
        if (cost > m) return;
        const value = best[m - cost]! + values[k]!;
        if (value > top + 1e-9) {
          top = value;
          picked = k + 1;
        }
      });
      best[m] = top;
      choice[i * width + m] = picked;
    }
  });
  const entries: PlanEntry[] = [];
  let m = budget;
  for (let i = items.length - 1; i >= 0; i -= 1) {
    const picked = choice[i * width + m]!;
    if (picked === 0) continue;
    const { mode, cost } = options[i]![picked - 1]!;
    entries.push({ item: items[i]!, mode, minutes: cost });
    m -= cost;
  }
  entries.reverse();
  return { entries, totalMinutes: entries.reduce((sum, e) => sum + e.minutes, 0) };
}
