import type { Kysely } from 'kysely';

// A race the calendar drops or calls off is marked, never deleted: its votes, tally and
// links stay, the calendar feed says it is cancelled, and it never takes votes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('races')
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('races').dropColumn('cancelled').execute();
}
