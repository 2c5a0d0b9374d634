import { type Kysely, PostgresAdapter, sql } from 'kysely';

// A fan who changes their mind rewrites their vote row, and on race day that is most
// writes. PostgreSQL writes a new version of the row; when it fits on the same page and no
// indexed column changed (a heap-only update) no index is touched. Packed pages leave no
// room for it, and then every index pays, the network index included (0010): votes from
// real networks ran ~20 % slower than before that index in `bench/compare-votes.ts`, and
// as fast as before once a third of each page is kept free for updates. SQLite rewrites in
// place and has no such setting.

const FILLFACTOR = 70;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table votes set (fillfactor = ${sql.lit(FILLFACTOR)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table votes reset (fillfactor)`.execute(db);
}
