import type { Kysely } from 'kysely';
import { DAY_MS } from '../../domain/constants';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import { votingWindow } from '../../domain/races/voting-window';
import type { DB } from '../db/schema';

/** (race, network) pairs forgotten in one statement at the most (bind-parameter limits). */
const NETWORKS_PER_STATEMENT = 500;

/**
 * Forgets which network each vote came from once it has served its purpose — weighing
 * its race's votes, and operators' reviews — for `retentionDays`. A race of the site's
 * seasons is done with once its window has been closed that long: every network of it
 * goes at once. A race of the archive has no window (it takes votes at any time:
 * votingReason), so each of its networks goes `retentionDays` after that network's
 * last vote on it; until then the network keeps its standing, so its later fans are
 * held as on race day. Counted and held flags stay as they were (a vote without a
 * network is never weighed again). Returns the races it cleared networks of.
 */
export async function dropExpiredNetworks(
  db: Kysely<DB>,
  now: number,
  retentionDays: number,
): Promise<string[]> {
  const retentionMs = retentionDays * DAY_MS;
  const [closed, archive] = await Promise.all([
    closedRaces(db, now, retentionMs),
    idleArchiveNetworks(db, new Date(now - retentionMs).toISOString()),
  ]);
  if (closed.length === 0 && archive.size === 0) return [];
  await db.transaction().execute(async (tx) => {
    if (closed.length > 0) {
      await tx
        .updateTable('votes')
        .set({ network: '' })
        .where('race_id', 'in', closed)
        .where('network', '<>', '')
        .execute();
      await tx.deleteFrom('vote_networks').where('race_id', 'in', closed).execute();
      await tx.deleteFrom('network_decisions').where('race_id', 'in', closed).execute();
      // A window's record names no network, but without them it holds nothing.
      await tx.deleteFrom('burst_windows').where('race_id', 'in', closed).execute();
    }
    // An archive race's burst windows stay: the next look weighs the arrivals left.
    for (const [raceId, networks] of archive) {
      for (let i = 0; i < networks.length; i += NETWORKS_PER_STATEMENT) {
        const part = networks.slice(i, i + NETWORKS_PER_STATEMENT);
        await tx
          .updateTable('votes')
          .set({ network: '' })
          .where('race_id', '=', raceId)
          .where('network', 'in', part)
          .execute();
        for (const table of ['vote_networks', 'network_decisions'] as const)
          await tx
            .deleteFrom(table)
            .where('race_id', '=', raceId)
            .where('network', 'in', part)
            .execute();
      }
    }
  });
  return [...closed, ...archive.keys()];
}

/** Races of the site's seasons, not current, whose window closed `retentionMs` ago or more. */
async function closedRaces(db: Kysely<DB>, now: number, retentionMs: number): Promise<string[]> {
  const races = await db
    .selectFrom('races')
    .select(['id', 'date', 'starts_at'])
    .where('is_current', '=', 0)
    .where('season', '>=', FIRST_LIVE_SEASON)
    .where('id', 'in', db.selectFrom('vote_networks').select('race_id').distinct())
    .execute();
  return races
    .filter((race) => {
      const window = votingWindow({ date: race.date, startsAt: race.starts_at ?? undefined });
      return window !== null && window.closesAt + retentionMs <= now;
    })
    .map((race) => race.id);
}

/** Each archive race (not current) with the networks whose last vote on it was at `before` or earlier. */
async function idleArchiveNetworks(db: Kysely<DB>, before: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('votes')
    .innerJoin('races', 'races.id', 'votes.race_id')
    .select(['votes.race_id as raceId', 'votes.network as network'])
    .where('races.season', '<', FIRST_LIVE_SEASON)
    .where('races.is_current', '=', 0)
    .where('votes.network', '<>', '')
    .groupBy(['votes.race_id', 'votes.network'])
    .having((eb) => eb.fn.max('votes.updated_at'), '<=', before)
    .orderBy('votes.race_id')
    .orderBy('votes.network')
    .execute();
  const byRace = new Map<string, string[]>();
  for (const row of rows) {
    const list = byRace.get(row.raceId) ?? [];
    list.push(row.network);
    byRace.set(row.raceId, list);
  }
  return byRace;
}
