import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '../../domain/i18n/languages';
import { DEFAULT_SPORT, SPORTS, type Sport } from '../../domain/sports/sports';
import type { DB } from '../db/schema';
import type { SubscriptionSource } from './subscription-source';

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Sprint alerts too; left out, a new subscription gets them and a known one keeps its choice. */
  sprints?: boolean;
  /** The language alerts are written in: the fan's when turning alerts on; left out, English. */
  language?: Language;
  /** The sports whose alerts the fan gets; left out, a new one gets Formula 1's and a known one keeps its choice. */
  sports?: readonly Sport[];
}

/** ',formula1,motogp,': delimited, so a LIKE on ',<sport>,' finds one sport exactly. */
export function storedSports(sports: readonly Sport[]): string {
  return `,${SPORTS.filter((s) => sports.includes(s)).join(',')},`;
}

export interface DeliveryTarget extends StoredSubscription {
  failures: number;
  language: Language;
}

export interface SubscriptionLimits {
  perSource: number;
  total: number;
}

export type SaveResult = 'created' | 'updated' | 'not-owner' | 'source-full' | 'full';
export type RemoveResult = 'removed' | 'absent' | 'not-owner';

/**
 * The subscription's auth secret is what proves a request comes from the browser that
 * subscribed: only it (and the push service) ever saw it. Compared in constant time.
 */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a.replace(/=+$/, ''), 'base64url');
  const y = Buffer.from(b.replace(/=+$/, ''), 'base64url');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createSubscriptionsRepo(db: Kysely<DB>) {
  const findOwner = (endpoint: string) =>
    db
      .selectFrom('push_subscriptions')
      .select('auth')
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();

  async function countWhere(column?: 'source' | 'source_wide', value?: string): Promise<number> {
    let query = db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (column !== undefined && value !== undefined) query = query.where(column, '=', value);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  async function sourceFull(source: SubscriptionSource, perSource: number): Promise<boolean> {
    if ((await countWhere('source', source.narrow)) >= perSource) return true;
    return (await countWhere('source_wide', source.wide)) >= perSource * source.wideFactor;
  }

  return {
    /**
     * One row per endpoint. The same browser subscribing again updates its row, but only
     * with the same auth secret: someone who merely knows the endpoint cannot take it
     * over. A new row must fit under the per-network caps (its narrowest and its widest
     * network) and the total cap.
     */
    async save(
      sub: StoredSubscription,
      source: SubscriptionSource | null,
      limits: SubscriptionLimits,
      now = new Date(),
    ): Promise<SaveResult> {
      const at = now.toISOString();
      const existing = await findOwner(sub.endpoint);
      if (existing) {
        if (!sameSecret(existing.auth, sub.keys.auth)) return 'not-owner';
        await db
          .updateTable('push_subscriptions')
          .set({
            p256dh: sub.keys.p256dh,
            updated_at: at,
            failures: 0,
            ...(sub.sprints === undefined ? {} : { sprints: sub.sprints ? 1 : 0 }),
            // The fan's language now: a subscription sent without one is English.
            language: sub.language ?? DEFAULT_LANGUAGE,
            ...(sub.sports === undefined ? {} : { sports: storedSports(sub.sports) }),
          })
          .where('endpoint', '=', sub.endpoint)
          .execute();
        return 'updated';
      }
      if (source !== null && (await sourceFull(source, limits.perSource))) return 'source-full';
      if ((await countWhere()) >= limits.total) return 'full';
      const result = await db
        .insertInto('push_subscriptions')
        .values({
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          created_at: at,
          updated_at: at,
          failures: 0,
          source: source?.narrow ?? null,
          source_wide: source?.wide ?? null,
          sprints: sub.sprints === false ? 0 : 1,
          language: sub.language ?? DEFAULT_LANGUAGE,
          sports: storedSports(sub.sports ?? [DEFAULT_SPORT]),
        })
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .executeTakeFirst();
      // Lost a race with the same endpoint arriving at once: judge it as an update.
      if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) {
        return this.save(sub, source, limits, now);
      }
      return 'created';
    },

    /** Turning alerts off: only with the subscription's own auth secret. */
    async remove(endpoint: string, auth: string): Promise<RemoveResult> {
      const existing = await findOwner(endpoint);
      if (!existing) return 'absent';
      if (!sameSecret(existing.auth, auth)) return 'not-owner';
      await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .where('auth', '=', existing.auth)
        .execute();
      return 'removed';
    },

    /** The push service said the subscription is gone (404/410): forget it. */
    async forget(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    },

    /** A delivery failed; the subscription is dropped once it has failed `dropAfter` alerts in a row. */
    async recordFailure(endpoint: string, dropAfter: number): Promise<boolean> {
      await db
        .updateTable('push_subscriptions')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('endpoint', '=', endpoint)
        .execute();
      const dropped = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .where('failures', '>=', dropAfter)
        .executeTakeFirst();
      return Number(dropped.numDeletedRows) > 0;
    },

    async recordDelivery(endpoint: string): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({ failures: 0 })
        .where('endpoint', '=', endpoint)
        .where('failures', '>', 0)
        .execute();
    },

    /**
     * The next page of subscriptions in endpoint order, after `cursor` (exclusive); for a
     * sprint's alert, only those that want sprints; only those that follow the alert's sport.
     */
    async page(
      cursor: string | null,
      limit: number,
      audience: { sprint: boolean; sport?: Sport } = { sprint: false },
    ): Promise<DeliveryTarget[]> {
      let query = db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth', 'failures', 'language'])
        .orderBy('endpoint')
        .limit(limit);
      if (cursor !== null) query = query.where('endpoint', '>', cursor);
      if (audience.sprint) query = query.where('sprints', '=', 1);
      query = query.where('sports', 'like', `%,${audience.sport ?? DEFAULT_SPORT},%`);
      const rows = await query.execute();
      return rows.map((r) => ({
        endpoint: r.endpoint,
        keys: { p256dh: r.p256dh, auth: r.auth },
        failures: Number(r.failures),
        language: parseLanguage(r.language) ?? DEFAULT_LANGUAGE,
      }));
    },

    async list(): Promise<StoredSubscription[]> {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'p256dh', 'auth'])
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
    },

    count: () => countWhere(),
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
