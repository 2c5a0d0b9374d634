import { type Kysely, sql } from 'kysely';
import type { LimitCount } from './limit-store';

// The PostgreSQL-backed counters: one upsert per limited request. A window that has ended
// starts again at 1; otherwise the count goes up and the window's end stays. The database's
// clock decides, so instances with drifting clocks still share one window.

/** A hung database must not hold a request: past this the limit fails open. */
export const PG_HIT_DEADLINE_MS = 1000;
const PRUNE_EVERY_MS = 60_000;

export function pgLimitCounter(db: Kysely<unknown>) {
  async function hit(key: string, windowMs: number): Promise<LimitCount> {
    const query = sql<{ hits: number; ttl: number }>`
      INSERT INTO rate_limit_hits AS h (key, hits, resets_at)
      VALUES (${key}, 1, (extract(epoch from clock_timestamp()) * 1000)::bigint + ${windowMs}::bigint)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN h.resets_at <= excluded.resets_at - ${windowMs}::bigint
                    THEN 1 ELSE h.hits + 1 END,
        resets_at = CASE WHEN h.resets_at <= excluded.resets_at - ${windowMs}::bigint
                         THEN excluded.resets_at ELSE h.resets_at END
      RETURNING hits, resets_at - (extract(epoch from clock_timestamp()) * 1000)::bigint AS ttl`;
    const { rows } = await withDeadline(query.execute(db), PG_HIT_DEADLINE_MS);
    const row = rows[0]!;
    return { current: Number(row.hits), ttl: Number(row.ttl) };
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
