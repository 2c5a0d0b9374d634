import type { Kysely } from 'kysely';

// Migrations are written against Kysely's neutral schema builder so one file serves
// SQLite and PostgreSQL; `unknown` keeps them independent of today's table types.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('races')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('country_flag', 'text', (c) => c.notNull())
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sport', 'text', (c) => c.notNull().defaultTo('formula1'))
    .addColumn('starts_at', 'text')
    .addColumn('ai_rating_value', 'double precision')
    .addColumn('manual_override', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('races_date_idx').on('races').columns(['date', 'id']).execute();

  await db.schema
    .createTable('votes')
    .addColumn('race_id', 'text', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('star_rating', 'integer', (c) => c.notNull())
    .addColumn('view_mode', 'text', (c) => c.notNull())
    .addColumn('reason_tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('votes_pk', ['race_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('tallies')
    .addColumn('race_id', 'text', (c) => c.primaryKey().references('races.id').onDelete('cascade'))
    .addColumn('total_votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_stars', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stars_1', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stars_2', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stars_3', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stars_4', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stars_5', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode_full_race', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode_race_in_30', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mode_highlights_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tally_tags')
    .addColumn('race_id', 'text', (c) => c.notNull().references('races.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tally_tags_pk', ['race_id', 'tag_id'])
    .execute();

  await db.schema
    .createTable('secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['secrets', 'tally_tags', 'tallies', 'votes', 'races']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
