import { join } from 'node:path';
import { fixtureResults, OPENF1_FIXTURES_DIR } from '../../../test/domain/openf1-fixture-results';
import { computeResultScore } from '../../domain/history/result-score';
import { scoreSession } from '../data-score/score-race';
import { readSessionFiles } from '../data-score/session-files';

// The two data verdicts on the same races: the OpenF1 fixture sessions scored by the OpenF1
// formula, and by the results formula from what their classification would hold.

const FIXTURES = ['wet-chaos', 'safety-car-strategy', 'processional-dry'];

describe('the verdict from results and the OpenF1 verdict', () => {
  it('order the OpenF1 fixture races the same way', () => {
    const openF1 = FIXTURES.map(
      (name) => scoreSession(readSessionFiles(join(OPENF1_FIXTURES_DIR, name))).score,
    );
    const results = FIXTURES.map((name) => computeResultScore(fixtureResults(name)));
    const rank = (scores: number[]) => scores.map((s) => scores.filter((o) => o > s).length);
    expect(openF1).toEqual([5, 3.9, 1.8]);
    expect(rank(results)).toEqual(rank(openF1));
  });
});
