import type { Kysely } from 'kysely';

// Push subscriptions, the alert log (at most one alert of each kind per race) and the
// leases that let one of several app instances run the race-day scheduler.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    // The push service's URL identifies a browser's subscription: one row per endpoint.
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('alert_log')
    .addColumn('race_id', 'text', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Written before the first push goes out, so a crash mid-send can never send twice.
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('alert_log_pk', ['race_id', 'kind'])
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['leases', 'alert_log', 'push_subscriptions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
