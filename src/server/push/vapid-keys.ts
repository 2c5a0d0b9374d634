import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { VapidKeys } from '../config/push-config';
import type { DB } from '../db/schema';

export const VAPID_SECRET_NAME = 'vapid_keys';

/**
 * The VAPID key pair: from the environment when given, else generated on first start and
 * kept in the secrets table. Both keys live in one row, inserted only if absent and then
 * read back, so several instances starting at once still agree on a single pair.
 */
export function createVapidKeyStore(db: Kysely<DB>, configured: VapidKeys | null) {
  let loading: Promise<VapidKeys> | null = null;

  async function loadOrCreate(): Promise<VapidKeys> {
    if (configured) return configured;
    const fresh = webpush.generateVAPIDKeys();
    await db
      .insertInto('secrets')
      .values({ name: VAPID_SECRET_NAME, value: JSON.stringify(fresh) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('secrets')
      .select('value')
      .where('name', '=', VAPID_SECRET_NAME)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.value) as VapidKeys;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }

  return {
    keys(): Promise<VapidKeys> {
      // A failed load (database briefly down) is retried on the next call, not cached.
      loading ??= loadOrCreate().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

export type VapidKeyStore = ReturnType<typeof createVapidKeyStore>;
