import type { Kysely } from 'kysely';
import type { ContestedNetwork, NetworkDecision } from '../../domain/fair-count/fair-count';
import type { StarRating, WatchMode } from '../../domain/types';
import type { DB } from '../db/schema';
import { parseTags } from '../votes/vote-rows';

/** A contested network's votes as stored, with the flag each carries now. */
export interface StoredContest extends ContestedNetwork {
  counted: ReadonlyMap<string, 0 | 1>;
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
      ...(decision ? { decision } : {}),
    });
  }
  for (let i = 0; i < names.length; i += NETWORKS_PER_QUERY) {
    const rows = await db
      .selectFrom('votes')
      .select(['user_id', 'network', 'star_rating', 'view_mode', 'reason_tags', 'counted'])
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
    }
  }
  return [...contests.values()];
}
