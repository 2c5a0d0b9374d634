import { sql } from 'kysely';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events';
import type { Database } from '../db/connect';

export interface EventCount {
  name: string;
  count: number;
  firstAt: string;
  lastAt: string;
}

/** The two ISO times and the row's bookkeeping, on top of the name and props. */
const ROW_OVERHEAD_BYTES = 64;

/** Roughly what storing these events costs: the per-address budget is counted in it. */
export function storedBytes(events: AnalyticsEvent[]): number {
  return events.reduce(
    (sum, e) => sum + e.name.length + JSON.stringify(e.props).length + ROW_OVERHEAD_BYTES,
    0,
  );
}

/**
 * Storage of first-party analytics: rows hold the event and its props, nothing about who.
 * Old raw rows are folded into `analytics_daily` (counts per UTC day and name); every
 * count this repo reports adds both, so folding never changes a total.
 */
export function createAnalyticsRepo(database: Database) {
  const { db } = database;

  /**
   * Moves raw rows received before (or at, with `<=`) a time into the daily counts and
   * deletes them, as one statement on PostgreSQL (each row is deleted, and so counted, by
   * exactly one of several instances folding at once) and one write transaction on SQLite.
   */
  async function fold(op: '<' | '<=', at: string): Promise<number> {
    const cmp = sql.raw(op);
    if (database.kind === 'postgres') {
      const result = await sql<{ rows: number }>`
        WITH gone AS (
          DELETE FROM analytics_events WHERE received_at ${cmp} ${at} RETURNING name, received_at
        ), folded AS (
          INSERT INTO analytics_daily (day, name, count, first_at, last_at)
          SELECT substr(received_at, 1, 10), name, count(*), min(received_at), max(received_at)
          FROM gone GROUP BY 1, 2
          ON CONFLICT (day, name) DO UPDATE SET
            count = analytics_daily.count + excluded.count,
            first_at = LEAST(analytics_daily.first_at, excluded.first_at),
            last_at = GREATEST(analytics_daily.last_at, excluded.last_at)
          RETURNING 1
        )
        SELECT count(*) AS rows FROM gone`.execute(db);
      return Number(result.rows[0]?.rows ?? 0);
    }
    // One synchronous IMMEDIATE transaction on the raw handle: no other writer (another
    // process, or another connection awaiting in this one) can come between fold and delete.
    const sqlite = database.sqlite!;
    const insert = sqlite.prepare(`
      INSERT INTO analytics_daily (day, name, count, first_at, last_at)
      SELECT substr(received_at, 1, 10), name, count(*), min(received_at), max(received_at)
      FROM analytics_events WHERE received_at ${op} ? GROUP BY 1, 2
      ON CONFLICT (day, name) DO UPDATE SET
        count = analytics_daily.count + excluded.count,
        first_at = min(analytics_daily.first_at, excluded.first_at),
        last_at = max(analytics_daily.last_at, excluded.last_at)`);
    const remove = sqlite.prepare(`DELETE FROM analytics_events WHERE received_at ${op} ?`);
    return sqlite
      .transaction(() => {
        insert.run(at);
        return remove.run(at).changes;
      })
      .immediate();
  }

  async function countRaw(): Promise<number> {
    const { count } = await db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  return {
    /** Stores a whole validated batch in one statement: all of it or none. */
    async insertBatch(events: AnalyticsEvent[], receivedAt = new Date()): Promise<number> {
      if (events.length === 0) return 0;
      const received = receivedAt.toISOString();
      await db
        .insertInto('analytics_events')
        .values(
          events.map((event) => ({
            name: event.name,
            props: JSON.stringify(event.props),
            occurred_at: event.at === undefined ? null : new Date(event.at).toISOString(),
            received_at: received,
          })),
        )
        .execute();
      return events.length;
    },

    /** Folds every raw row received before `cutoff` (ISO time); returns the rows folded. */
    foldBefore: (cutoff: string) => fold('<', cutoff),

    /**
     * Keeps at most `max` raw rows by folding the oldest; rows received in the same
     * millisecond go together, so the rest is always at or below `max`.
     */
    async foldBeyond(max: number): Promise<number> {
      const excess = (await countRaw()) - max;
      if (excess <= 0) return 0;
      const edge = await db
        .selectFrom('analytics_events')
        .select('received_at')
        .orderBy('received_at')
        .offset(excess - 1)
        .limit(1)
        .executeTakeFirst();
      return edge ? fold('<=', edge.received_at) : 0;
    },

    /** Raw rows stored now. */
    countRaw,

    /**
     * Counts per event name (most frequent first), raw and folded together, optionally
     * from an ISO time on. Folded days count whole: `since` is meant to be a UTC midnight.
     */
    async countByName(since?: string): Promise<EventCount[]> {
      let raw = db
        .selectFrom('analytics_events')
        .select((eb) => [
          'name',
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('received_at').as('firstAt'),
          eb.fn.max('received_at').as('lastAt'),
        ])
        .groupBy('name');
      if (since) raw = raw.where('received_at', '>=', since);
      let daily = db
        .selectFrom('analytics_daily')
        .select((eb) => [
          'name',
          eb.fn.sum<number>('count').as('count'),
          eb.fn.min('first_at').as('firstAt'),
          eb.fn.max('last_at').as('lastAt'),
        ])
        .groupBy('name');
      if (since) daily = daily.where('day', '>=', since.slice(0, 10));
      const merged = new Map<string, EventCount>();
      for (const r of [...(await raw.execute()), ...(await daily.execute())]) {
        const row = {
          name: r.name,
          count: Number(r.count),
          firstAt: String(r.firstAt),
          lastAt: String(r.lastAt),
        };
        const seen = merged.get(r.name);
        merged.set(
          r.name,
          seen
            ? {
                name: r.name,
                count: seen.count + row.count,
                firstAt: seen.firstAt < row.firstAt ? seen.firstAt : row.firstAt,
                lastAt: seen.lastAt > row.lastAt ? seen.lastAt : row.lastAt,
              }
            : row,
        );
      }
      return [...merged.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    },

    /** Every stored row, oldest first (tests and exports). */
    async listAll() {
      const rows = await db
        .selectFrom('analytics_events')
        .selectAll()
        .orderBy('received_at')
        .execute();
      return rows.map((r) => ({ ...r, props: JSON.parse(r.props) as Record<string, unknown> }));
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
