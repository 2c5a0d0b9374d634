import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createLeaseRepo } from '../scheduler/lease-repo';

/** How long a race's recount stays with one instance without a pass renewing it. */
export const RECOUNT_LEASE_MS = 10_000;

/** The lease that makes one instance at a time weigh a race (docs/decisions/0128). */
export const recountLeaseName = (raceId: string) => `recount:${raceId}`;

/**
 * One recount of a race at a time across instances, through the scheduler's leases table.
 * `hold` renews this instance's lease or takes a free one: 'kept' when it held the race
 * without a break (what it kept of the count still holds), 'taken' when it just took it
 * (someone else may have counted meanwhile), null when another instance holds it.
 */
export function createRecountLeases(db: Kysely<DB>, holder: string) {
  const leases = createLeaseRepo(db);
  return {
    async hold(raceId: string, now = Date.now()): Promise<'kept' | 'taken' | null> {
      const name = recountLeaseName(raceId);
      const renewed = await db
        .updateTable('leases')
        .set({ expires_at: new Date(now + RECOUNT_LEASE_MS).toISOString() })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .where('expires_at', '>', new Date(now).toISOString())
        .executeTakeFirst();
      if (Number(renewed.numUpdatedRows) > 0) return 'kept';
      return (await leases.tryAcquire(name, holder, now, RECOUNT_LEASE_MS)) ? 'taken' : null;
    },
    release: (raceId: string) => leases.release(recountLeaseName(raceId), holder),
  };
}
