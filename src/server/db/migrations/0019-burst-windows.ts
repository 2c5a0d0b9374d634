import type { Kysely } from 'kysely';

// A proxy pool's voices held as one (docs/decisions/0132). Each network a held window
// holds gets a `network_decisions` row like an operator's, marked as the rule's
// (`source` 'burst'), so both counts read it as they read any decision and an operator's
// own ruling on a network always wins. `burst_windows` keeps the windows held now — by the
// rule (so the next pass weighs them against the lower bar of release) or by an operator
// (held or released by hand, never overruled).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('network_decisions')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('operator'))
    .execute();
  await db.schema
    .createTable('burst_windows')
    .addColumn('race_id', 'text', (c) => c.notNull())
    .addColumn('window_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.notNull())
    // What the last pass read of it (for votes:review): networks held, its voices'
    // average against the rest's, how far it moved the race's average, and its z.
    .addColumn('networks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('average', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rest_average', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('pull', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('z', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rate_factor', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('burst_windows_pk', ['race_id', 'window_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('burst_windows').ifExists().execute();
  await db.schema.alterTable('network_decisions').dropColumn('source').execute();
}
