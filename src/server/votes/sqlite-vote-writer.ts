import type SqliteDatabase from 'better-sqlite3';
import {
  type Admission,
  admittedDelta,
  admitVote,
  type CastVote,
  FRESH_NETWORK,
  type NetworkStanding,
  standingMove,
  UNKNOWN_NETWORK,
} from '../../domain/fair-count/vote-admission';
import type { VoteResponse } from '../../domain/types';
import {
  type StoredVote,
  sumTallyDeltas,
  type TallyDelta,
  tallyDelta,
  withdrawalDelta,
} from '../../domain/voting/vote';
import type { Outcome } from './sqlite-group-commit';
import {
  COUNTER_COLUMNS,
  type CountingFlip,
  checkOpen,
  counterDeltas,
  type NetworkRuling,
  nextVote,
  type RecordVoteInput,
  type RecordVoteOptions,
  toStoredVote,
  type VoteRow,
  type VotingRaceRow,
  voteResponse,
} from './vote-rows';

export interface VoteItem {
  input: RecordVoteInput;
  options: RecordVoteOptions;
}

type StoredRow = VoteRow & { counted: number; network: string };

/**
 * The SQLite vote path: prepared statements (the query builder re-prepares every statement
 * on every call; on the hottest path of the site that cost more than the writes), a whole
 * group of votes in one synchronous transaction. Each vote is one write of its own row, so
 * a vote that fails leaves nothing behind and fails alone (SQLite undoes a failed statement,
 * not the transaction); the tally and tag rows then move once per race by the sum of the
 * counted votes' changes — on race day every vote would otherwise rewrite the same row.
 * Whether a vote counts at once, waits held for the recount (`applyCounting`) or is not
 * stored is the domain's `admitVote`, asked vote by vote. The caller holds the connection
 * (see votes-repo).
 */
export function createSqliteVoteWriter(sqlite: SqliteDatabase.Database) {
  const selectRace = sqlite.prepare<[string], VotingRaceRow>(
    'select name, is_current, cancelled, season, date from races where id = ?',
  );
  const selectVote = sqlite.prepare<[string, string], StoredRow>(
    `select star_rating, view_mode, reason_tags, counted, network from votes
     where race_id = ? and user_id = ?`,
  );
  // A stored vote keeps the network and counting it was first given; a change of mind
  // moves only its content.
  const upsertVote = sqlite.prepare(
    `insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at,
       updated_at, network, counted, identity_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (race_id, user_id) do update set star_rating = excluded.star_rating,
       view_mode = excluded.view_mode, reason_tags = excluded.reason_tags,
       updated_at = excluded.updated_at`,
  );
  const selectNetwork = sqlite.prepare<[string, string], NetworkStanding>(
    'select votes, held from vote_networks where race_id = ? and network = ?',
  );
  const moveNetwork = sqlite.prepare(
    `insert into vote_networks (race_id, network, votes, held) values (?, ?, ?, ?)
     on conflict (race_id, network) do update set votes = votes + excluded.votes,
       held = held + excluded.held`,
  );
  const recordRuling = sqlite.prepare(
    `insert into network_decisions (race_id, network, decision, decided_at) values (?, ?, ?, ?)
     on conflict (race_id, network) do update set decision = excluded.decision, source = 'operator',
       decided_at = excluded.decided_at`,
  );
  const setCounted = sqlite.prepare(
    'update votes set counted = ? where race_id = ? and user_id = ? and counted = ?',
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

  /** The standing the domain weighs a vote by: read only for a new vote from a known network. */
  function standingOf(raceId: string, vote: CastVote): NetworkStanding {
    if (vote.previous !== null || vote.network === UNKNOWN_NETWORK) return FRESH_NETWORK;
    return selectNetwork.get(raceId, vote.network) ?? FRESH_NETWORK;
  }

  /** One vote's own row; its tally change (none while held) is left to the group. */
  function writeVote(
    { input, options }: VoteItem,
    race: VotingRaceRow | undefined,
    now: string,
  ): { response: VoteResponse; delta: TallyDelta | null } {
    checkOpen(race, options);
    const row = selectVote.get(input.raceId, input.userId);
    const previous: StoredVote | null = row ? toStoredVote(row) : null;
    const cast: CastVote = {
      network: input.network ?? UNKNOWN_NETWORK,
      previous: row ? (row.counted === 1 ? 'counted' : 'held') : null,
    };
    const admission: Admission = admitVote(cast, standingOf(input.raceId, cast));
    options.onCounting?.(admission === 'counted');
    // Answered exactly as a stored vote: the voter learns nothing of how it was counted.
    if (admission === 'unstored') return { response: voteResponse(null), delta: null };
    const next = nextVote(input);
    upsertVote.run(
      input.raceId,
      input.userId,
      next.starRating,
      next.viewMode,
      JSON.stringify(next.reasonTags),
      now,
      now,
      cast.network,
      admission === 'counted' ? 1 : 0,
      input.identityAt ?? null,
    );
    // After the vote's own row: a vote that fails to write leaves its network as it was.
    const move = standingMove(cast, admission);
    if (move.votes !== 0) moveNetwork.run(input.raceId, cast.network, move.votes, move.held);
    return { response: voteResponse(previous), delta: admittedDelta(admission, previous, next) };
  }

  /** Moves a race's tally and tag rows by the summed change of its votes in the group. */
  function moveTally(raceId: string, deltas: readonly TallyDelta[], now: string): void {
    if (deltas.length === 0) return;
    const sum = sumTallyDeltas(deltas);
    const counters = counterDeltas(sum);
    upsertTally.run(raceId, ...COUNTER_COLUMNS.map((c) => counters[c]), now);
    for (const tag of Object.keys(sum.tags).sort()) upsertTag.run(raceId, tag, sum.tags[tag]);
  }

  const writeGroup = sqlite.transaction((items: VoteItem[]): Outcome<VoteResponse>[] => {
    const now = new Date().toISOString();
    // The group holds the write lock: no race can change state while it runs.
    const races = new Map<string, VotingRaceRow | undefined>();
    const deltas = new Map<string, TallyDelta[]>();
    const outcomes = items.map((item): Outcome<VoteResponse> => {
      const { raceId } = item.input;
      if (!races.has(raceId)) races.set(raceId, selectRace.get(raceId));
      try {
        const { response, delta } = writeVote(item, races.get(raceId), now);
        const list = deltas.get(raceId) ?? [];
        if (delta) list.push(delta);
        deltas.set(raceId, list);
        return { ok: true, value: response };
      } catch (error) {
        return { ok: false, error };
      }
    });
    // A failure here fails the whole group: the transaction rolls back, no vote is stored.
    for (const raceId of [...deltas.keys()].sort()) moveTally(raceId, deltas.get(raceId)!, now);
    return outcomes;
  });

  /**
   * Counts or holds stored votes of one race, moving its tally by exactly the votes whose
   * flag changed (a vote whose flag moved since the decision was made is left alone).
   * Returns how many flags changed. An operator's ruling is recorded in the same transaction.
   */
  const applyCounting = sqlite.transaction(
    (raceId: string, flips: readonly CountingFlip[], ruling?: NetworkRuling) => {
      const now = new Date().toISOString();
      if (ruling) recordRuling.run(raceId, ruling.network, ruling.decision, now);
      const deltas: TallyDelta[] = [];
      for (const flip of flips) {
        const row = selectVote.get(raceId, flip.userId);
        if (!row || row.counted !== flip.from || flip.from === flip.to) continue;
        setCounted.run(flip.to, raceId, flip.userId, flip.from);
        const vote = toStoredVote(row);
        deltas.push(flip.to === 1 ? tallyDelta(null, vote) : withdrawalDelta(vote));
        if (row.network !== '') moveNetwork.run(raceId, row.network, 0, flip.to === 1 ? -1 : 1);
      }
      moveTally(raceId, deltas, now);
      return deltas.length;
    },
  );

  return { writeGroup, applyCounting };
}
