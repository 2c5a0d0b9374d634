import type SqliteDatabase from 'better-sqlite3';
import type { VoteResponse } from '../../domain/types';
import { type StoredVote, sumTallyDeltas, type TallyDelta, tallyDelta } from '../../domain/vote';
import type { Outcome } from './sqlite-group-commit';
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

export interface VoteItem {
  input: RecordVoteInput;
  options: RecordVoteOptions;
}

type RaceRow = { name: string; is_current: number };

/**
 * The SQLite vote path: prepared statements (the query builder re-prepares every statement
 * on every call; on the hottest path of the site that cost more than the writes), a whole
 * group of votes in one synchronous transaction. Each vote is one write of its own row, so
 * a vote that fails leaves nothing behind and fails alone (SQLite undoes a failed statement,
 * not the transaction); the tally and tag rows then move once per race by the sum of the
 * accepted votes' changes — on race day every vote would otherwise rewrite the same row.
 * The caller holds the connection (see votes-repo).
 */
export function createSqliteVoteWriter(sqlite: SqliteDatabase.Database) {
  const selectRace = sqlite.prepare<[string], RaceRow>(
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

  /** One vote's own row; its tally change is left to the group. */
  function writeVote(
    { input, options }: VoteItem,
    race: RaceRow | undefined,
    now: string,
  ): { response: VoteResponse; delta: TallyDelta } {
    checkOpen(race, options);
    const row = selectVote.get(input.raceId, input.userId);
    const previous: StoredVote | null = row ? toStoredVote(row) : null;
    const next = nextVote(input);
    upsertVote.run(
      input.raceId,
      input.userId,
      next.starRating,
      next.viewMode,
      JSON.stringify(next.reasonTags),
      now,
      now,
    );
    return { response: voteResponse(previous), delta: tallyDelta(previous, next) };
  }

  /** Moves a race's tally and tag rows by the summed change of its votes in the group. */
  function moveTally(raceId: string, deltas: readonly TallyDelta[], now: string): void {
    const sum = sumTallyDeltas(deltas);
    const counters = counterDeltas(sum);
    upsertTally.run(raceId, ...COUNTER_COLUMNS.map((c) => counters[c]), now);
    for (const tag of Object.keys(sum.tags).sort()) upsertTag.run(raceId, tag, sum.tags[tag]);
  }

  const writeGroup = sqlite.transaction((items: VoteItem[]): Outcome<VoteResponse>[] => {
    const now = new Date().toISOString();
    // The group holds the write lock: no race can change state while it runs.
    const races = new Map<string, RaceRow | undefined>();
    const deltas = new Map<string, TallyDelta[]>();
    const outcomes = items.map((item): Outcome<VoteResponse> => {
      const { raceId } = item.input;
      if (!races.has(raceId)) races.set(raceId, selectRace.get(raceId));
      try {
        const { response, delta } = writeVote(item, races.get(raceId), now);
        const list = deltas.get(raceId);
        if (list) list.push(delta);
        else deltas.set(raceId, [delta]);
        return { ok: true, value: response };
      } catch (error) {
        return { ok: false, error };
      }
    });
    // A failure here fails the whole group: the transaction rolls back, no vote is stored.
    for (const raceId of [...deltas.keys()].sort()) moveTally(raceId, deltas.get(raceId)!, now);
    return outcomes;
  });

  return { writeGroup };
}
