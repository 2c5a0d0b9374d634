import pg from 'pg';
import type { VoteResponse } from '../../domain/types';
import { type StoredVote, tallyDelta } from '../../domain/vote';
import { CHANGE_CHANNEL, encodeChange } from '../live/change-bus';
import {
  COUNTER_COLUMNS,
  type CounterColumn,
  checkOpen,
  counterDeltas,
  nextVote,
  type RecordVoteInput,
  type RecordVoteOptions,
  toStoredVote,
  VoteRefusedError,
  voteResponse,
} from './vote-rows';

/** How long the first vote after a quiet moment waits for others to join its batch. */
export const GATHER_MS = 2;
/** Most votes in one transaction; a bigger crowd is split over several. */
export const MAX_BATCH = 500;
/**
 * Batches in flight at once. While one commits (its tally rows locked), the next takes its
 * fans' locks and reads their votes, then queues behind it for the tally rows.
 */
export const MAX_IN_FLIGHT = 2;

interface Pending {
  input: RecordVoteInput;
  options: RecordVoteOptions;
  resolve(value: VoteResponse): void;
  reject(error: unknown): void;
}

interface ReadRow {
  race_id: string;
  user_id: string;
  name: string | null;
  is_current: number | null;
  star_rating: number | null;
  view_mode: string | null;
  reason_tags: string | null;
}

const keyOf = (input: RecordVoteInput) => `${input.raceId}\u0000${input.userId}`;

/**
 * Group commit for PostgreSQL. On race day every vote moves the same tally row, and a row
 * lock held until commit caps any one-commit-per-vote design at the database's commit
 * rate for one row. Votes are therefore gathered while the previous batch commits (or for
 * GATHER_MS after a quiet moment) and written in ONE transaction of two round trips:
 * (begin, lock the batch's fans, read their races and previous votes), then (write every
 * vote plus one summed delta per race to the tally and tag rows, commit). A refused vote (unknown race,
 * voting closed) is answered alone; every other vote is answered only after the commit, so
 * an acknowledgement still means stored. If the transaction fails, every vote in it fails
 * with that error.
 */
export function createPgGroupCommit(
  pool: pg.Pool,
  /** Told the size of each batch that committed (tests, metrics). */
  onCommit: (size: number) => void = () => {},
) {
  const queue: Pending[] = [];
  let running = 0;
  let timer: NodeJS.Timeout | null = null;
  /** Fans (race, fan) with a vote in a batch in flight: their next vote waits for it. */
  const busy = new Set<string>();

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
        if (queue.length > 0) flush();
      });
  }

  return (input: RecordVoteInput, options: RecordVoteOptions): Promise<VoteResponse> =>
    new Promise<VoteResponse>((resolve, reject) => {
      queue.push({ input, options, resolve, reject });
      if (running < MAX_IN_FLIGHT && !timer) {
        timer = setTimeout(flush, GATHER_MS);
        timer.unref();
      }
    });
}

const { escapeLiteral } = pg;

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

/** SQL literals for the two simple-protocol queries (which take no bind parameters). */
const text = (value: string) => escapeLiteral(value);
function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}
const texts = (values: string[]) =>
  values.length > 0 ? `array[${values.map(text).join(',')}]::text[]` : `'{}'::text[]`;
const ints = (values: number[]) =>
  values.length > 0 ? `array[${values.map(int).join(',')}]::int[]` : `'{}'::int[]`;

const COLUMNS = COUNTER_COLUMNS.join(', ');
const INCREMENTS = COUNTER_COLUMNS.map((c) => `${c} = tallies.${c} + excluded.${c}`).join(', ');

/**
 * Writes one batch on `client` in one transaction of two round trips, and returns what to
 * tell its callers once the commit is through (they must not hear "stored" before that).
 * Both queries use the simple protocol, which runs several statements per round trip but
 * takes no bind parameters: every value goes in as an escaped literal.
 */
async function writeBatch(client: pg.PoolClient, all: Pending[]): Promise<() => void> {
  // No stored race id holds a NUL character, and PostgreSQL text cannot: refused up front,
  // so such input can never fail the batch it arrived in.
  const batch = all.filter((item) => {
    const bad = item.input.raceId.includes('\u0000') || item.input.userId.includes('\u0000');
    if (bad) item.reject(new VoteRefusedError('RACE_NOT_FOUND', null));
    return !bad;
  });
  if (batch.length === 0) return () => {};
  const pairs = batch.map((item) => `(${text(item.input.raceId)}, ${text(item.input.userId)})`);
  // Round trip 1: begin; lock each fan (race, fan) against other batches (other instances)
  // in one sorted order, so two batches never wait on each other in a circle; then read
  // the races and previous votes. In READ COMMITTED each statement takes a fresh snapshot,
  // so the read, coming after the locks, sees every committed vote of these fans.
  const results = (await client.query(`
    begin;
    select pg_advisory_xact_lock(k.a, k.b)
      from (select hashtext(r) as a, hashtext(u) as b from (values ${pairs.join(',')}) as t(r, u)) as k
      order by k.a, k.b;
    select t.r as race_id, t.u as user_id, r.name, r.is_current,
        v.star_rating, v.view_mode, v.reason_tags
      from (values ${pairs.join(',')}) as t(r, u)
      left join races r on r.id = t.r
      left join votes v on v.race_id = t.r and v.user_id = t.u`)) as unknown as pg.QueryResult[];
  const rows = results[2]!.rows as ReadRow[];
  const found = new Map(rows.map((row) => [`${row.race_id}\u0000${row.user_id}`, row]));

  const answers: Array<() => void> = [];
  const accepted: { input: RecordVoteInput; next: StoredVote }[] = [];
  const counters = new Map<string, Record<CounterColumn, number>>();
  const tagCounts = new Map<string, number>();
  for (const item of batch) {
    const row = found.get(keyOf(item.input));
    try {
      const race =
        row && row.name !== null ? { name: row.name, is_current: row.is_current ?? 0 } : undefined;
      checkOpen(race, item.options);
      // Even without an open check (seeding), a vote needs its race.
      if (!race) throw new VoteRefusedError('RACE_NOT_FOUND', null);
    } catch (error) {
      // Refused alone: the rest of the batch goes on.
      item.reject(error);
      continue;
    }
    const previous: StoredVote | null =
      row && row.star_rating !== null
        ? toStoredVote({
            star_rating: row.star_rating,
            view_mode: row.view_mode ?? '',
            reason_tags: row.reason_tags ?? '[]',
          })
        : null;
    const next = nextVote(item.input);
    const delta = tallyDelta(previous, next);
    const sum = counters.get(item.input.raceId);
    const add = counterDeltas(delta);
    if (sum) for (const c of COUNTER_COLUMNS) sum[c] += add[c];
    else counters.set(item.input.raceId, add);
    for (const [tag, by] of Object.entries(delta.tags)) {
      const key = `${item.input.raceId}\u0000${tag}`;
      tagCounts.set(key, (tagCounts.get(key) ?? 0) + by);
    }
    accepted.push({ input: item.input, next });
    answers.push(() => item.resolve(voteResponse(previous)));
  }
  if (accepted.length === 0) {
    await client.query('commit');
    return () => {};
  }

  const now = text(new Date().toISOString());
  // Tally rows, then tag rows, each in sorted order: every batch takes the locks that
  // every other batch also needs in the same order.
  const races = [...counters.keys()].sort();
  const tagKeys = [...tagCounts.keys()].sort();
  const tagParts = tagKeys.map((key) => key.split('\u0000') as [string, string]);
  const counterArrays = COUNTER_COLUMNS.map((c) => ints(races.map((r) => counters.get(r)![c])));
  const notices = races.map((raceId) => encodeChange({ type: 'tally', raceId }));
  // Round trip 2: every vote, one summed delta per race on its tally and tag rows, the
  // notifications (delivered only if this commits), and the commit itself.
  await client.query(`
    with vote as (
      insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at, updated_at)
      select r, u, s, m, g, ${now}, ${now}
      from unnest(${texts(accepted.map((a) => a.input.raceId))}, ${texts(accepted.map((a) => a.input.userId))},
        ${ints(accepted.map((a) => a.next.starRating))}, ${texts(accepted.map((a) => a.next.viewMode))},
        ${texts(accepted.map((a) => JSON.stringify(a.next.reasonTags)))}) as t(r, u, s, m, g)
      on conflict (race_id, user_id) do update set star_rating = excluded.star_rating,
        view_mode = excluded.view_mode, reason_tags = excluded.reason_tags,
        updated_at = excluded.updated_at
      returning 1
    ), tally as (
      insert into tallies (race_id, ${COLUMNS}, updated_at)
      select t.*, ${now} from unnest(${texts(races)}, ${counterArrays.join(', ')}) as t
      order by 1
      on conflict (race_id) do update set ${INCREMENTS}, updated_at = excluded.updated_at
      returning 1
    ), tag as (
      insert into tally_tags (race_id, tag_id, count)
      select t.r, t.g, t.n
      from unnest(${texts(tagParts.map((k) => k[0]))}, ${texts(tagParts.map((k) => k[1]))},
        ${ints(tagKeys.map((k) => tagCounts.get(k) ?? 0))}) as t(r, g, n)
      -- reading the tally's result makes the tag rows wait until the tally rows are locked
      where (select count(*) from tally) > 0
      order by t.r, t.g
      on conflict (race_id, tag_id) do update set count = tally_tags.count + excluded.count
      returning 1
    )
    select (select count(*) from vote) as votes, (select count(*) from tag) as tags,
      (select count(*) from (select pg_notify(${text(CHANGE_CHANNEL)}, n)
        from unnest(${texts(notices)}) as n) as sent) as notified;
    commit`);
  return () => {
    for (const answer of answers) answer();
  };
}
