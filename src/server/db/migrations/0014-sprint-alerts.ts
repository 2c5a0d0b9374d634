import type { Kysely } from 'kysely';

// A fan may keep Grand Prix alerts and turn sprint alerts off: each subscription says
// whether it wants sprints (yes for every subscription made before it could say), and each
// queued alert says whether it is a sprint's, so delivery skips those who said no.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('sprints', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('push_outbox')
    .addColumn('sprint', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_outbox').dropColumn('sprint').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('sprints').execute();
}
