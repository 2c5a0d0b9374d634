import type { Kysely } from 'kysely';
import type { AlertKind } from '../../domain/alerts/alert-kinds';
import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT, isSport } from '../../domain/sports/sports';
import type { DB } from '../db/schema';
import type { PushMessageOptions, Urgency } from './push-sender';

// Alerts waiting to be delivered. The scheduler (or an operator) adds a row and moves on;
// one instance at a time claims it with a lease and drains it in subscription order,
// recording how far it got, so another instance can finish the job after a crash.

export interface DeliveryCounts {
  delivered: number;
  failed: number;
  /** Subscriptions forgotten: gone at the push service, or failing too many alerts in a row. */
  removed: number;
}

export interface OutboxEntry {
  raceId: string;
  kind: AlertKind;
  payload: string;
  message: PushMessageOptions;
  createdAt: string;
  cursor: string | null;
  claimedBy: string | null;
  counts: DeliveryCounts;
  /** A sprint's alert: only subscriptions that want sprints get it. */
  sprint: boolean;
  /** The race's sport: only subscriptions that follow it get it. */
  sport: Sport;
}

export interface NewOutboxEntry {
  raceId: string;
  kind: AlertKind;
  payload: string;
  message: PushMessageOptions;
  sprint?: boolean;
  /** Formula 1 when left out. */
  sport?: Sport;
}

export interface Claim {
  holder: string;
  now: number;
  leaseMs: number;
}

const until = (c: Claim) => new Date(c.now + c.leaseMs).toISOString();

export function createOutboxRepo(db: Kysely<DB>) {
  const key = (e: { raceId: string; kind: string }) =>
    db.updateTable('push_outbox').where('race_id', '=', e.raceId).where('kind', '=', e.kind);

  return {
    /** Adds an alert to deliver; with a claim, the caller delivers it itself. */
    async add(entry: NewOutboxEntry, now: Date, claim?: Claim): Promise<void> {
      await db
        .insertInto('push_outbox')
        .values({
          race_id: entry.raceId,
          kind: entry.kind,
          payload: entry.payload,
          ttl_seconds: entry.message.ttlSeconds,
          urgency: entry.message.urgency,
          topic: entry.message.topic ?? null,
          created_at: now.toISOString(),
          cursor: null,
          claimed_by: claim?.holder ?? null,
          claim_expires_at: claim ? until(claim) : null,
          delivered: 0,
          failed: 0,
          removed: 0,
          sprint: entry.sprint ? 1 : 0,
          sport: entry.sport ?? DEFAULT_SPORT,
        })
        .execute();
    },

    /**
     * Claims the oldest alert nobody holds (or whose holder's lease ran out, or that this
     * holder already has). One conditional UPDATE per try, so two instances never both win.
     */
    async claimNext(claim: Claim): Promise<OutboxEntry | null> {
      const at = new Date(claim.now).toISOString();
      const candidates = await db
        .selectFrom('push_outbox')
        .select(['race_id', 'kind'])
        .where((eb) =>
          eb.or([
            eb('claimed_by', 'is', null),
            eb('claimed_by', '=', claim.holder),
            eb('claim_expires_at', '<=', at),
          ]),
        )
        .orderBy('created_at')
        .limit(5)
        .execute();
      for (const c of candidates) {
        const won = await key({ raceId: c.race_id, kind: c.kind })
          .set({ claimed_by: claim.holder, claim_expires_at: until(claim) })
          .where((eb) =>
            eb.or([
              eb('claimed_by', 'is', null),
              eb('claimed_by', '=', claim.holder),
              eb('claim_expires_at', '<=', at),
            ]),
          )
          .executeTakeFirst();
        if (Number(won.numUpdatedRows) > 0) return this.get(c.race_id, c.kind as AlertKind);
      }
      return null;
    },

    /** Keeps the lease while delivering; false once another instance has taken over. */
    async renew(entry: OutboxEntry, claim: Claim): Promise<boolean> {
      const result = await key(entry)
        .set({ claim_expires_at: until(claim) })
        .where('claimed_by', '=', claim.holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Moves the cursor past a page before any of it is sent: a crash loses, never repeats. */
    async advance(
      entry: OutboxEntry,
      holder: string,
      cursor: string,
      counts: DeliveryCounts,
    ): Promise<boolean> {
      const result = await key(entry)
        .set({ cursor, ...counts })
        .where('claimed_by', '=', holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Done: the row goes and the alert log gets the final counts, in one transaction. */
    async complete(
      entry: OutboxEntry,
      holder: string,
      counts: DeliveryCounts,
      now: Date,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('push_outbox')
          .where('race_id', '=', entry.raceId)
          .where('kind', '=', entry.kind)
          .where('claimed_by', '=', holder)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return false;
        await trx
          .updateTable('alert_log')
          .set({ finished_at: now.toISOString(), ...counts })
          .where('race_id', '=', entry.raceId)
          .where('kind', '=', entry.kind)
          .execute();
        return true;
      });
    },

    /** Hands every alert this holder has back (a clean shutdown). */
    async release(holder: string): Promise<void> {
      await db
        .updateTable('push_outbox')
        .set({ claimed_by: null, claim_expires_at: null })
        .where('claimed_by', '=', holder)
        .execute();
    },

    async get(raceId: string, kind: AlertKind): Promise<OutboxEntry | null> {
      const r = await db
        .selectFrom('push_outbox')
        .selectAll()
        .where('race_id', '=', raceId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!r) return null;
      return {
        raceId: r.race_id,
        kind: r.kind as AlertKind,
        payload: r.payload,
        message: {
          ttlSeconds: Number(r.ttl_seconds),
          urgency: r.urgency as Urgency,
          ...(r.topic ? { topic: r.topic } : {}),
        },
        createdAt: r.created_at,
        cursor: r.cursor,
        claimedBy: r.claimed_by,
        counts: {
          delivered: Number(r.delivered),
          failed: Number(r.failed),
          removed: Number(r.removed),
        },
        sprint: Number(r.sprint) === 1,
        sport: isSport(r.sport) ? r.sport : DEFAULT_SPORT,
      };
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('push_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
