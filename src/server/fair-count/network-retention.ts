import type { Kysely } from 'kysely';
import { DAY_MS } from '../../domain/constants';
import { votingWindow } from '../../domain/races/voting-window';
import type { DB } from '../db/schema';

/**
 * Forgets which network each vote came from once a race's window has been closed for
 * `retentionDays`: the hashes served only to weigh that race's votes, and operators'
 * reviews. Counted and held flags stay as they were (a vote without a network is never
 * weighed again). Returns the races it cleared.
 */
export async function dropExpiredNetworks(
  db: Kysely<DB>,
  now: number,
  retentionDays: number,
): Promise<string[]> {
  const races = await db
    .selectFrom('races')
    .select(['id', 'date', 'starts_at'])
    .where('is_current', '=', 0)
    .where('id', 'in', db.selectFrom('vote_networks').select('race_id').distinct())
    .execute();
  const expired = races
    .filter((race) => {
      const window = votingWindow({ date: race.date, startsAt: race.starts_at ?? undefined });
      return window !== null && window.closesAt + retentionDays * DAY_MS <= now;
    })
    .map((race) => race.id);
  if (expired.length === 0) return [];
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('votes')
      .set({ network: '' })
      .where('race_id', 'in', expired)
      .where('network', '<>', '')
      .execute();
    await tx.deleteFrom('vote_networks').where('race_id', 'in', expired).execute();
    await tx.deleteFrom('network_decisions').where('race_id', 'in', expired).execute();
    // A window's record names no network, but without them it holds nothing.
    await tx.deleteFrom('burst_windows').where('race_id', 'in', expired).execute();
  });
  return expired;
}
