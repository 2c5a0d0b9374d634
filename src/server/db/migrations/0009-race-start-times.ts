import type { Kysely } from 'kysely';

// Calendar subscribers keep a copy of every race: when an operator moves a race (a new
// date or start time), the calendar feed must say so with a higher SEQUENCE and a
// LAST-MODIFIED time, or clients keep the old slot. Both live on the race row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('races')
    .addColumn('schedule_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('races').addColumn('schedule_changed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('races').dropColumn('schedule_changed_at').execute();
  await db.schema.alterTable('races').dropColumn('schedule_sequence').execute();
}
