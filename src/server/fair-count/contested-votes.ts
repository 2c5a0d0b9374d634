import { type Kysely, PostgresAdapter } from 'kysely';
import type { ContestedNetwork, NetworkDecision } from '../../domain/fair-count/fair-count';
import type { StarRating, WatchMode } from '../../domain/types';
import type { DB } from '../db/schema';
import { parseTags } from '../votes/vote-rows';

/** A contested network's votes as stored, with the flag each carries now. */
export interface StoredContest extends ContestedNetwork {
  counted: ReadonlyMap<string, 0 | 1>;
  /** When each vote was first cast (what orders them). */
  castAt: ReadonlyMap<string, string>;
}

/** Networks named in one query at the most (bind-parameter limits). */
const NETWORKS_PER_QUERY = 500;

/**
 * The networks of a race whose counting is in question: those with more than one vote
 * (a single vote is one fan's voice and always counts) and those an operator decided on.
 */
export async function loadContestedNetworks(
  db: Kysely<DB>,
  raceId: string,
): Promise<StoredContest[]> {
  const [multi, decisions] = await Promise.all([
    db
      .selectFrom('vote_networks')
      .select('network')
      .where('race_id', '=', raceId)
      .where('votes', '>', 1)
      .execute(),
    db
      .selectFrom('network_decisions')
      .select(['network', 'decision'])
      .where('race_id', '=', raceId)
      .execute(),
  ]);
  const decided = new Map<string, NetworkDecision>(decisions.map((d) => [d.network, d.decision]));
  const names = [...new Set([...multi.map((m) => m.network), ...decided.keys()])].sort();
  return loadNetworks(db, raceId, names, decided);
}

/** The named networks of a race with every vote and its flag (`decided`: operators' decisions). */
export async function loadNetworks(
  db: Kysely<DB>,
  raceId: string,
  names: readonly string[],
  decided: ReadonlyMap<string, NetworkDecision>,
): Promise<StoredContest[]> {
  const contests = new Map<
    string,
    StoredContest & { votes: ContestedNetwork['votes'][number][] }
  >();
  for (const name of names) {
    const decision = decided.get(name);
    contests.set(name, {
      network: name,
      votes: [],
      counted: new Map(),
      castAt: new Map(),
      ...(decision ? { decision } : {}),
    });
  }
  for (let i = 0; i < names.length; i += NETWORKS_PER_QUERY) {
    const rows = await db
      .selectFrom('votes')
      .select([
        'user_id',
        'network',
        'star_rating',
        'view_mode',
        'reason_tags',
        'counted',
        'created_at',
      ])
      .where('race_id', '=', raceId)
      .where('network', 'in', names.slice(i, i + NETWORKS_PER_QUERY))
      // In the order they were cast: a network's first vote is its voice.
      .orderBy('created_at')
      .orderBy('user_id')
      .execute();
    for (const row of rows) {
      const contest = contests.get(row.network)!;
      contest.votes.push({
        key: row.user_id,
        starRating: row.star_rating as StarRating,
        viewMode: row.view_mode as WatchMode,
        reasonTags: parseTags(row.reason_tags),
      });
      (contest.counted as Map<string, 0 | 1>).set(row.user_id, row.counted === 1 ? 1 : 0);
      (contest.castAt as Map<string, string>).set(row.user_id, row.created_at);
    }
  }
  return [...contests.values()];
}

/** A vote written since a pass's last read (see readChangedVotes). */
export interface ChangedVote {
  user_id: string;
  network: string;
  star_rating: number;
  view_mode: string;
  reason_tags: string;
  counted: number;
  created_at: string;
}

const CHANGED_VOTE_COLUMNS = [
  'user_id',
  'network',
  'star_rating',
  'view_mode',
  'reason_tags',
  'counted',
  'created_at',
] as const;

/**
 * The race's votes from known networks written at or after `since`, in the order cast.
 * SQLite reads them through votes_changed_idx (0017). PostgreSQL keeps updated_at out of
 * every index, so a change of mind stays a heap-only update (0020): it reads the networks
 * written since (`changed_at` is the newest write of any of a network's votes; the race's
 * rows of vote_networks, walked in full since 0023), then each of those networks' votes
 * through votes_network_idx. The lateral read is kept apart (OFFSET 0): merged into a join,
 * the planner read every vote of the race instead once the race held most of the table,
 * and on race day that was each pass's largest cost (docs/decisions/0151).
 */
export function readChangedVotes(
  db: Kysely<DB>,
  raceId: string,
  since: string,
): Promise<ChangedVote[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return (
      db
        .selectFrom('vote_networks as n')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('votes')
              .select(CHANGED_VOTE_COLUMNS)
              .where('votes.race_id', '=', raceId)
              .where('votes.network', '<>', '')
              .whereRef('votes.network', '=', 'n.network')
              .where('votes.updated_at', '>=', since)
              .offset(0)
              .as('v'),
          (join) => join.onTrue(),
        )
        .selectAll('v')
        .where('n.race_id', '=', raceId)
        .where('n.changed_at', '>=', since)
        // As a network's votes are read whole: new ones are appended in this order.
        .orderBy('v.created_at')
        .orderBy('v.user_id')
        .execute()
    );
  }
  return (
    db
      .selectFrom('votes')
      .select(CHANGED_VOTE_COLUMNS)
      .where('race_id', '=', raceId)
      .where('network', '<>', '')
      .where('updated_at', '>=', since)
      // As a network's votes are read whole: new ones are appended in this order.
      .orderBy('created_at')
      .orderBy('user_id')
      .execute()
  );
}

/** Operators' decisions for the race's networks. */
export async function readDecisions(
  db: Kysely<DB>,
  raceId: string,
): Promise<Map<string, NetworkDecision>> {
  const rows = await db
    .selectFrom('network_decisions')
    .select(['network', 'decision'])
    .where('race_id', '=', raceId)
    .execute();
  return new Map(rows.map((d) => [d.network, d.decision]));
}

/** How many votes each named network sent in the race (primary-key reads). */
export async function readNetworkSizes(
  db: Kysely<DB>,
  raceId: string,
  names: readonly string[],
): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (let i = 0; i < names.length; i += NETWORKS_PER_QUERY) {
    const rows = await db
      .selectFrom('vote_networks')
      .select(['network', 'votes'])
      .where('race_id', '=', raceId)
      .where('network', 'in', names.slice(i, i + NETWORKS_PER_QUERY))
      .execute();
    for (const { network, votes } of rows) sizes.set(network, votes);
  }
  return sizes;
}
