import { type Kysely, sql } from 'kysely';

// One network must not own a verdict (docs/decisions/0113). Every vote remembers the
// keyed hash of the network it came from ('' where none is known: votes from the server's
// own machine, seeds, rows older than this migration) and whether the tally counts it.
// `vote_networks` keeps per race and network how many votes it sent and how many are
// held, so the vote path decides with one primary-key read; `network_decisions` keeps an
// operator's hold or release. `spent_challenges` makes an identity challenge usable once
// across every instance; push subscriptions also remember their widest network.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('votes')
    .addColumn('network', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('votes')
    .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // When the voter's identity was issued (ISO time): fresh identities voting alike are
  // reported to operators. Null for votes older than this column.
  await db.schema.alterTable('votes').addColumn('identity_at', 'text').execute();
  // Partial: votes from no known network (benchmarks, seeds) cost no index entry.
  await db.schema
    .createIndex('votes_network_idx')
    .on('votes')
    .columns(['race_id', 'network'])
    .where(sql.ref('network'), '<>', '')
    .execute();

  await db.schema
    .createTable('vote_networks')
    .addColumn('race_id', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull())
    .addColumn('held', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vote_networks_pk', ['race_id', 'network'])
    .execute();
  // The recount visits only networks with more than one vote; on race day most have one.
  await db.schema
    .createIndex('vote_networks_contested_idx')
    .on('vote_networks')
    .column('race_id')
    .where(sql.ref('votes'), '>', 1)
    .execute();

  await db.schema
    .createTable('network_decisions')
    .addColumn('race_id', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_decisions_pk', ['race_id', 'network'])
    .execute();

  await db.schema
    .createTable('spent_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Epoch milliseconds: after it the challenge is refused as expired anyway.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('spent_challenges_expires_at_idx')
    .on('spent_challenges')
    .column('expires_at')
    .execute();

  await db.schema.alterTable('push_subscriptions').addColumn('source_wide', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('source_wide').execute();
  await db.schema.dropTable('spent_challenges').ifExists().execute();
  await db.schema.dropTable('network_decisions').ifExists().execute();
  await db.schema.dropTable('vote_networks').ifExists().execute();
  await db.schema.dropIndex('votes_network_idx').ifExists().execute();
  await db.schema.alterTable('votes').dropColumn('identity_at').execute();
  await db.schema.alterTable('votes').dropColumn('counted').execute();
  await db.schema.alterTable('votes').dropColumn('network').execute();
}
