import {
  ALL_TIME_CLASSICS,
  ALL_TIME_PROCESSIONS,
  ALL_TIME_TOP,
} from '../../../test/domain/race-reputations';
import { findSpoilers } from '../../../test/proof/spoiler-words';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { HIDDEN_GEM_MIN_SCORE } from '../../domain/rankings/race-ranking';
import { decadeOf, HIDDEN_GEMS_LIST, RANKING_PAGE_SIZE } from '../../domain/rankings/ranking-query';
import type { RankingReply } from '../../domain/rankings/ranking-reply';
import { roundAverage } from '../../domain/voting/tally';

// The ranking of the history the site ships (seed/f1-history.json, seeded as on a real
// start), checked against what fans say of its races: the classics they name stand near the
// top, the processions they name do not, and the best of all time is not one era's list.

/** The first page reaches across at least this many decades. */
const DECADES_ON_THE_FIRST_PAGE = 4;

describe.each(TEST_DATABASES)('the all-time ranking of the shipped history on $name', (kind) => {
  let t: TestApp;
  let top: RankingReply;
  const ranking = async (query: string) => {
    const reply = await t.app.inject(`/api/rankings${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as RankingReply;
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { F1_HISTORY: 'on' });
    top = await ranking(`?pageSize=${ALL_TIME_TOP}`);
  });
  afterAll(async () => t?.close());

  it('ranks the whole history, a page at a time', () => {
    expect(top.total).toBeGreaterThan(1_100);
    expect(top.items).toHaveLength(ALL_TIME_TOP);
  });

  it(`holds the classics fans name among its first ${ALL_TIME_TOP}`, () => {
    const ids = top.items.map((item) => item.race.id);
    expect(ALL_TIME_CLASSICS.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it(`holds none of the processions fans name among its first ${ALL_TIME_TOP}`, () => {
    const ids = top.items.map((item) => item.race.id);
    expect(ALL_TIME_PROCESSIONS.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('carries verdicts, never a result word or a name', async () => {
    const page = await t.app.inject('/api/rankings?pageSize=50');
    expect(findSpoilers(page.body)).toEqual([]);
  });

  it('spans the decades on its first page', async () => {
    const first = await ranking('');
    expect(first.items).toHaveLength(RANKING_PAGE_SIZE);
    const decades = new Set(first.items.map((item) => decadeOf(item.race.season)));
    expect(decades.size).toBeGreaterThanOrEqual(DECADES_ON_THE_FIRST_PAGE);
  });

  it('finds hidden gems: high data verdicts of races fans have not rated here', async () => {
    const gems = await ranking(`?list=${HIDDEN_GEMS_LIST}&pageSize=50`);
    expect(gems.total).toBeGreaterThan(0);
    for (const { verdict, tally } of gems.items) {
      expect(verdict.from).toBe('data');
      expect(roundAverage(verdict.score)).toBeGreaterThanOrEqual(HIDDEN_GEM_MIN_SCORE);
      expect(tally.totalVotes).toBe(0);
    }
  });
});
