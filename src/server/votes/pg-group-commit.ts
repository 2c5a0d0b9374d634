import { type Kysely, sql, type Transaction } from 'kysely';
import type { VoteResponse } from '../../domain/types';
import { type StoredVote, tallyDelta } from '../../domain/vote';
import type { DB } from '../db/schema';
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
 * GATHER_MS after a quiet moment) and written in ONE transaction of four round trips:
 * lock the batch's fans, read their races and previous votes, write every vote plus one
 * summed delta per race to the tally and tag rows, commit. A refused vote (unknown race,
 * voting closed) is answered alone; every other vote is answered only after the commit, so
 * an acknowledgement still means stored. If the transaction fails, every vote in it fails
 * with that error.
 */
export function createPgGroupCommit(
  db: Kysely<DB>,
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
    db.transaction()
      .execute((trx) => writeBatch(trx, batch))
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

/**
 * Writes one batch inside `trx` and returns what to tell its callers once the commit is
 * through (they must not hear "stored" before that).
 */
async function writeBatch(trx: Transaction<DB>, batch: Pending[]): Promise<() => void> {
  const raceIds = batch.map((item) => item.input.raceId);
  const userIds = batch.map((item) => item.input.userId);
  // Serialises each fan's votes on a race with other batches (other instances) — in one
  // sorted order, so two batches never wait on each other in a circle. The read comes in
  // the next statement, after the locks, so it sees the latest committed vote.
  await sql`
    select pg_advisory_xact_lock(k.a, k.b)
    from (select hashtext(r) as a, hashtext(u) as b
          from unnest(${raceIds}::text[], ${userIds}::text[]) as t(r, u)) as k
    order by k.a, k.b`.execute(trx);
  const { rows } = await sql<ReadRow>`
    select t.r as race_id, t.u as user_id, r.name, r.is_current,
      v.star_rating, v.view_mode, v.reason_tags
    from unnest(${raceIds}::text[], ${userIds}::text[]) as t(r, u)
    left join races r on r.id = t.r
    left join votes v on v.race_id = t.r and v.user_id = t.u`.execute(trx);
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
  if (accepted.length === 0) return () => {};

  const now = new Date().toISOString();
  // Tally rows, then tag rows, each in sorted order: every batch takes the locks that
  // every other batch also needs in the same order.
  const tallyRaces = [...counters.keys()].sort();
  const tagKeys = [...tagCounts.keys()]
    .sort()
    .map((key) => key.split('\u0000') as [string, string]);
  const column = (c: CounterColumn) => tallyRaces.map((race) => counters.get(race)![c]);
  const counterArrays = sql.join(COUNTER_COLUMNS.map((c) => sql`${column(c)}::int[]`));
  const columns = sql.raw(COUNTER_COLUMNS.join(', '));
  const increments = sql.raw(
    COUNTER_COLUMNS.map((c) => `${c} = tallies.${c} + excluded.${c}`).join(', '),
  );
  const notices = tallyRaces.map((raceId) => encodeChange({ type: 'tally', raceId }));
  await sql`
    with vote as (
      insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at, updated_at)
      select r, u, s, m, g, ${now}, ${now}
      from unnest(${accepted.map((a) => a.input.raceId)}::text[], ${accepted.map((a) => a.input.userId)}::text[],
        ${accepted.map((a) => a.next.starRating)}::int[], ${accepted.map((a) => a.next.viewMode)}::text[],
        ${accepted.map((a) => JSON.stringify(a.next.reasonTags))}::text[]) as t(r, u, s, m, g)
      on conflict (race_id, user_id) do update set star_rating = excluded.star_rating,
        view_mode = excluded.view_mode, reason_tags = excluded.reason_tags,
        updated_at = excluded.updated_at
      returning 1
    ), tally as (
      insert into tallies (race_id, ${columns}, updated_at)
      select t.*, ${now} from unnest(${tallyRaces}::text[], ${counterArrays}) as t
      order by 1
      on conflict (race_id) do update set ${increments}, updated_at = excluded.updated_at
      returning 1
    ), tag as (
      insert into tally_tags (race_id, tag_id, count)
      select t.r, t.g, t.n
      from unnest(${tagKeys.map((k) => k[0])}::text[], ${tagKeys.map((k) => k[1])}::text[],
        ${tagKeys.map((k) => tagCounts.get(`${k[0]}\u0000${k[1]}`) ?? 0)}::int[]) as t(r, g, n)
      -- reading the tally's result makes the tag rows wait until the tally rows are locked
      where (select count(*) from tally) > 0
      order by t.r, t.g
      on conflict (race_id, tag_id) do update set count = tally_tags.count + excluded.count
      returning 1
    )
    select (select count(*) from vote) as votes, (select count(*) from tag) as tags,
      (select count(*) from (select pg_notify(${CHANGE_CHANNEL}, n)
        from unnest(${notices}::text[]) as n) as sent) as notified`.execute(trx);
  return () => {
    for (const answer of answers) answer();
  };
}
