import type { Kysely } from 'kysely';

// A fan reads alerts in the language they had when turning them on: each subscription keeps
// it (English for every subscription made before it could say).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('language').execute();
}
