import type { VoteResponse } from '../../domain/types';
import type { StoredVote } from '../../domain/voting/vote';
import type { Database } from '../db/connect';
import type { ChangeBus } from '../live/change-bus';
import { pgApplyCounting } from './pg-apply-counting';
import { createPgGroupCommit } from './pg-group-commit';
import { createGroupCommit } from './sqlite-group-commit';
import { createSqliteVoteWriter } from './sqlite-vote-writer';
import {
  type CountingFlip,
  type NetworkRuling,
  type RecordVoteInput,
  type RecordVoteOptions,
  toStoredVote,
} from './vote-rows';

export {
  type CountingFlip,
  type NetworkRuling,
  type RecordVoteInput,
  type RecordVoteOptions,
  VoteRefusedError,
} from './vote-rows';

/**
 * Votes and their tallies. A vote and the exact change it makes to its race's tally are
 * written in one transaction, so the tally always equals the aggregate of the votes.
 * Both engines write concurrent votes in groups (one transaction, one commit, each vote
 * answered after it). Concurrency: on SQLite one connection runs one transaction at a
 * time; on PostgreSQL advisory locks keyed by (race, fan) serialise one fan's votes across
 * instances, and the counters move by `x = x + delta` under the tally row's lock, so
 * concurrent batches never lose each other's increments. Tally and tag rows are touched in
 * sorted order (no deadlocks).
 */
export function createVotesRepo(
  database: Pick<Database, 'db' | 'kind' | 'sqlite' | 'pgPool'>,
  changes: ChangeBus,
) {
  const { db, kind, sqlite, pgPool } = database;
  // Every SQLite Database carries its raw handle: one write path per engine, no fallback.
  const sqliteWriter = kind === 'sqlite' && sqlite ? createSqliteVoteWriter(sqlite) : null;
  // better-sqlite3 runs synchronously, so nothing else can touch the connection while a
  // group's transaction runs — unless the query builder left a transaction of its own open
  // between two awaits. Then the group waits for that connection, or its votes would land
  // (and roll back) inside it. IMMEDIATE takes the write lock up front, so another
  // process's write makes us wait (busy_timeout), not fail.
  const sqliteGroup =
    sqliteWriter && sqlite
      ? createGroupCommit(sqlite, sqliteWriter.writeGroup, (run) =>
          db.connection().execute(async () => run()),
        )
      : null;
  const pgGroup = pgPool ? createPgGroupCommit(pgPool) : null;

  async function write(input: RecordVoteInput, options: RecordVoteOptions): Promise<VoteResponse> {
    if (sqliteGroup) return sqliteGroup({ input, options });
    if (kind === 'sqlite')
      throw new Error('a SQLite database needs its raw handle to record votes');
    if (!pgGroup) throw new Error('a PostgreSQL database needs its pool to record votes');
    return pgGroup(input, options);
  }

  return {
    /**
     * Records (or replaces) one fan's vote and moves the tally by the exact difference.
     * With `openAt` the race must exist and take votes then (else VoteRefusedError); without
     * it any existing race is accepted (seeding past races).
     */
    async recordVote(
      input: RecordVoteInput,
      options: RecordVoteOptions = {},
    ): Promise<VoteResponse> {
      const response = await write(input, options);
      changes.emitLocal({ type: 'tally', raceId: input.raceId });
      return response;
    },

    /**
     * Counts or holds stored votes of one race (docs/decisions/0113) in one transaction,
     * moving the tally by exactly the votes whose flag changed; returns how many did.
     */
    async applyCounting(
      raceId: string,
      flips: readonly CountingFlip[],
      ruling?: NetworkRuling,
    ): Promise<number> {
      let changed: number;
      if (sqliteWriter && sqlite) {
        const run = () => sqliteWriter.applyCounting.immediate(raceId, flips, ruling);
        if (!sqlite.inTransaction) changed = run();
        else changed = await db.connection().execute(async () => run());
      } else if (pgPool) changed = await pgApplyCounting(pgPool, raceId, flips, ruling);
      else throw new Error('no database handle to count votes with');
      if (changed > 0) changes.emitLocal({ type: 'tally', raceId });
      return changed;
    },

    /**
     * Resolves once every vote handed to the group commit is written or failed; the
     * shutdown waits for it before it closes the database.
     */
    flushed(): Promise<void> {
      return (sqliteGroup ?? pgGroup)?.flushed() ?? Promise.resolve();
    },

    /** Votes taken and not yet written (what a shutdown still waits for). */
    waiting(): number {
      return (sqliteGroup ?? pgGroup)?.waiting() ?? 0;
    },

    /** Every counted vote of a race: what its tally must equal (tests compare the two). */
    async listForRace(raceId: string): Promise<StoredVote[]> {
      const rows = await db
        .selectFrom('votes')
        .select(['star_rating', 'view_mode', 'reason_tags'])
        .where('race_id', '=', raceId)
        .where('counted', '=', 1)
        .execute();
      return rows.map(toStoredVote);
    },
  };
}

export type VotesRepo = ReturnType<typeof createVotesRepo>;
