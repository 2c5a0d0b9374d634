import type pg from 'pg';
import { utcDayOf } from '../../domain/races/voting-reason';
import type { VoteResponse } from '../../domain/types';
import type { StoredVote } from '../../domain/voting/vote';
import { type BatchVote, batchSql, type CastRow, PREPARE_SQL } from './pg-vote-batch-sql';
import {
  nextVote,
  type RecordVoteInput,
  type RecordVoteOptions,
  toStoredVote,
  VoteRefusedError,
  voteResponse,
} from './vote-rows';

/** Most votes in one transaction; a bigger crowd is split over several. */
export const MAX_BATCH = 500;
/**
 * Batches in flight at once. While one commits (its tally rows locked), the next takes its
 * fans' locks and writes their votes, then queues behind it for the tally rows.
 */
export const MAX_IN_FLIGHT = 2;
/**
 * Votes waiting before a second batch starts beside a running one. Each transaction has a
 * fixed cost (a commit, a notification, a round trip) that a handful of votes does not
 * repay; fewer wait for the running batch to end and go together right after it.
 */
export const OVERLAP_MIN = 16;

interface Pending {
  input: RecordVoteInput;
  options: RecordVoteOptions;
  resolve(value: VoteResponse): void;
  reject(error: unknown): void;
}

const keyOf = (input: RecordVoteInput) => `${input.raceId}\u0000${input.userId}`;

/**
 * Group commit for PostgreSQL. On race day every vote moves the same tally row, and a row
 * lock held until commit caps any one-commit-per-vote design at the database's commit
 * rate for one row. Votes are therefore gathered — those that arrive in the same turn of
 * the event loop when the database is idle, those that arrived meanwhile when a batch
 * ends — and written in ONE transaction of one round trip (pg-vote-batch-sql): lock the
 * batch's fans, read their races and previous votes, write the votes the races take plus
 * one summed change per race to the tally and tag rows, commit. A refused vote (unknown
 * race, voting closed) is answered alone; every other vote is answered only after the
 * commit, so an acknowledgement still means stored. If the transaction fails, every vote
 * in it fails with that error.
 */
export function createPgGroupCommit(
  pool: pg.Pool,
  /** Told the size of each batch that committed (tests, metrics). */
  onCommit: (size: number) => void = () => {},
) {
  const queue: Pending[] = [];
  let running = 0;
  let timer: NodeJS.Immediate | null = null;
  /** Fans (race, fan) with a vote in a batch in flight: their next vote waits for it. */
  const busy = new Set<string>();
  /** Callers of flushed(), told once no vote waits and no batch is in flight. */
  const flushWaiters: (() => void)[] = [];
  const idle = () => queue.length === 0 && running === 0;

  /** The next batch, in queue order, with at most one vote per fan and race. */
  function takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const left: Pending[] = [];
    for (const item of queue) {
      const key = keyOf(item.input);
      if (batch.length < MAX_BATCH && !busy.has(key)) {
        busy.add(key);
        batch.push(item);
      } else left.push(item);
    }
    queue.splice(0, queue.length, ...left);
    return batch;
  }

  function flush(): void {
    timer = null;
    startBatch();
    // A crowd left over (more than one batch holds) may be worth a second batch at once.
    schedule();
  }

  function startBatch(): void {
    if (running >= MAX_IN_FLIGHT || queue.length === 0) return;
    const batch = takeBatch();
    if (batch.length === 0) return;
    running += 1;
    runBatch(pool, batch)
      .then(
        (settle) => {
          onCommit(batch.length);
          settle();
        },
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        running -= 1;
        for (const item of batch) busy.delete(keyOf(item.input));
        // Votes that arrived during this commit are the next batch: go at once.
        if (timer) clearImmediate(timer);
        flush();
        if (idle()) for (const done of flushWaiters.splice(0)) done();
      });
  }

  /** Idle: go once this turn's votes are in. Busy: only for a crowd worth a second batch. */
  function schedule(): void {
    if (timer || running >= MAX_IN_FLIGHT || queue.length === 0) return;
    if (running === 0 || queue.length >= OVERLAP_MIN) timer = setImmediate(flush);
  }

  const record = (input: RecordVoteInput, options: RecordVoteOptions): Promise<VoteResponse> =>
    new Promise<VoteResponse>((resolve, reject) => {
      queue.push({ input, options, resolve, reject });
      schedule();
    });
  return Object.assign(record, {
    /**
     * Resolves once every vote handed over so far is committed or failed: the shutdown
     * waits for it before it closes the pool, so a vote taken into a batch is written even
     * when the fan who sent it has gone (a failed batch still rejects its votes).
     */
    flushed(): Promise<void> {
      if (idle()) return Promise.resolve();
      return new Promise<void>((resolve) => flushWaiters.push(resolve));
    },
    /** Votes taken and not yet committed (the shutdown log says how many it waits for). */
    waiting: (): number => queue.length + busy.size,
  });
}

/** One batch on its own pooled connection; a failed one is rolled back (or the connection dropped). */
async function runBatch(pool: pg.Pool, batch: Pending[]): Promise<() => void> {
  const client = await pool.connect();
  try {
    const settle = await writeBatch(client, batch);
    client.release();
    return settle;
  } catch (error) {
    // A connection that failed mid-transaction is not trusted again: it is closed, and the
    // pool opens a fresh one when needed. The error goes to every vote of the batch.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** Connections that have the batch statements prepared (a new connection prepares them first). */
const prepared = new WeakSet<pg.ClientBase>();

/**
 * Writes one batch on `client` in one transaction and one round trip (see
 * pg-vote-batch-sql), and returns what to tell its callers once the commit is through
 * (they must not hear "stored" before that). Refused votes are answered at once.
 */
async function writeBatch(client: pg.PoolClient, all: Pending[]): Promise<() => void> {
  // No stored race id holds a NUL character, and PostgreSQL text cannot: refused up front,
  // so such input can never fail the batch it arrived in.
  const batch = all.filter((item) => {
    const bad = [item.input.raceId, item.input.userId, item.input.network ?? ''].some((text) =>
      text.includes('\u0000'),
    );
    if (bad) item.reject(new VoteRefusedError('RACE_NOT_FOUND', null));
    return !bad;
  });
  if (batch.length === 0) return () => {};
  const votes = batch.map(({ input, options }): BatchVote => {
    const next = nextVote(input);
    // The race rule runs in the statement, on the race as the transaction reads it; the
    // vote brings the day it asks about.
    return {
      raceId: input.raceId,
      userId: input.userId,
      starRating: next.starRating,
      viewMode: next.viewMode,
      reasonTags: JSON.stringify(next.reasonTags),
      openOn: options.openAt === undefined ? '' : utcDayOf(options.openAt),
      network: input.network ?? '',
      identityAt: input.identityAt ?? '',
    };
  });
  const sql = batchSql(votes, new Date().toISOString());
  const isNew = !prepared.has(client);
  const results = (await client.query(
    isNew ? `${PREPARE_SQL}\n${sql}` : sql,
  )) as unknown as pg.QueryResult[];
  prepared.add(client);
  // [prepare, prepare,] begin, set, lock, cast, commit: the cast's rows are the last but one.
  const rows = results[results.length - 2]!.rows as CastRow[];
  return () => {
    for (const row of rows) {
      const item = batch[Number(row.n) - 1]!;
      if (!row.accepted) {
        item.reject(
          row.refused_by === null
            ? new VoteRefusedError('RACE_NOT_FOUND', null)
            : new VoteRefusedError('VOTING_CLOSED', row.refused_by),
        );
        continue;
      }
      const previous: StoredVote | null =
        row.old_stars === null
          ? null
          : toStoredVote({
              star_rating: row.old_stars,
              view_mode: row.old_mode ?? '',
              reason_tags: row.old_tags ?? '[]',
            });
      item.options.onCounting?.(row.counted);
      item.resolve(voteResponse(previous));
    }
  };
}
