import type SqliteDatabase from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import type { VoteResponse } from '../../domain/types';
import { type StoredVote, tallyDelta } from '../../domain/vote';
import type { DatabaseKind } from '../config/config';
import type { DB } from '../db/schema';
import { emitLocalChange, queueCrossProcessNotify } from '../live/change-bus';
import { writeVoteOnPostgres } from './pg-vote-writer';
import { createGroupCommit } from './sqlite-group-commit';
import { createSqliteVoteWriter } from './sqlite-vote-writer';
import {
  COUNTER_COLUMNS,
  checkOpen,
  counterDeltas,
  nextVote,
  type RecordVoteInput,
  type RecordVoteOptions,
  toStoredVote,
  voteResponse,
} from './vote-rows';

export { type RecordVoteInput, type RecordVoteOptions, VoteRefusedError } from './vote-rows';

/**
 * Votes and their tallies. A vote and the exact change it makes to its race's tally are
 * written in one transaction, so the tally always equals the aggregate of the votes.
 * Concurrency: on SQLite one connection runs one transaction at a time; on PostgreSQL an
 * advisory lock keyed by (race, fan) serialises one fan's votes, and the counters move by
 * `x = x + delta` under the tally row's lock, so concurrent fans never lose each other's
 * increments. Tag rows are touched in sorted order (no deadlocks).
 */
export function createVotesRepo(
  db: Kysely<DB>,
  kind: DatabaseKind,
  /** The raw SQLite handle behind `db`, for the fast path; without it SQLite uses `db`. */
  sqlite?: SqliteDatabase.Database,
) {
  async function writeWithKysely(
    trx: Transaction<DB>,
    input: RecordVoteInput,
    options: RecordVoteOptions,
  ): Promise<VoteResponse> {
    if (kind === 'postgres') return writeVoteOnPostgres(trx, input, options);
    const race = await trx
      .selectFrom('races')
      .select(['name', 'is_current'])
      .where('id', '=', input.raceId)
      .executeTakeFirst();
    checkOpen(race, options);
    const row = await trx
      .selectFrom('votes')
      .select(['star_rating', 'view_mode', 'reason_tags'])
      .where('race_id', '=', input.raceId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
    const previous: StoredVote | null = row ? toStoredVote(row) : null;
    const next = nextVote(input);
    const now = new Date().toISOString();
    const fields = {
      star_rating: next.starRating,
      view_mode: next.viewMode,
      reason_tags: JSON.stringify(next.reasonTags),
      updated_at: now,
    };
    await trx
      .insertInto('votes')
      .values({ race_id: input.raceId, user_id: input.userId, created_at: now, ...fields })
      .onConflict((oc) => oc.columns(['race_id', 'user_id']).doUpdateSet(fields))
      .execute();

    const delta = tallyDelta(previous, next);
    await trx
      .insertInto('tallies')
      .values({ race_id: input.raceId, ...counterDeltas(delta), updated_at: now })
      .onConflict((oc) =>
        oc.column('race_id').doUpdateSet((eb) => {
          const set: Record<string, unknown> = { updated_at: now };
          for (const column of COUNTER_COLUMNS) {
            set[column] = eb(`tallies.${column}`, '+', eb.ref(`excluded.${column}`));
          }
          return set as { updated_at: string };
        }),
      )
      .execute();
    for (const tag of Object.keys(delta.tags).sort()) {
      await trx
        .insertInto('tally_tags')
        .values({ race_id: input.raceId, tag_id: tag, count: delta.tags[tag] ?? 0 })
        .onConflict((oc) =>
          oc.columns(['race_id', 'tag_id']).doUpdateSet((eb) => ({
            count: eb('tally_tags.count', '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
    }
    await queueCrossProcessNotify(trx, { type: 'tally', raceId: input.raceId });
    return voteResponse(previous);
  }

  const sqliteWriter = kind === 'sqlite' && sqlite ? createSqliteVoteWriter(sqlite) : null;
  // better-sqlite3 runs synchronously, so nothing else can touch the connection while a
  // group's transaction runs — unless the query builder left a transaction of its own open
  // between two awaits. Then the group waits for that connection, or its votes would land
  // (and roll back) inside it. IMMEDIATE takes the write lock up front, so another
  // process's write makes us wait (busy_timeout), not fail.
  const sqliteGroup =
    sqliteWriter && sqlite
      ? createGroupCommit(
          sqlite,
          (item: { input: RecordVoteInput; options: RecordVoteOptions }) =>
            sqliteWriter.write(item.input, item.options),
          (run) => db.connection().execute(async () => run()),
        )
      : null;

  async function write(input: RecordVoteInput, options: RecordVoteOptions): Promise<VoteResponse> {
    if (sqliteGroup) return sqliteGroup({ input, options });
    return db.transaction().execute((trx) => writeWithKysely(trx, input, options));
  }

  return {
    /**
     * Records (or replaces) one fan's vote and moves the tally by the exact difference.
     * With `isOpen` the race must exist and take votes (else VoteRefusedError); without
     * it any existing race is accepted (seeding past races).
     */
    async recordVote(
      input: RecordVoteInput,
      options: RecordVoteOptions = {},
    ): Promise<VoteResponse> {
      const response = await write(input, options);
      emitLocalChange(db, { type: 'tally', raceId: input.raceId });
      return response;
    },

    /** Every stored vote of a race (tests compare the tally with their aggregate). */
    async listForRace(raceId: string): Promise<StoredVote[]> {
      const rows = await db
        .selectFrom('votes')
        .select(['star_rating', 'view_mode', 'reason_tags'])
        .where('race_id', '=', raceId)
        .execute();
      return rows.map(toStoredVote);
    },
  };
}

export type VotesRepo = ReturnType<typeof createVotesRepo>;
