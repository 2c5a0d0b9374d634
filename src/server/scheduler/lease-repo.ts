import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * A named lease in the database: whoever holds an unexpired row does the work. Acquiring
 * is one conditional UPDATE (holder is me, or the lease has expired), which both SQLite and
 * PostgreSQL apply atomically, so two instances can never both hold it.
 */
export function createLeaseRepo(db: Kysely<DB>) {
  return {
    async tryAcquire(name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
      const expiresAt = new Date(now + ttlMs).toISOString();
      await db
        .insertInto('leases')
        .values({ name, holder, expires_at: expiresAt })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const result = await db
        .updateTable('leases')
        .set({ holder, expires_at: expiresAt })
        .where('name', '=', name)
        .where((eb) =>
          eb.or([eb('holder', '=', holder), eb('expires_at', '<=', new Date(now).toISOString())]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Lets another instance take over at once instead of waiting for expiry. */
    async release(name: string, holder: string): Promise<void> {
      await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
    },

    async holderOf(name: string, now: number): Promise<string | null> {
      const row = await db
        .selectFrom('leases')
        .select(['holder', 'expires_at'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row && row.expires_at > new Date(now).toISOString() ? row.holder : null;
    },
  };
}

export type LeaseRepo = ReturnType<typeof createLeaseRepo>;
