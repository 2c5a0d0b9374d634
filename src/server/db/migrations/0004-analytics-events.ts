import type { Kysely } from 'kysely';

// First-party analytics: the event name, its small props as JSON and two times. There is
// deliberately no column for an address, a user agent or an identity token.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('occurred_at', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_name_idx')
    .on('analytics_events')
    .columns(['name', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_events').ifExists().execute();
}
