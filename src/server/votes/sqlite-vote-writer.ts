import type SqliteDatabase from 'better-sqlite3';
import type { VoteResponse } from '../../domain/types';
import { type StoredVote, tallyDelta } from '../../domain/vote';
import {
  COUNTER_COLUMNS,
  checkOpen,
  counterDeltas,
  nextVote,
  type RecordVoteInput,
  type RecordVoteOptions,
  toStoredVote,
  type VoteRow,
  voteResponse,
} from './vote-rows';

/**
 * The SQLite vote path: prepared statements in one synchronous transaction. The query
 * builder re-prepares every statement on every call; on the hottest path of the site that
 * cost more than the writes themselves. The caller holds the connection (see votes-repo).
 */
export function createSqliteVoteWriter(sqlite: SqliteDatabase.Database) {
  const selectRace = sqlite.prepare<[string], { name: string; is_current: number }>(
    'select name, is_current from races where id = ?',
  );
  const selectVote = sqlite.prepare<[string, string], VoteRow>(
    'select star_rating, view_mode, reason_tags from votes where race_id = ? and user_id = ?',
  );
  const upsertVote = sqlite.prepare(
    `insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?)
     on conflict (race_id, user_id) do update set star_rating = excluded.star_rating,
       view_mode = excluded.view_mode, reason_tags = excluded.reason_tags,
       updated_at = excluded.updated_at`,
  );
  const columns = COUNTER_COLUMNS.join(', ');
  const increments = COUNTER_COLUMNS.map((c) => `${c} = ${c} + excluded.${c}`).join(', ');
  const upsertTally = sqlite.prepare(
    `insert into tallies (race_id, ${columns}, updated_at)
     values (?, ${COUNTER_COLUMNS.map(() => '?').join(', ')}, ?)
     on conflict (race_id) do update set ${increments}, updated_at = excluded.updated_at`,
  );
  const upsertTag = sqlite.prepare(
    `insert into tally_tags (race_id, tag_id, count) values (?, ?, ?)
     on conflict (race_id, tag_id) do update set count = count + excluded.count`,
  );

  const write = sqlite.transaction(
    (input: RecordVoteInput, options: RecordVoteOptions): VoteResponse => {
      checkOpen(selectRace.get(input.raceId), options);
      const row = selectVote.get(input.raceId, input.userId);
      const previous: StoredVote | null = row ? toStoredVote(row) : null;
      const next = nextVote(input);
      const now = new Date().toISOString();
      upsertVote.run(
        input.raceId,
        input.userId,
        next.starRating,
        next.viewMode,
        JSON.stringify(next.reasonTags),
        now,
        now,
      );
      const delta = tallyDelta(previous, next);
      const counters = counterDeltas(delta);
      upsertTally.run(input.raceId, ...COUNTER_COLUMNS.map((c) => counters[c]), now);
      for (const [tag, by] of Object.entries(delta.tags)) upsertTag.run(input.raceId, tag, by);
      return voteResponse(previous);
    },
  );

  return { write };
}
