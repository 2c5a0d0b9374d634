import type { RaceSignals } from '../race-facts/race-signals';
import { LABEL_CUTOFF_CINEMA, LABEL_CUTOFF_MEH, ratingLabel } from '../voting/rating-labels';
import {
  computeDataScore,
  DATA_SCORE_BASE,
  DATA_SCORE_MAX,
  DATA_SCORE_MIN,
  DATA_SCORE_WEIGHTS,
  OVERTAKES_FACTOR_MIN,
  RAIN_FACTOR_MIN_LAPS,
  SCORE_SIGNALS,
  type ScoreSignal,
  STRATEGY_FACTOR_MIN_STOPS_PER_CAR,
  scoreBreakdown,
  suggestedFactors,
  VSC_WEIGHT,
} from './data-score';

const CARS = 20;
const LAPS = 50;
/** A dry race with nothing in it: one stop each, no passes. */
const QUIET: RaceSignals = {
  safetyCars: 0,
  virtualSafetyCars: 0,
  redFlags: 0,
  overtakes: 0,
  leadChanges: 0,
  pitStops: CARS,
  cars: CARS,
  totalLaps: LAPS,
  rainLaps: 0,
};
const race = (change: Partial<RaceSignals>): RaceSignals => ({ ...QUIET, ...change });
const w = DATA_SCORE_WEIGHTS;
/** Units that exactly reach each signal's cap. */
const AT_CAP: Record<ScoreSignal, Partial<RaceSignals>> = {
  overtakes: { overtakes: w.overtakes.cap / w.overtakes.per },
  leadChanges: { leadChanges: w.leadChanges.cap / w.leadChanges.per },
  safetyCars: { safetyCars: w.safetyCars.cap / w.safetyCars.per },
  redFlags: { redFlags: Math.ceil(w.redFlags.cap / w.redFlags.per) },
  rain: { rainLaps: (w.rain.cap / w.rain.per) * LAPS },
  strategy: { pitStops: CARS * (1 + w.strategy.cap / w.strategy.per) },
};
/** Far beyond every cap. */
const HUGE: Record<ScoreSignal, Partial<RaceSignals>> = {
  overtakes: { overtakes: 5000 },
  leadChanges: { leadChanges: 500 },
  safetyCars: { safetyCars: 50, virtualSafetyCars: 50 },
  redFlags: { redFlags: 20 },
  rain: { rainLaps: LAPS },
  strategy: { pitStops: CARS * 10 },
};

describe('computeDataScore', () => {
  it('gives a race with nothing in it the base score', () => {
    expect(computeDataScore(QUIET)).toBe(DATA_SCORE_BASE);
  });

  it.each(SCORE_SIGNALS)('lets %s add at most its cap, reached exactly at the cap', (key) => {
    expect(scoreBreakdown(race(AT_CAP[key]))[key]).toBeCloseTo(w[key].cap, 10);
    expect(scoreBreakdown(race(HUGE[key]))[key]).toBeCloseTo(w[key].cap, 10);
  });

  it.each(SCORE_SIGNALS)('never lets %s alone make a race Cinema', (key) => {
    const score = computeDataScore(race(HUGE[key]));
    expect(score).toBeLessThan(LABEL_CUTOFF_CINEMA);
    expect(score).toBeCloseTo(DATA_SCORE_BASE + w[key].cap, 1);
  });

  it('keeps every score within 1.0–5.0 and to one decimal', () => {
    const all = Object.assign({}, ...Object.values(HUGE)) as Partial<RaceSignals>;
    expect(computeDataScore(race(all))).toBe(DATA_SCORE_MAX);
    expect(computeDataScore(race({ cars: 0, pitStops: 0, totalLaps: 0 }))).toBeGreaterThanOrEqual(
      DATA_SCORE_MIN,
    );
    expect(computeDataScore(race({ overtakes: 7 }))).toBe(1.6);
  });

  it('counts a virtual safety car at its weight of a real one', () => {
    const one = scoreBreakdown(race({ virtualSafetyCars: 1 })).safetyCars;
    expect(one).toBeCloseTo(VSC_WEIGHT * w.safetyCars.per, 10);
  });

  it('scores a wet race with red flags above a dry procession', () => {
    const chaos = race({
      safetyCars: 2,
      virtualSafetyCars: 1,
      redFlags: 1,
      overtakes: 61,
      leadChanges: 4,
      pitStops: 52,
      rainLaps: 22,
    });
    const procession = race({ overtakes: 14 });
    expect(computeDataScore(chaos)).toBeGreaterThan(computeDataScore(procession));
    expect(ratingLabel(computeDataScore(chaos))).toBe('Cinema');
    expect(computeDataScore(procession)).toBeLessThan(LABEL_CUTOFF_MEH);
  });

  it('ignores rain and stops when the lap or car count is unknown', () => {
    const breakdown = scoreBreakdown(race({ totalLaps: 0, rainLaps: 5, cars: 0 }));
    expect(breakdown.rain).toBe(0);
    expect(breakdown.strategy).toBe(0);
  });
});

describe('suggestedFactors', () => {
  it.each<[Partial<RaceSignals>, string[]]>([
    [{}, []],
    [{ overtakes: OVERTAKES_FACTOR_MIN - 1 }, []],
    [{ overtakes: OVERTAKES_FACTOR_MIN }, ['overtakes']],
    [{ virtualSafetyCars: 1 }, ['safety_car_vsc']],
    [{ safetyCars: 1 }, ['safety_car_vsc']],
    [{ redFlags: 1 }, ['red_flags']],
    [{ rainLaps: RAIN_FACTOR_MIN_LAPS - 1 }, []],
    [{ rainLaps: RAIN_FACTOR_MIN_LAPS }, ['weather_chaos']],
    [{ pitStops: Math.ceil(CARS * STRATEGY_FACTOR_MIN_STOPS_PER_CAR) - 1 }, []],
    [{ pitStops: Math.ceil(CARS * STRATEGY_FACTOR_MIN_STOPS_PER_CAR) }, ['strategy_plays']],
    [
      { overtakes: 99, safetyCars: 1, redFlags: 1, rainLaps: 9, pitStops: 99 },
      ['overtakes', 'safety_car_vsc', 'red_flags', 'weather_chaos', 'strategy_plays'],
    ],
  ])('%o suggests %o', (change, factors) => {
    expect(suggestedFactors(race(change))).toEqual(factors);
  });
});
