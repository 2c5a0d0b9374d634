// What a race's official results say about it, reduced to counts and one word for the
// finish. A past race has no timing feed to count overtakes from, but its classification
// still tells how many cars started, finished and fell out, how far the field moved and
// how close the finish was. Nothing here names a driver, a team, a position or a gap:
// these are the only facts about a historical race that are ever stored or shown.

/** How the winner's margin reads, from a photo finish to a car lapping the field. */
export const MARGIN_BUCKETS = ['photo-finish', 'close', 'clear', 'dominant'] as const;
export type MarginBucket = (typeof MARGIN_BUCKETS)[number];

/**
 * Each bucket's upper bound in milliseconds; anything beyond the last, or a runner-up a
 * lap or more down, is 'dominant'. Under a second is a fight to the line; under five a
 * win still in doubt on the last lap; under twenty a gap a mistake could close.
 */
export const MARGIN_LIMITS_MS = { 'photo-finish': 1_000, close: 5_000, clear: 20_000 } as const;

/** The whole counts of a result (the finish and the shortened flag are words and yes/no). */
export const RESULT_COUNT_KEYS = [
  'starters',
  'finishers',
  'retirements',
  'collisions',
  'failures',
  'placesGained',
  'pitStops',
] as const;
export type ResultCountKey = (typeof RESULT_COUNT_KEYS)[number];

export interface ResultSignals {
  /** Cars that took the start. */
  starters: number;
  /** Cars classified at the finish. */
  finishers: number;
  /** Cars that retired during the race (not those that never started). */
  retirements: number;
  /** Of the retirements, those the reason names a collision, an accident or a spin. */
  collisions: number;
  /** Of the retirements, those the reason names a part of the car that failed. */
  failures: number;
  /** Places gained from grid to flag, summed over the classified cars; null without a grid. */
  placesGained: number | null;
  /** How the winner's margin reads; null when the results give no gap. */
  margin: MarginBucket | null;
  /** Whether the race ran fewer laps than scheduled; null when the laps are unknown. */
  shortened: boolean | null;
  /** Pit stops of all cars; null where the results have none (before 1994, sprints). */
  pitStops: number | null;
}

/** Upper bound of any one count: far above a real race, low enough to keep maths exact. */
export const RESULT_COUNT_MAX = 10_000;

/** The margin's word from the runner-up's gap (ms) or laps down; null when neither is known. */
export function marginBucket(gapMs: number | null, lapsDown: number | null): MarginBucket | null {
  if (lapsDown !== null && lapsDown > 0) return 'dominant';
  if (gapMs === null || !Number.isFinite(gapMs) || gapMs < 0) return null;
  if (gapMs < MARGIN_LIMITS_MS['photo-finish']) return 'photo-finish';
  if (gapMs < MARGIN_LIMITS_MS.close) return 'close';
  if (gapMs < MARGIN_LIMITS_MS.clear) return 'clear';
  return 'dominant';
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= RESULT_COUNT_MAX;

const isMargin = (value: unknown): value is MarginBucket =>
  (MARGIN_BUCKETS as readonly unknown[]).includes(value);

/**
 * Reads result signals from storage or the network; anything that is not a whole set
 * (the counts whole and in range, the parts of the retirements not more than the whole,
 * the optional ones null) is null.
 */
export function normalizeResultSignals(raw: unknown): ResultSignals | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const required = ['starters', 'finishers', 'retirements', 'collisions', 'failures'] as const;
  if (!required.every((key) => isCount(r[key]))) return null;
  const nullableCount = (value: unknown) => value === null || isCount(value);
  if (!nullableCount(r.placesGained) || !nullableCount(r.pitStops)) return null;
  if (!(r.margin === null || isMargin(r.margin))) return null;
  if (!(r.shortened === null || typeof r.shortened === 'boolean')) return null;
  const signals: ResultSignals = {
    starters: r.starters as number,
    finishers: r.finishers as number,
    retirements: r.retirements as number,
    collisions: r.collisions as number,
    failures: r.failures as number,
    placesGained: r.placesGained as number | null,
    margin: r.margin as MarginBucket | null,
    shortened: r.shortened as boolean | null,
    pitStops: r.pitStops as number | null,
  };
  return signals.collisions + signals.failures <= signals.retirements ? signals : null;
}

/** The margin as a fan reads it in the reason line. */
export const MARGIN_WORDS: Record<MarginBucket, string> = {
  'photo-finish': 'photo finish',
  close: 'close finish',
  clear: 'clear gap',
  dominant: 'one-sided finish',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The one-line reason a fan reads beside a verdict from results, loudest first, e.g.
 * "close finish · 9 retirements (3 collisions) · 34 places gained". Only what the data
 * holds is said: a race without a grid says nothing about places, one before 1994 nothing
 * about pit stops.
 */
export function resultsReason(s: ResultSignals): string {
  const parts: string[] = [];
  if (s.shortened) parts.push('shortened');
  if (s.margin) parts.push(MARGIN_WORDS[s.margin]);
  if (s.retirements === 0) parts.push('no retirements');
  else {
    const crashes = s.collisions > 0 ? ` (${plural(s.collisions, 'collision', 'collisions')})` : '';
    parts.push(`${plural(s.retirements, 'retirement', 'retirements')}${crashes}`);
  }
  if (s.placesGained !== null) parts.push(plural(s.placesGained, 'place gained', 'places gained'));
  if (s.pitStops !== null) parts.push(plural(s.pitStops, 'pit stop', 'pit stops'));
  return parts.join(' · ');
}
