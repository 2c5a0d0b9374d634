import type { Kysely } from 'kysely';

// Analytics retention: raw events are kept for a while, then folded into one row per UTC
// day and event name, so counts survive while the table stays bounded. The index on the
// receive time lets the periodic fold find old rows without scanning the table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'name'])
    .execute();
  await db.schema
    .createIndex('analytics_events_received_idx')
    .on('analytics_events')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_events_received_idx').ifExists().execute();
  await db.schema.dropTable('analytics_daily').ifExists().execute();
}
