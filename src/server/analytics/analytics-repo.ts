import type { Kysely } from 'kysely';
import type { AnalyticsEvent } from '../../domain/analytics-events';
import type { DB } from '../db/schema';

export interface EventCount {
  name: string;
  count: number;
  firstAt: string;
  lastAt: string;
}

/** Storage of first-party analytics: rows hold the event and its props, nothing about who. */
export function createAnalyticsRepo(db: Kysely<DB>) {
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

    /** Counts per event name (most frequent first), optionally from an ISO time on. */
    async countByName(since?: string): Promise<EventCount[]> {
      let query = db
        .selectFrom('analytics_events')
        .select((eb) => [
          'name',
          eb.fn.countAll<number>().as('count'),
          eb.fn.min('received_at').as('firstAt'),
          eb.fn.max('received_at').as('lastAt'),
        ])
        .groupBy('name');
      if (since) query = query.where('received_at', '>=', since);
      const rows = await query.execute();
      return rows
        .map((r) => ({
          name: r.name,
          count: Number(r.count),
          firstAt: String(r.firstAt),
          lastAt: String(r.lastAt),
        }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
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
