import type { MarginBucket, ResultSignals } from '../race-facts/result-signals';
import type { TitleStake } from './title-stakes';

// The data verdict of a race that has only its results: the same 1–5 scale and style as
// the OpenF1 score (data-score.ts), from what a classification holds and what the title
// had riding on the race. Checked against races fans call classics and processions
// (docs/decisions/0130, 0146); the page /data-score prints the table of the counts'
// weights and docs/data-score.md explains all of it.

/** Bumped whenever a weight changes: a started site then scores every stored race again. */
export const RESULT_SCORE_VERSION = 2;

export const RESULT_SCORE_MIN = 1;
export const RESULT_SCORE_MAX = 5;
/** Where a race with nothing going for it starts, as the OpenF1 score does. */
export const RESULT_SCORE_BASE = 1.5;

/**
 * Places a classified car gains on average even in a race without passing (a pit stop out
 * of phase, a car held up once): only passing beyond it counts.
 */
export const PASSING_BASELINE = 0.5;

/** What each finish adds, before its cap: a fight to the line is the thing fans remember. */
export const MARGIN_POINTS: Record<MarginBucket, number> = {
  'photo-finish': 0.6,
  close: 0.4,
  clear: 0.1,
  dominant: 0,
};

/**
 * Each signal adds `per` for every unit, up to its own `cap`; as in the OpenF1 score no
 * cap exceeds 1.2, so one thing alone lifts a race to Meh at most and a great race needs
 * several at once.
 */
export const RESULT_SCORE_WEIGHTS = {
  passing: { per: 1.2, cap: 1.2, unit: 'place gained per classified car beyond the first half' },
  collisions: { per: 0.2, cap: 1, unit: 'retirement in a collision, accident or spin' },
  failures: { per: 0.05, cap: 0.3, unit: 'retirement with a broken car' },
  finish: { per: 1, cap: 0.6, unit: 'finish: photo 0.6, close 0.4, clear 0.1, dominant 0' },
  shortened: { per: 0.2, cap: 0.2, unit: 'race shortened' },
  strategy: { per: 0.3, cap: 0.6, unit: 'pit stop per car beyond the first' },
} as const;
export type ResultScoreSignal = keyof typeof RESULT_SCORE_WEIGHTS;
export const RESULT_SCORE_SIGNALS = Object.keys(RESULT_SCORE_WEIGHTS) as ResultScoreSignal[];

export type ResultScoreBreakdown = Record<ResultScoreSignal, number>;

/**
 * What the drivers' title had riding on the race (title-stakes.ts) adds, apart from the
 * table above because no page prints or says it (docs/decisions/0146). A title still open
 * going into the last race is a whole season's fight to the line, worth more than a photo
 * finish; one settled earlier in a close fight, a close finish's worth. Either alone lifts a
 * procession no further than Meh.
 */
export const TITLE_STAKE_POINTS: Record<TitleStake, number> = { finale: 0.8, fight: 0.4 };

/**
 * What the verdict weighs: a race's counts and, for a Grand Prix, what the drivers' title
 * had riding on it (none where the source does not say). Storage keeps the counts alone, so
 * no reply carries the stake.
 */
export interface RaceResults extends ResultSignals {
  titleStake?: TitleStake | null;
}

/** How many units of each signal the race had, before weights; 0 for what the data lacks. */
export function resultUnits(s: ResultSignals): ResultScoreBreakdown {
  return {
    passing:
      s.placesGained === null || s.finishers === 0
        ? 0
        : Math.max(0, s.placesGained / s.finishers - PASSING_BASELINE),
    collisions: s.collisions,
    failures: s.failures,
    finish: s.margin === null ? 0 : MARGIN_POINTS[s.margin],
    shortened: s.shortened ? 1 : 0,
    strategy:
      s.pitStops === null || s.starters === 0 ? 0 : Math.max(0, s.pitStops / s.starters - 1),
  };
}

/** Each signal's capped contribution to the score. */
export function resultScoreBreakdown(s: ResultSignals): ResultScoreBreakdown {
  const units = resultUnits(s);
  const out = {} as ResultScoreBreakdown;
  for (const key of RESULT_SCORE_SIGNALS) {
    const { per, cap } = RESULT_SCORE_WEIGHTS[key];
    out[key] = Math.min(cap, units[key] * per);
  }
  return out;
}

/** What the race's title stake adds; nothing without one. */
function titleStakePoints(s: RaceResults): number {
  return s.titleStake ? TITLE_STAKE_POINTS[s.titleStake] : 0;
}

/**
 * The verdict from results, 1.0–5.0 to one decimal, as stored in AI_Rating_Value: the
 * counts a fan may read and, for a Grand Prix, its title stake.
 */
export function computeResultScore(s: RaceResults): number {
  const breakdown = resultScoreBreakdown(s);
  const raw = RESULT_SCORE_SIGNALS.reduce(
    (sum, key) => sum + breakdown[key],
    RESULT_SCORE_BASE + titleStakePoints(s),
  );
  const clamped = Math.min(RESULT_SCORE_MAX, Math.max(RESULT_SCORE_MIN, raw));
  return Math.round(clamped * 10) / 10;
}

/** The verdict's own name and the sentence that tells it from the OpenF1 one (page and docs). */
export const RESULT_SCORE_LABEL = 'Data verdict from results';
export const RESULT_SCORE_EXPLANATION =
  'Races before live timing have only their results: how many cars started, finished and retired (and why), how far the field moved from grid to flag, how close the finish was, whether the race was cut short, and pit stops from 1994. No lead changes, safety cars or weather: the results do not hold them, so this verdict never guesses them.';
