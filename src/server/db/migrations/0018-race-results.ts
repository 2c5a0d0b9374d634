import type { Kysely } from 'kysely';

// A past race's data verdict from its official results (docs/decisions/0130): the counts
// its classification reduces to, one row per race, beside the OpenF1 counts of
// race_signals. As there, only whole numbers and one word are stored: no column could hold
// a driver, a team, a position or a gap. And which bundled data set a site last seeded,
// so a start with the same one does nothing.

const COUNTS = ['starters', 'finishers', 'retirements', 'collisions', 'failures'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('race_results')
    .addColumn('race_id', 'text', (c) => c.primaryKey().references('races.id').onDelete('cascade'));
  for (const column of COUNTS) table = table.addColumn(column, 'integer', (c) => c.notNull());
  await table
    // Null where the results do not hold it: no grid, no gap, no laps, no pit stops.
    .addColumn('places_gained', 'integer')
    .addColumn('margin', 'text')
    .addColumn('shortened', 'integer')
    .addColumn('pit_stops', 'integer')
    // The verdict computed from these counts; the tally shows them only while the race's
    // AI rating is the results' (its stored source, 0022): an operator's or OpenF1's rating
    // has other reasons.
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seeded_datasets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seeded_datasets').ifExists().execute();
  await db.schema.dropTable('race_results').ifExists().execute();
}
