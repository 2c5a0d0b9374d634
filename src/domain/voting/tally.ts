import { normalizeRaceSignals } from '../race-facts/race-signals';
import type { ResultSignals } from '../race-facts/result-signals';
import {
  AI_RATING_SOURCES,
  type AiRatingSource,
  STAR_VALUES,
  type StarKey,
  type Tally,
  WATCH_MODES,
} from '../types';

export const STAR_KEYS: readonly StarKey[] = STAR_VALUES.map((star) => String(star) as StarKey);

export function emptyTally(raceId: string): Tally {
  return {
    raceId,
    totalVotes: 0,
    totalStars: 0,
    starBuckets: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    viewModes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
    reasonTagTallies: {},
    AI_Rating: false,
    AI_Rating_Value: null,
    AI_Rating_Source: null,
    AI_Rating_Signals: null,
    AI_Rating_Results: null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isAiRatingSource(value: unknown): value is AiRatingSource {
  return (AI_RATING_SOURCES as readonly unknown[]).includes(value);
}

// Bad rows (negative, fractional, strings) become whole non-negative counts so no screen
// ever shows "-3 votes" or "2.5 votes".
function toCount(value: unknown): number {
  return isCount(value) ? Math.floor(value) : 0;
}

/**
 * Reads a tally from untrusted storage or the network. Never throws: anything unreadable
 * counts as zero. When the totals are missing they are rebuilt from the star buckets,
 * which is what they would have been had the row been written correctly.
 */
export function normalizeTally(raw: unknown, raceId: string): Tally {
  const tally = emptyTally(raceId);
  if (!isRecord(raw)) return tally;
  const buckets = isRecord(raw.starBuckets) ? raw.starBuckets : {};
  const modes = isRecord(raw.viewModes) ? raw.viewModes : {};
  const tags = isRecord(raw.reasonTagTallies) ? raw.reasonTagTallies : {};

  for (const key of STAR_KEYS) tally.starBuckets[key] = toCount(buckets[key]);
  for (const mode of WATCH_MODES) tally.viewModes[mode] = toCount(modes[mode]);
  for (const [id, count] of Object.entries(tags)) {
    if (toCount(count) > 0) tally.reasonTagTallies[id] = toCount(count);
  }

  const bucketVotes = STAR_KEYS.reduce((sum, key) => sum + tally.starBuckets[key], 0);
  const bucketStars = STAR_KEYS.reduce((sum, key) => sum + Number(key) * tally.starBuckets[key], 0);
  tally.totalVotes = isCount(raw.totalVotes) ? toCount(raw.totalVotes) : bucketVotes;
  tally.totalStars = isCount(raw.totalStars) ? toCount(raw.totalStars) : bucketStars;
  tally.AI_Rating = raw.AI_Rating === true;
  tally.AI_Rating_Value =
    typeof raw.AI_Rating_Value === 'number' && Number.isFinite(raw.AI_Rating_Value)
      ? raw.AI_Rating_Value
      : null;
  tally.AI_Rating_Source =
    tally.AI_Rating_Value !== null && isAiRatingSource(raw.AI_Rating_Source)
      ? raw.AI_Rating_Source
      : null;
  tally.AI_Rating_Signals = normalizeRaceSignals(raw.AI_Rating_Signals);
  // One verdict explains a rating: OpenF1's counts win if both ever arrive. The results'
  // counts are checked where they are shown (normalizeResultSignals, in the explorer's
  // code): every page loads this file, and only the explorer's archive seasons carry them.
  const results = raw.AI_Rating_Results;
  tally.AI_Rating_Results =
    tally.AI_Rating_Signals ||
    typeof results !== 'object' ||
    results === null ||
    Array.isArray(results)
      ? null
      : (results as ResultSignals);
  return tally;
}

/** The raw average; labels use it unrounded so a 2.74 is never promoted to "Good". */
export function averageRating(t: Pick<Tally, 'totalVotes' | 'totalStars'>): number | null {
  if (!(t.totalVotes > 0)) return null;
  const average = t.totalStars / t.totalVotes;
  return Number.isFinite(average) ? average : null;
}

/** The average as the fan reads it (one decimal); filters compare against this figure. */
export function roundAverage(avg: number | null): number | null {
  return avg === null || !Number.isFinite(avg) ? null : Math.round(avg * 10) / 10;
}

export function formatAverage(avg: number | null): string {
  const rounded = roundAverage(avg);
  return rounded === null ? '-' : rounded.toFixed(1);
}
