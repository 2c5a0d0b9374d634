import {
  CLASSICS,
  HELD_OUT_CLASSICS,
  HELD_OUT_PROCESSIONS,
  OPENF1_FIXTURE_DAYS,
  PROCESSIONS,
  type ResultsOf,
  signalsOf,
} from '../../../test/domain/race-reputations';
import type { ResultSignals } from '../race-facts/result-signals';
import {
  computeResultScore,
  MARGIN_POINTS,
  PASSING_BASELINE,
  RESULT_SCORE_BASE,
  RESULT_SCORE_MAX,
  RESULT_SCORE_SIGNALS,
  RESULT_SCORE_WEIGHTS,
  resultScoreBreakdown,
} from './result-score';

const QUIET: ResultSignals = {
  starters: 20,
  finishers: 20,
  retirements: 0,
  collisions: 0,
  failures: 0,
  placesGained: 0,
  margin: 'dominant',
  shortened: false,
  pitStops: 20,
};
const race = (over: Partial<ResultSignals>): ResultSignals => ({ ...QUIET, ...over });

const scores = (rows: ResultsOf[]) => rows.map((row) => computeResultScore(signalsOf(row)));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** Of every (classic, procession) pair, the share the verdict puts the right way round. */
function orderedShare(classics: number[], processions: number[]): number {
  const pairs = classics.flatMap((c) => processions.map((p) => c > p));
  return pairs.filter(Boolean).length / pairs.length;
}

describe('the verdict from results', () => {
  it('scores a procession at the base and a race with nothing known no higher', () => {
    expect(computeResultScore(QUIET)).toBe(RESULT_SCORE_BASE);
    const unknown = race({ placesGained: null, margin: null, shortened: null, pitStops: null });
    expect(computeResultScore(unknown)).toBe(RESULT_SCORE_BASE);
  });

  it.each([
    ['passing', { placesGained: 20 * (PASSING_BASELINE + 1) }, 1.2],
    ['passing', { placesGained: 20 * (PASSING_BASELINE + 5) }, 1.2],
    ['collisions', { retirements: 5, collisions: 5 }, 1],
    ['collisions', { retirements: 9, collisions: 9 }, 1],
    ['failures', { retirements: 6, failures: 6 }, 0.3],
    ['failures', { retirements: 12, failures: 12 }, 0.3],
    ['finish', { margin: 'photo-finish' }, MARGIN_POINTS['photo-finish']],
    ['finish', { margin: 'close' }, MARGIN_POINTS.close],
    ['shortened', { shortened: true }, 0.2],
    ['strategy', { pitStops: 40 }, 0.3],
    ['strategy', { pitStops: 100 }, 0.6],
  ] as const)('caps %s at its weight (%j adds %d)', (key, over, added) => {
    expect(resultScoreBreakdown(race(over))[key]).toBeCloseTo(added, 9);
    expect(RESULT_SCORE_WEIGHTS[key].cap).toBeLessThanOrEqual(1.2);
  });

  it('never lifts a race past Meh on one signal alone, and reaches 5 with everything', () => {
    for (const key of RESULT_SCORE_SIGNALS) {
      expect(RESULT_SCORE_BASE + RESULT_SCORE_WEIGHTS[key].cap).toBeLessThan(3);
    }
    const everything = race({
      placesGained: 200,
      retirements: 12,
      collisions: 6,
      failures: 6,
      margin: 'photo-finish',
      shortened: true,
      pitStops: 80,
    });
    expect(computeResultScore(everything)).toBe(RESULT_SCORE_MAX);
  });

  it('ranks the races fans call classics clearly above those they call processions', () => {
    const classics = scores(CLASSICS);
    const processions = scores(PROCESSIONS);
    // A full point apart on average, and nine pairs in ten the right way round.
    expect(mean(classics) - mean(processions)).toBeGreaterThanOrEqual(1);
    expect(orderedShare(classics, processions)).toBeGreaterThanOrEqual(0.9);
    expect(Math.min(...classics)).toBeGreaterThanOrEqual(Math.max(...processions) - 0.5);
  });

  it('ranks the held-out lists (which set no weight) the same way', () => {
    const classics = scores(HELD_OUT_CLASSICS);
    const processions = scores(HELD_OUT_PROCESSIONS);
    expect(mean(classics) - mean(processions)).toBeGreaterThanOrEqual(1);
    expect(orderedShare(classics, processions)).toBeGreaterThanOrEqual(0.9);
  });

  // The real races on the OpenF1 fixtures' days (the fixtures are made up, so this is a
  // loose check): the wet British GP comes first; Canada's finish under the safety car
  // (0.2 s) puts it above Azerbaijan, the other way round from the made-up sessions.
  it('puts the wettest of the real fixture days first', () => {
    const [british, ...others] = scores(OPENF1_FIXTURE_DAYS);
    for (const other of others) expect(british).toBeGreaterThan(other);
  });
});
