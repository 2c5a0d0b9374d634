// Builders shared by the domain tests: a race or tally with only the fields a test cares about.
import { emptyTally, STAR_KEYS } from './tally';
import type { Race, StarKey, Tally, WatchMode } from './types';

/** A small seeded generator of numbers in [0, 1), so a failing random case replays exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function makeRace(overrides: Partial<Race> = {}): Race {
  const name = overrides.name ?? 'Test Grand Prix';
  const date = overrides.date ?? '2025-06-01';
  return {
    id: overrides.id ?? `${date}-${name}`,
    season: Number(date.slice(0, 4)),
    round: 1,
    name,
    date,
    location: 'Somewhere',
    countryFlag: '🏁',
    isCurrent: false,
    sport: 'formula1',
    ...overrides,
  };
}

/** A tally whose totals agree with the given star buckets. */
export function makeTally(
  raceId: string,
  buckets: Partial<Record<StarKey, number>> = {},
  extra: Partial<
    Pick<
      Tally,
      'viewModes' | 'reasonTagTallies' | 'AI_Rating' | 'AI_Rating_Value' | 'AI_Rating_Signals'
    >
  > = {},
): Tally {
  const tally = emptyTally(raceId);
  for (const key of STAR_KEYS) tally.starBuckets[key] = buckets[key] ?? 0;
  tally.totalVotes = STAR_KEYS.reduce((sum, key) => sum + tally.starBuckets[key], 0);
  tally.totalStars = STAR_KEYS.reduce((sum, key) => sum + Number(key) * tally.starBuckets[key], 0);
  return { ...tally, ...extra, viewModes: { ...tally.viewModes, ...extra.viewModes } };
}

/** A tally with exactly `votes` votes averaging `average` (totals only; buckets left empty). */
export function tallyWithAverage(raceId: string, votes: number, average: number): Tally {
  return { ...emptyTally(raceId), totalVotes: votes, totalStars: votes * average };
}

export function modes(counts: Partial<Record<WatchMode, number>>): Record<WatchMode, number> {
  return { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0, ...counts };
}
