import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function createSubscriptionsRepo(db: Kysely<DB>) {
  return {
    /**
     * One row per endpoint: the same browser subscribing again (or with renewed keys)
     * updates its row instead of adding a second one. Returns true when the row is new.
     */
    async save(sub: StoredSubscription, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      const existed = await db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('endpoint', '=', sub.endpoint)
        .executeTakeFirst();
      await db
        .insertInto('push_subscriptions')
        .values({
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            p256dh: sub.keys.p256dh,
            auth: sub.keys.auth,
            updated_at: at,
          }),
        )
        .execute();
      return !existed;
    },

    /** Returns true when a row was removed. */
    async remove(endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async list(): Promise<StoredSubscription[]> {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth'])
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
