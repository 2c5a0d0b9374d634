import type { Kysely } from 'kysely';

// Push delivery made safe to run beside the scheduler: an outbox of alerts waiting to be
// delivered (claimed by one instance at a time, resumable after a restart), a count of
// alerts in a row a subscription's push service failed, and the keyed address it came from
// (for the per-address cap; never the address itself).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_outbox')
    .addColumn('race_id', 'text', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The JSON the subscriber's device shows, fixed when the alert was recorded. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) => c.notNull())
    .addColumn('topic', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The last subscription endpoint handed out: delivery resumes after it, never before.
    .addColumn('cursor', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('claim_expires_at', 'text')
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('push_outbox_pk', ['race_id', 'kind'])
    .execute();

  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('push_subscriptions').addColumn('source', 'text').execute();
  await db.schema
    .createIndex('push_subscriptions_source')
    .on('push_subscriptions')
    .column('source')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_source').ifExists().execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('source').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('failures').execute();
  await db.schema.dropTable('push_outbox').ifExists().execute();
}
