import type { RaceSignals } from '../race-facts/race-signals';
import type { ReasonTagId } from '../voting/reason-tags';

// The data verdict: a race's signals mapped to the 1–5 scale fans vote on. The weights and
// the reasons for them are in docs/data-score.md; the page /data-score prints this table.

export const DATA_SCORE_MIN = 1;
export const DATA_SCORE_MAX = 5;
/** Where a race with nothing going for it starts: a procession reads as Poor. */
export const DATA_SCORE_BASE = 1.5;

/**
 * Each signal adds `per` for every unit, up to its own `cap`. No cap exceeds 1.2, so one
 * signal alone lifts a race to 2.7 at most (Meh) and even two together stop short of
 * Cinema: a great race needs several things happening at once.
 */
export const DATA_SCORE_WEIGHTS = {
  overtakes: { per: 0.02, cap: 1.2, unit: 'overtake' },
  leadChanges: { per: 0.25, cap: 0.75, unit: 'lead change' },
  safetyCars: { per: 0.3, cap: 0.6, unit: 'safety car (a VSC counts half)' },
  redFlags: { per: 0.4, cap: 0.6, unit: 'red flag' },
  rain: { per: 2, cap: 0.8, unit: 'share of laps with rain (0–1)' },
  strategy: { per: 0.5, cap: 0.5, unit: 'pit stop per car beyond the first' },
} as const;
export type ScoreSignal = keyof typeof DATA_SCORE_WEIGHTS;
export const SCORE_SIGNALS = Object.keys(DATA_SCORE_WEIGHTS) as ScoreSignal[];

/** A virtual safety car neutralises the race less than a real one. */
export const VSC_WEIGHT = 0.5;

/** Thresholds for the vibe factors the data suggests. */
export const OVERTAKES_FACTOR_MIN = 40;
export const RAIN_FACTOR_MIN_LAPS = 3;
export const STRATEGY_FACTOR_MIN_STOPS_PER_CAR = 1.8;

export type ScoreBreakdown = Record<ScoreSignal, number>;

function stopsPerCar(s: RaceSignals): number {
  return s.cars > 0 ? s.pitStops / s.cars : 0;
}

/** How many units of each signal the race had, before weights. */
export function signalUnits(s: RaceSignals): ScoreBreakdown {
  return {
    overtakes: s.overtakes,
    leadChanges: s.leadChanges,
    safetyCars: s.safetyCars + VSC_WEIGHT * s.virtualSafetyCars,
    redFlags: s.redFlags,
    rain: s.totalLaps > 0 ? Math.min(1, s.rainLaps / s.totalLaps) : 0,
    strategy: Math.max(0, stopsPerCar(s) - 1),
  };
}

/** Each signal's capped contribution to the score. */
export function scoreBreakdown(s: RaceSignals): ScoreBreakdown {
  const units = signalUnits(s);
  const out = {} as ScoreBreakdown;
  for (const key of SCORE_SIGNALS) {
    const { per, cap } = DATA_SCORE_WEIGHTS[key];
    out[key] = Math.min(cap, units[key] * per);
  }
  return out;
}

/** The data verdict, 1.0–5.0 to one decimal, as stored in AI_Rating_Value. */
export function computeDataScore(s: RaceSignals): number {
  const breakdown = scoreBreakdown(s);
  const raw = SCORE_SIGNALS.reduce((sum, key) => sum + breakdown[key], DATA_SCORE_BASE);
  const clamped = Math.min(DATA_SCORE_MAX, Math.max(DATA_SCORE_MIN, raw));
  return Math.round(clamped * 10) / 10;
}

/** The spec's vibe factors the data points at, in the spec's tag order. */
export function suggestedFactors(s: RaceSignals): ReasonTagId[] {
  const out: ReasonTagId[] = [];
  if (s.overtakes >= OVERTAKES_FACTOR_MIN) out.push('overtakes');
  if (s.safetyCars + s.virtualSafetyCars > 0) out.push('safety_car_vsc');
  if (s.redFlags > 0) out.push('red_flags');
  if (s.rainLaps >= RAIN_FACTOR_MIN_LAPS) out.push('weather_chaos');
  if (stopsPerCar(s) >= STRATEGY_FACTOR_MIN_STOPS_PER_CAR) out.push('strategy_plays');
  return out;
}
