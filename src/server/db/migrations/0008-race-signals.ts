import type { Kysely } from 'kysely';

// The counts a race's session data reduces to, one row per race. Only whole numbers are
// stored: there is deliberately no column that could hold a driver, team, position or gap.

const COUNTS = [
  'safety_cars',
  'virtual_safety_cars',
  'red_flags',
  'overtakes',
  'lead_changes',
  'pit_stops',
  'cars',
  'total_laps',
  'rain_laps',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('race_signals')
    .addColumn('race_id', 'text', (c) => c.primaryKey().references('races.id').onDelete('cascade'));
  for (const column of COUNTS) table = table.addColumn(column, 'integer', (c) => c.notNull());
  await table
    // The score computed from these counts; the tally shows the signals only while the
    // race's AI rating is OpenF1's (its stored source, 0022): a hand-set one has none.
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('race_signals').ifExists().execute();
}
