import type { Kysely } from 'kysely';

// A sprint is a race of its own (its id is its Grand Prix's plus '-sprint'); every race
// stored before sprints were is a Grand Prix.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('races')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('grand-prix'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('races').dropColumn('kind').execute();
}
