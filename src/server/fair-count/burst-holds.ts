import type { Kysely } from 'kysely';
import {
  type Arrival,
  findBurstWindows,
  type WindowFinding,
  type WindowRecord,
} from '../../domain/fair-count/burst-windows';
import type { WatchMode } from '../../domain/types';
import type { DB } from '../db/schema';
import type { CountingFlip, VotesRepo } from '../votes/votes-repo';

// The burst rule on the server (docs/decisions/0132, 0135): reads each network's arrival at a
// race, finds the windows to hold, and writes what changed — the windows held, and a
// 'burst' decision for each network they hold, which both counts read as they read an
// operator's. Runs under the race's recount lease (one instance at a time), before the
// count, at most every BURST_CHECK_MS while the race's votes change.

/** How often a race whose votes change is looked at for bursts. */
export const BURST_CHECK_MS = 10_000;

/** Networks named in one statement at the most (bind-parameter limits). */
const NETWORKS_PER_STATEMENT = 500;

/**
 * Each network's first vote on the race (in the order cast), as it reads now. Read a page
 * of networks at a time (the race's `vote_networks` rows, then their votes through
 * votes_network_idx), yielding between pages: on race day a race holds 50,000 votes, and
 * SQLite reads on the event loop.
 */
export async function readArrivals(db: Kysely<DB>, raceId: string): Promise<Arrival[]> {
  const arrivals: Arrival[] = [];
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('vote_networks')
      .select('network')
      .where('race_id', '=', raceId)
      .where('network', '>', after)
      .orderBy('network')
      .limit(NETWORKS_PER_STATEMENT)
      .execute();
    if (page.length === 0) return arrivals;
    after = page.at(-1)!.network;
    const rows = await db
      .selectFrom('votes')
      .select(['network', 'created_at', 'star_rating', 'view_mode'])
      .where('race_id', '=', raceId)
      // Repeats the partial index's own condition, or SQLite will not use it (and reads
      // every vote of the race for each page).
      .where('network', '<>', '')
      .where(
        'network',
        'in',
        page.map((p) => p.network),
      )
      .orderBy('network')
      .orderBy('created_at')
      .orderBy('user_id')
      .execute();
    let last = '';
    for (const row of rows) {
      if (row.network === last) continue;
      last = row.network;
      arrivals.push({
        network: row.network,
        atMs: Date.parse(row.created_at),
        starRating: row.star_rating,
        viewMode: row.view_mode as WatchMode,
      });
    }
    if (page.length < NETWORKS_PER_STATEMENT) return arrivals;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The race's windows held now, or ruled on by an operator. */
export async function readWindowRecords(
  db: Kysely<DB>,
  raceId: string,
): Promise<Map<string, WindowRecord>> {
  const rows = await db
    .selectFrom('burst_windows')
    .select(['window_id', 'state', 'decided_by'])
    .where('race_id', '=', raceId)
    .execute();
  return new Map(rows.map((r) => [r.window_id, { state: r.state, by: r.decided_by }]));
}

export interface BurstDeps {
  db: Kysely<DB>;
  votes: Pick<VotesRepo, 'applyCounting'>;
}

export interface BurstFigures {
  windows: WindowFinding[];
  /** Networks newly held, and released, by this check. */
  held: number;
  released: number;
}

/**
 * Looks at a race for bursts and writes what changed: held windows' records, a 'burst'
 * hold for each network they hold (never over an operator's decision), and the hold taken
 * off networks no window holds any more. A released network with one vote is counted
 * again here (the count weighs only networks with more than one vote or a decision).
 */
export async function checkBursts(deps: BurstDeps, raceId: string): Promise<BurstFigures> {
  const { db } = deps;
  const [arrivals, records, decisions] = await Promise.all([
    readArrivals(db, raceId),
    readWindowRecords(db, raceId),
    db
      .selectFrom('network_decisions')
      .select(['network', 'source'])
      .where('race_id', '=', raceId)
      .execute(),
  ]);
  const { windows, held } = findBurstWindows(arrivals, records);
  const ruled = new Set(decisions.filter((d) => d.source === 'operator').map((d) => d.network));
  const holding = new Set(decisions.filter((d) => d.source === 'burst').map((d) => d.network));
  const toHold = [...held].filter((n) => !holding.has(n) && !ruled.has(n)).sort();
  const toRelease = [...holding].filter((n) => !held.has(n)).sort();
  const now = new Date().toISOString();
  const found = new Map(windows.map((w) => [w.id, w]));
  await db.transaction().execute(async (trx) => {
    // The rule's own records follow what it found; operators' stay as they ruled.
    const gone = [...records]
      .filter(([id, r]) => r.by === 'auto' && !found.has(id))
      .map(([id]) => id);
    if (gone.length > 0)
      await trx
        .deleteFrom('burst_windows')
        .where('race_id', '=', raceId)
        .where('window_id', 'in', gone)
        .execute();
    for (const w of windows) {
      const figures = {
        networks: w.networks.length,
        average: w.average,
        rest_average: w.restAverage,
        pull: w.pull,
        z: Number.isFinite(w.z) ? w.z : 0,
        rate_factor: Number.isFinite(w.rateFactor) ? w.rateFactor : 0,
        from_at: new Date(w.fromMs).toISOString(),
        to_at: new Date(w.toMs).toISOString(),
        side: w.side,
        against: w.against,
        updated_at: now,
      };
      await trx
        .insertInto('burst_windows')
        .values({
          race_id: raceId,
          window_id: w.id,
          state: 'held',
          decided_by: w.by,
          ...figures,
        })
        .onConflict((oc) => oc.columns(['race_id', 'window_id']).doUpdateSet(figures))
        .execute();
    }
    for (let i = 0; i < toHold.length; i += NETWORKS_PER_STATEMENT)
      await trx
        .insertInto('network_decisions')
        .values(
          toHold.slice(i, i + NETWORKS_PER_STATEMENT).map((network) => ({
            race_id: raceId,
            network,
            decision: 'hold' as const,
            decided_at: now,
            source: 'burst' as const,
          })),
        )
        .onConflict((oc) => oc.columns(['race_id', 'network']).doNothing())
        .execute();
    for (let i = 0; i < toRelease.length; i += NETWORKS_PER_STATEMENT)
      await trx
        .deleteFrom('network_decisions')
        .where('race_id', '=', raceId)
        .where('source', '=', 'burst')
        .where('network', 'in', toRelease.slice(i, i + NETWORKS_PER_STATEMENT))
        .execute();
  });
  if (toRelease.length > 0) await countReleasedSingles(deps, raceId, toRelease);
  return { windows, held: toHold.length, released: toRelease.length };
}

/** The held vote of each released network that sent only one: its voice, counted again. */
async function countReleasedSingles(deps: BurstDeps, raceId: string, networks: string[]) {
  const flips: CountingFlip[] = [];
  for (let i = 0; i < networks.length; i += NETWORKS_PER_STATEMENT) {
    const part = networks.slice(i, i + NETWORKS_PER_STATEMENT);
    const singles = await deps.db
      .selectFrom('vote_networks')
      .select('network')
      .where('race_id', '=', raceId)
      .where('network', 'in', part)
      .where('votes', '=', 1)
      .execute();
    if (singles.length === 0) continue;
    const rows = await deps.db
      .selectFrom('votes')
      .select('user_id')
      .where('race_id', '=', raceId)
      .where(
        'network',
        'in',
        singles.map((s) => s.network),
      )
      .where('counted', '=', 0)
      .execute();
    for (const row of rows) flips.push({ userId: row.user_id, from: 0, to: 1 });
  }
  if (flips.length > 0) await deps.votes.applyCounting(raceId, flips);
}
