import type { Kysely } from 'kysely';

// Abuse-limit counters shared by every instance on PostgreSQL when no Redis is configured:
// one row per limit and client address for the current one-minute window. Rows whose
// window has ended are pruned, so the table stays as small as the set of recent addresses.
// SQLite gets the same (unused) table so both engines keep one schema.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Epoch milliseconds on the database's clock, so instances never disagree.
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_resets_at_idx')
    .on('rate_limit_hits')
    .column('resets_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
}
