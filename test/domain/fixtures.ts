// Builders shared by the domain tests: a race or tally with only the fields a test cares about.

import type { ResultSignals } from '../../src/domain/race-facts/result-signals';
import type { Race, StarKey, Tally, WatchMode } from '../../src/domain/types';
import { emptyTally, STAR_KEYS } from '../../src/domain/voting/tally';

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

/**
 * An archive race's results, what its data verdict is scored from: a close finish, 9
 * retirements (3 of them collisions), 34 places gained, the pit stops not known.
 */
export function makeResults(overrides: Partial<ResultSignals> = {}): ResultSignals {
  return {
    starters: 22,
    finishers: 13,
    retirements: 9,
    collisions: 3,
    failures: 6,
    placesGained: 34,
    margin: 'close',
    shortened: false,
    pitStops: null,
    ...overrides,
  };
}

/** An archive race's tally: no fan has rated it, and its results score it 3.5. */
export function archiveTally(raceId: string, results: ResultSignals = makeResults()): Tally {
  return {
    ...emptyTally(raceId),
    AI_Rating: true,
    AI_Rating_Value: 3.5,
    AI_Rating_Results: results,
  };
}

/** A tally with exactly `votes` votes averaging `average` (totals only; buckets left empty). */
export function tallyWithAverage(raceId: string, votes: number, average: number): Tally {
  return { ...emptyTally(raceId), totalVotes: votes, totalStars: votes * average };
}

export function modes(counts: Partial<Record<WatchMode, number>>): Record<WatchMode, number> {
  return { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0, ...counts };
}

/** One fan's vote drawn from a typical race-day crowd (averages about 4.2, Full Race first). */
export function crowdVote(random: () => number): {
  starRating: 1 | 2 | 3 | 4 | 5;
  viewMode: WatchMode;
  reasonTags: string[];
} {
  const r = random();
  const starRating = r < 0.45 ? 5 : r < 0.8 ? 4 : r < 0.95 ? 3 : 2;
  const m = random();
  const viewMode: WatchMode = m < 0.6 ? 'Full Race' : m < 0.9 ? 'Race-in-30' : 'Highlights Only';
  const reasonTags: string[] = [];
  if (starRating >= 3) {
    if (random() < 0.55) reasonTags.push('overtakes');
    if (random() < 0.35) reasonTags.push('strategy_plays');
    if (random() < 0.2) reasonTags.push('rivalries');
  }
  return { starRating, viewMode, reasonTags };
}
