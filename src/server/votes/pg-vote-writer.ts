import { sql, type Transaction } from 'kysely';
import type { VoteResponse } from '../../domain/types';
import { type StoredVote, tallyDelta } from '../../domain/vote';
import type { DB } from '../db/schema';
import { CHANGE_CHANNEL, encodeChange } from '../live/change-bus';
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

interface RaceAndVoteRow {
  name: string;
  is_current: number;
  star_rating: number | null;
  view_mode: string | null;
  reason_tags: string | null;
}

const columns = sql.raw(COUNTER_COLUMNS.join(', '));
const increments = sql.raw(
  COUNTER_COLUMNS.map((c) => `${c} = tallies.${c} + excluded.${c}`).join(', '),
);

/**
 * The PostgreSQL vote path. Every vote on a race updates that race's one tally row (and
 * its tag rows), so under a crowd those rows' locks are what votes queue for. They are
 * taken last, in one statement together with the change notification, and released by the
 * commit right after: a lock held for one round trip instead of one per statement.
 * Round trips: begin, fan lock, one read (race + previous vote), one write, commit.
 */
export async function writeVoteOnPostgres(
  trx: Transaction<DB>,
  input: RecordVoteInput,
  options: RecordVoteOptions,
): Promise<VoteResponse> {
  // Serialises one fan's votes on one race; the read below comes after it, so it is current.
  await sql`select pg_advisory_xact_lock(hashtext(${input.raceId}), hashtext(${input.userId}))`.execute(
    trx,
  );
  const { rows } = await sql<RaceAndVoteRow>`
    select r.name, r.is_current, v.star_rating, v.view_mode, v.reason_tags
    from races r left join votes v on v.race_id = r.id and v.user_id = ${input.userId}
    where r.id = ${input.raceId}`.execute(trx);
  const row = rows[0];
  checkOpen(row, options);
  const previous: StoredVote | null =
    row && row.star_rating !== null
      ? toStoredVote({
          star_rating: row.star_rating,
          view_mode: row.view_mode ?? '',
          reason_tags: row.reason_tags ?? '[]',
        })
      : null;
  const next = nextVote(input);
  const now = new Date().toISOString();
  const delta = tallyDelta(previous, next);
  const counters = counterDeltas(delta);
  const tags = Object.keys(delta.tags).sort();
  const counts = tags.map((tag) => delta.tags[tag] ?? 0);
  const values = sql.join(COUNTER_COLUMNS.map((c) => sql`${counters[c]}`));
  const tagsJson = JSON.stringify(next.reasonTags);
  // One statement writes the vote, the tally and the tags and queues the notification. The
  // tally row comes first (the tag insert reads its result, so it cannot run before it),
  // then tag rows in sorted order: every vote takes these locks in the same order.
  await sql`
    with vote as (
      insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at, updated_at)
      values (${input.raceId}, ${input.userId}, ${next.starRating}, ${next.viewMode}, ${tagsJson}, ${now}, ${now})
      on conflict (race_id, user_id) do update set star_rating = excluded.star_rating,
        view_mode = excluded.view_mode, reason_tags = excluded.reason_tags,
        updated_at = excluded.updated_at
      returning 1
    ), tally as (
      insert into tallies (race_id, ${columns}, updated_at)
      values (${input.raceId}, ${values}, ${now})
      on conflict (race_id) do update set ${increments}, updated_at = excluded.updated_at
      returning 1
    ), tag as (
      insert into tally_tags (race_id, tag_id, count)
      select ${input.raceId}, t.tag_id, t.count
      from vote, tally, unnest(${tags}::text[], ${counts}::int[]) as t(tag_id, count)
      order by t.tag_id
      on conflict (race_id, tag_id) do update set count = tally_tags.count + excluded.count
      returning 1
    )
    select pg_notify(${CHANGE_CHANNEL}, ${encodeChange({ type: 'tally', raceId: input.raceId })}),
      (select count(*) from tag)`.execute(trx);
  return voteResponse(previous);
}
