import { type Kysely, sql } from 'kysely';

// The incremental fair count (docs/decisions/0128) reads, each second a race's votes
// change, only the votes written since its last pass: a range of this index, however many
// votes the race holds. Partial, like votes_network_idx (0010): votes from no known network
// (seeds, loopback) are never weighed and cost no entry.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('votes_changed_idx')
    .on('votes')
    .columns(['race_id', 'updated_at'])
    .where(sql.ref('network'), '<>', '')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('votes_changed_idx').ifExists().execute();
}
