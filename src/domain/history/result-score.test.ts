import {
  CLASSICS,
  HELD_OUT_CLASSICS,
  HELD_OUT_PROCESSIONS,
  OPENF1_FIXTURE_DAYS,
  PROCESSIONS,
  type ResultsOf,
  signalsOf,
  TITLE_CLASSICS,
} from '../../../test/domain/race-reputations';
import { type ResultSignals, resultsReason } from '../race-facts/result-signals';
import { LABEL_CUTOFF_GOOD, LABEL_CUTOFF_GREAT } from '../voting/rating-labels';
import {
  computeResultScore,
  MARGIN_POINTS,
  PASSING_BASELINE,
  type RaceResults,
  RESULT_SCORE_BASE,
  RESULT_SCORE_MAX,
  RESULT_SCORE_SIGNALS,
  RESULT_SCORE_WEIGHTS,
  resultScoreBreakdown,
  TITLE_STAKE_POINTS,
} from './result-score';
import { TITLE_STAKES } from './title-stakes';

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
const race = (over: Partial<RaceResults>): RaceResults => ({ ...QUIET, ...over });

const scores = (rows: ResultsOf[]) => rows.map((row) => computeResultScore(signalsOf(row)));
/** The same races as the formula scored them before it weighed the title (version 1). */
const scoresWithoutStakes = (rows: ResultsOf[]) =>
  rows.map((row) => computeResultScore({ ...signalsOf(row), titleStake: null }));
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

  it.each(TITLE_STAKES)(
    'adds a %s stake’s points, and only to a Grand Prix that has it',
    (stake) => {
      expect(computeResultScore(race({ titleStake: stake }))).toBeCloseTo(
        RESULT_SCORE_BASE + TITLE_STAKE_POINTS[stake],
        9,
      );
      expect(computeResultScore(race({ titleStake: null }))).toBe(RESULT_SCORE_BASE);
    },
  );

  it('ranks a title going into the last race above one settled earlier', () => {
    expect(TITLE_STAKE_POINTS.finale).toBeGreaterThan(TITLE_STAKE_POINTS.fight);
  });

  it('never lifts a race past Meh on one signal alone, and reaches 5 with everything', () => {
    for (const key of RESULT_SCORE_SIGNALS) {
      expect(RESULT_SCORE_BASE + RESULT_SCORE_WEIGHTS[key].cap).toBeLessThan(3);
    }
    // A procession that settled the title stays short of Good: the stake is never the race.
    for (const stake of TITLE_STAKES) {
      expect(RESULT_SCORE_BASE + TITLE_STAKE_POINTS[stake]).toBeLessThan(LABEL_CUTOFF_GOOD);
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

  it('lifts the title deciders fans call classics into Great, and no procession', () => {
    const deciders = [...CLASSICS, ...TITLE_CLASSICS].filter((row) => signalsOf(row).titleStake);
    // 2008 and 2012 Brazil, 1986 Australia and 1988 Japan among the classics.
    expect(deciders).toHaveLength(TITLE_CLASSICS.length + 4);
    const before = scoresWithoutStakes(deciders);
    scores(deciders).forEach((score, i) => {
      expect(score).toBeGreaterThan(before[i]!);
      expect(score).toBeGreaterThanOrEqual(LABEL_CUTOFF_GREAT);
    });
    const processions = [...PROCESSIONS, ...HELD_OUT_PROCESSIONS];
    expect(scores(processions)).toEqual(scoresWithoutStakes(processions));
  });

  it('says nothing of the stake in the reason line', () => {
    for (const row of TITLE_CLASSICS) {
      const staked = signalsOf(row);
      const { titleStake: _, ...counts } = staked;
      expect(resultsReason(staked)).toBe(resultsReason(counts));
      expect(resultsReason(staked)).not.toMatch(/title|finale|fight|decid|stake/i);
    }
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
