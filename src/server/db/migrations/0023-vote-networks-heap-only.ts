import { type Kysely, PostgresAdapter, sql } from 'kysely';

// On race day most votes are fans' first, and each moves its network's row in
// vote_networks: `votes` (and `held`) for a first vote, `changed_at` for every vote
// (0020). PostgreSQL rewrites such a row without touching an index (a heap-only update,
// as 0011 keeps for votes) only while no indexed column changes, a partial index's
// predicate included; two indexes named those columns — vote_networks_contested_idx
// (`votes > 1`, 0010) and vote_networks_changed_idx (`changed_at`, 0020) — so every
// network a batch touched wrote three index entries, and that was the largest single part
// of a race-day batch (docs/decisions/0151).
//
// Both indexes go on PostgreSQL, and half of each page is kept free for the rewrites: a
// network's row is rewritten by every batch it has a vote in, several times a second on
// race day, and with a third kept free (as votes has, 0011) up to a fifth of them still
// found their page full (pages already packed keep their rows until they are rewritten).
// The readers read all of the race's network rows instead: the fair count's pass (the
// networks written since its last, once a second while votes arrive) and its full recount
// (the networks with more than one vote). The pass now reads every network row of the
// race, about a millisecond at 5,000 networks, beside the votes it reads, which stay the
// same. SQLite rewrites rows in place, has no heap-only updates to gain, and keeps the
// contested index.

const FILLFACTOR = 50;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropIndex('vote_networks_changed_idx').ifExists().execute();
  await db.schema.dropIndex('vote_networks_contested_idx').ifExists().execute();
  await sql`alter table vote_networks set (fillfactor = ${sql.lit(FILLFACTOR)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table vote_networks reset (fillfactor)`.execute(db);
  await db.schema
    .createIndex('vote_networks_contested_idx')
    .ifNotExists()
    .on('vote_networks')
    .column('race_id')
    .where(sql.ref('votes'), '>', 1)
    .execute();
  await db.schema
    .createIndex('vote_networks_changed_idx')
    .ifNotExists()
    .on('vote_networks')
    .columns(['race_id', 'changed_at'])
    .execute();
}
