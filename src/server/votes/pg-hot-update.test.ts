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
// a sixth (issue 42, bench/RESULTS.md). On race day most votes are first votes, and each
// rewrites its network's row of vote_networks (its count, and when it last changed): 0023
// keeps those columns out of every index of that table, so those rewrites are heap-only too
// (docs/decisions/0151).

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

  /** This connection's writes to `table` so far, flushed to the statistics first. */
  async function updates(table = 'votes') {
    await client.query('select pg_stat_force_next_flush()');
    const { rows } = await client.query<{ upd: string; hot: string }>(
      'select n_tup_upd as upd, n_tup_hot_upd as hot from pg_stat_user_tables where relname = $1',
      [table],
    );
    return { updated: Number(rows[0]!.upd), hot: Number(rows[0]!.hot) };
  }

  /** The indexes of `table` whose definition or predicate names any of `columns`. */
  async function indexesNaming(table: string, columns: readonly string[]) {
    const { rows } = await client.query<{ name: string; def: string }>(
      `select i.indexrelid::regclass::text as name,
         pg_get_indexdef(i.indexrelid) || ' ' || coalesce(pg_get_expr(i.indpred, i.indrelid), '') as def
       from pg_index i where i.indrelid = $1::regclass`,
      [table],
    );
    const named = new RegExp(`\\b(${columns.join('|')})\\b`);
    return rows.filter((row) => named.test(row.def.replace(/^.* USING /, ''))).map((r) => r.name);
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
    const before = await updates();
    await client.query(
      batchSql([vote('loop', 2, ''), vote('net', 1, 'n1')], new Date(Date.now() + 1).toISOString()),
    );
    const after = await updates();
    expect(after.updated - before.updated).toBe(2);
    expect(after.hot - before.hot).toBe(2);
  });

  it('keeps updated_at out of every index of votes', async () => {
    expect(await indexesNaming('votes', ['updated_at'])).toEqual([]);
  });

  it("rewrites a network's row as heap-only updates, for a first vote and a change of mind", async () => {
    const at = Date.now() + 10;
    await client.query(batchSql([vote('first-a', 3, 'n2')], new Date(at).toISOString()));
    const before = await updates('vote_networks');
    // A second fan of the same network (its count moves), then a change of mind (only
    // when the network last changed moves).
    await client.query(batchSql([vote('first-b', 5, 'n2')], new Date(at + 1).toISOString()));
    await client.query(batchSql([vote('first-a', 1, 'n2')], new Date(at + 2).toISOString()));
    const after = await updates('vote_networks');
    expect(after.updated - before.updated).toBe(2);
    expect(after.hot - before.hot).toBe(2);
  });

  it('keeps the columns a vote moves out of every index of vote_networks', async () => {
    expect(await indexesNaming('vote_networks', ['votes', 'held', 'changed_at'])).toEqual([]);
  });
});
