import { type Kysely, PostgresAdapter, sql } from 'kysely';

// The incremental fair count (docs/decisions/0128) reads, each second a race's votes
// change, only the votes written since its last pass. 0017 found them through an index on
// votes (race_id, updated_at); on PostgreSQL that made every change of mind, which sets
// updated_at, change an indexed column, so no rewrite of a vote was heap-only any more
// (0011) — a loopback vote's neither, though outside the partial index: PostgreSQL checks
// the indexed columns of every index, its predicate's included. Every index of the row
// paid, and votes/s fell (bench/RESULTS.md, issue 42).
//
// On PostgreSQL the network's own row keeps it instead: `changed_at`, the newest time any
// of its votes was written (the vote batch sets it for new votes and changes of mind), read
// through this index; a pass then reads the changed networks' votes through
// votes_network_idx (0010). votes.updated_at is in no index again. SQLite rewrites a row in
// place, has no heap-only updates to lose, and keeps 0017's index (its votes never write
// `changed_at`, which stays null there).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vote_networks').addColumn('changed_at', 'text').execute();
  if (!isPostgres(db)) return;
  await db.schema
    .createIndex('vote_networks_changed_idx')
    .on('vote_networks')
    .columns(['race_id', 'changed_at'])
    .execute();
  await db.schema.dropIndex('votes_changed_idx').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .createIndex('votes_changed_idx')
      .ifNotExists()
      .on('votes')
      .columns(['race_id', 'updated_at'])
      .where(sql.ref('network'), '<>', '')
      .execute();
    await db.schema.dropIndex('vote_networks_changed_idx').ifExists().execute();
  }
  await db.schema.alterTable('vote_networks').dropColumn('changed_at').execute();
}
