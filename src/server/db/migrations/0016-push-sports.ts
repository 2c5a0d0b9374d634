import type { Kysely } from 'kysely';

// A fan follows alerts of the sports they choose: each subscription keeps its sports as
// ',formula1,motogp,' (delimited, so one LIKE finds a sport on both engines), Formula 1
// alone for every subscription made before it could say; each queued alert keeps its
// race's sport, so delivery reaches only those who follow it (decision 0121).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('sports', 'text', (c) => c.notNull().defaultTo(',formula1,'))
    .execute();
  await db.schema
    .alterTable('push_outbox')
    .addColumn('sport', 'text', (c) => c.notNull().defaultTo('formula1'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_outbox').dropColumn('sport').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('sports').execute();
}
