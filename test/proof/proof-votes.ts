import type { StarRating, Tally, WatchMode } from '../../src/domain/types';
import { aggregateVotes } from '../../src/domain/voting/vote';
import type { Database } from '../../src/server/db/connect';
import { createTalliesRepo } from '../../src/server/tallies/tallies-repo';

/** A race id from the bundled calendar (2025 Abu Dhabi), opened by hand in the proofs. */
export const PROOF_RACE = '2025-abu-dhabi-grand-prix';

/**
 * The fan id inside a session token ("v1.<userId>.<issuedAt>.<signature>"): lets a proof
 * find the stored row of each acknowledged vote without any extra API.
 */
export function userIdOf(token: string): string {
  const userId = token.split('.')[1];
  if (!userId) throw new Error(`not a session token: ${token}`);
  return userId;
}

/** Issues `count` anonymous identities over real HTTP (RATE_LIMITS=off), `parallel` at a time. */
export async function issueTokens(
  baseUrl: string,
  count: number,
  parallel = 16,
): Promise<string[]> {
  const tokens: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const res = await fetch(`${baseUrl}/api/session`, { method: 'POST' });
      if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
      tokens.push(((await res.json()) as { token: string }).token);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return tokens;
}

export interface StoredVoteRow {
  raceId: string;
  userId: string;
  starRating: StarRating;
  viewMode: WatchMode;
  reasonTags: string[];
}

export async function readAllVotes(database: Database): Promise<StoredVoteRow[]> {
  const rows = await database.db.selectFrom('votes').selectAll().execute();
  return rows.map((r) => ({
    raceId: r.race_id,
    userId: r.user_id,
    starRating: r.star_rating as StarRating,
    viewMode: r.view_mode as WatchMode,
    reasonTags: JSON.parse(r.reason_tags) as string[],
  }));
}

/** The counting part of a tally (what votes decide), with zero tag counts dropped. */
function countsOf(tally: Tally) {
  const tags = Object.entries(tally.reasonTagTallies).filter(([, n]) => n > 0);
  return {
    totalVotes: tally.totalVotes,
    totalStars: tally.totalStars,
    starBuckets: tally.starBuckets,
    viewModes: tally.viewModes,
    reasonTagTallies: Object.fromEntries(tags),
  };
}

/**
 * Every race's stored tally next to the aggregate of its stored votes (the domain's
 * aggregateVotes); returns the races where they differ, with both sides.
 */
export async function tallyMismatches(database: Database) {
  const votes = await readAllVotes(database);
  const tallies = await createTalliesRepo(database.db).listAll();
  const byRace = new Map<string, StoredVoteRow[]>();
  for (const vote of votes) byRace.set(vote.raceId, [...(byRace.get(vote.raceId) ?? []), vote]);
  const mismatches: { raceId: string; stored: unknown; aggregate: unknown }[] = [];
  for (const [raceId, tally] of Object.entries(tallies)) {
    const stored = countsOf(tally);
    const aggregate = countsOf(aggregateVotes(raceId, byRace.get(raceId) ?? []));
    if (stableJson(stored) !== stableJson(aggregate)) {
      mismatches.push({ raceId, stored, aggregate });
    }
  }
  return { mismatches, races: Object.keys(tallies).length, votes: votes.length };
}

/** JSON with object keys sorted, so two equal values always print the same. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
