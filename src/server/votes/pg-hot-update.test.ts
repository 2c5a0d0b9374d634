import pg from 'pg';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { utcDayOf } from '../../domain/races/voting-reason';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { type BatchVote, batchSql, PREPARE_SQL } from './pg-vote-batch-sql';

// On race day most writes are fans changing their minds. PostgreSQL rewrites such a row
// without touching any index (a heap-only update) only while no indexed column changes
// (0011); a change of mind sets updated_at, so updated_at must stay out of every index of
// votes, their predicates included (0017 put it in one, 0020 took it out): votes/s fell by
// a sixth (issue 42, bench/RESULTS.md).

const RACE = '2025-abu-dhabi-grand-prix';

describe('PostgreSQL changes of mind', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let client: pg.Client;
  beforeAll(async () => {
    scratch = await TEST_DATABASES.find((k) => k.name === 'postgres')!.create();
    database = await openReadyDatabase(scratch.url);
    await createRacesRepo(database.db, createChangeBus()).setCurrent(RACE, true, { manual: true });
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.close();
    await scratch?.drop();
  });

  /** This connection's writes to votes so far, flushed to the statistics first. */
  async function voteUpdates() {
    await client.query('select pg_stat_force_next_flush()');
    const { rows } = await client.query<{ upd: string; hot: string }>(
      `select n_tup_upd as upd, n_tup_hot_upd as hot from pg_stat_user_tables where relname = 'votes'`,
    );
    return { updated: Number(rows[0]!.upd), hot: Number(rows[0]!.hot) };
  }

  const vote = (userId: string, starRating: number, network: string): BatchVote => ({
    raceId: RACE,
    userId,
    starRating,
    viewMode: 'Full Race',
    reasonTags: '[]',
    openOn: utcDayOf(Date.now()),
    network,
    identityAt: '',
  });

  it('rewrites a loopback vote and a network vote as heap-only updates', async () => {
    await client.query(PREPARE_SQL);
    await client.query(
      batchSql([vote('loop', 4, ''), vote('net', 4, 'n1')], new Date().toISOString()),
    );
    const before = await voteUpdates();
    await client.query(
      batchSql([vote('loop', 2, ''), vote('net', 1, 'n1')], new Date(Date.now() + 1).toISOString()),
    );
    const after = await voteUpdates();
    expect(after.updated - before.updated).toBe(2);
    expect(after.hot - before.hot).toBe(2);
  });

  it('keeps updated_at out of every index of votes', async () => {
    const { rows } = await client.query<{ name: string }>(
      `select i.indexrelid::regclass::text as name from pg_index i
       where i.indrelid = 'votes'::regclass
         and (pg_get_indexdef(i.indexrelid) like '%updated_at%'
           or coalesce(pg_get_expr(i.indpred, i.indrelid), '') like '%updated_at%')`,
    );
    expect(rows).toEqual([]);
  });
});
