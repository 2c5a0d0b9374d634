import { type Kysely, sql } from 'kysely';
import type { LimitCount } from './limit-store';

// The PostgreSQL-backed counters. Hits that arrive in the same turn of the event loop are
// written in one upsert (one row per address, its count raised by that address's hits), so
// a busy instance pays one round trip per turn, not one per request. A window that has
// ended starts again; otherwise the count goes up and the window's end stays. The
// database's clock decides, so instances with drifting clocks still share one window.
// Keys are written in sorted order, so two batches never wait on each other's rows in a
// cycle (no deadlock between instances).

/** A hung database must not hold a request: past this the limit fails open. */
export const PG_HIT_DEADLINE_MS = 1000;
const PRUNE_EVERY_MS = 60_000;

interface Waiter {
  resolve(count: LimitCount): void;
  reject(error: unknown): void;
}

export function pgLimitCounter(db: Kysely<unknown>) {
  /** windowMs → key → the hits waiting for the next write, in arrival order. */
  const pending = new Map<number, Map<string, Waiter[]>>();
  let flushScheduled = false;

  function hit(key: string, windowMs: number): Promise<LimitCount> {
    return new Promise((resolve, reject) => {
      let byKey = pending.get(windowMs);
      if (!byKey) {
        byKey = new Map();
        pending.set(windowMs, byKey);
      }
      byKey.set(key, [...(byKey.get(key) ?? []), { resolve, reject }]);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    });
  }

  function flush(): void {
    flushScheduled = false;
    const batches = [...pending];
    pending.clear();
    for (const [windowMs, byKey] of batches) void writeBatch(windowMs, byKey);
  }

  async function writeBatch(windowMs: number, byKey: Map<string, Waiter[]>): Promise<void> {
    const keys = [...byKey.keys()].sort();
    const counts = keys.map((key) => byKey.get(key)!.length);
    const query = sql<{ key: string; hits: number; ttl: number }>`
      WITH clock AS (SELECT (extract(epoch from clock_timestamp()) * 1000)::bigint AS now_ms)
      INSERT INTO rate_limit_hits AS h (key, hits, resets_at)
      SELECT t.key, t.n, clock.now_ms + ${windowMs}::bigint
      FROM unnest(${keys}::text[], ${counts}::int[]) AS t(key, n), clock
      ORDER BY t.key
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN h.resets_at <= excluded.resets_at - ${windowMs}::bigint
                    THEN excluded.hits ELSE h.hits + excluded.hits END,
        resets_at = CASE WHEN h.resets_at <= excluded.resets_at - ${windowMs}::bigint
                         THEN excluded.resets_at ELSE h.resets_at END
      RETURNING h.key, h.hits, h.resets_at - (SELECT now_ms FROM clock) AS ttl`;
    try {
      const { rows } = await withDeadline(query.execute(db), PG_HIT_DEADLINE_MS);
      const written = new Map(rows.map((row) => [row.key, row]));
      for (const [key, waiters] of byKey) {
        const row = written.get(key);
        if (!row) throw new Error(`limit store: no count came back for ${key}`);
        // The batch's hits on one key are numbered in arrival order, ending at the total.
        const first = Number(row.hits) - waiters.length + 1;
        for (const [i, waiter] of waiters.entries()) {
          waiter.resolve({ current: first + i, ttl: Number(row.ttl) });
        }
      }
    } catch (error) {
      for (const waiters of byKey.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  async function prune(): Promise<void> {
    await sql`DELETE FROM rate_limit_hits
      WHERE resets_at < (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(db);
  }

  /** Deletes ended windows every minute until the returned function is called. */
  function pruneRegularly(onError: (error: unknown) => void): () => void {
    const timer = setInterval(() => void prune().catch(onError), PRUNE_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { hit, prune, pruneRegularly };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`limit store: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
