import type { Kysely } from 'kysely';
import type { DB } from '../schema';

// A race's AI rating keeps whose verdict it is (docs/decisions/0136): an operator's, the
// score of its OpenF1 race data, or the verdict of its official results; null while it
// has none. Nothing tells them apart by comparing the rating with the scores beside it.
//
// A stored rating gets the source that comparison gave it, so no race reads differently:
// OpenF1's where the rating equals its race data's score, else the results' where it
// equals their verdict, else an operator's.

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<DB>;
  await db.schema.alterTable('races').addColumn('ai_rating_source', 'text').execute();
  await db
    .updateTable('races')
    .set({ ai_rating_source: 'openf1' })
    .where('ai_rating_value', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('race_signals')
          .select('race_signals.race_id')
          .whereRef('race_signals.race_id', '=', 'races.id')
          .whereRef('race_signals.score', '=', 'races.ai_rating_value'),
      ),
    )
    .execute();
  await db
    .updateTable('races')
    .set({ ai_rating_source: 'results' })
    .where('ai_rating_value', 'is not', null)
    .where('ai_rating_source', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('race_results')
          .select('race_results.race_id')
          .whereRef('race_results.race_id', '=', 'races.id')
          .whereRef('race_results.score', '=', 'races.ai_rating_value'),
      ),
    )
    .execute();
  await db
    .updateTable('races')
    .set({ ai_rating_source: 'operator' })
    .where('ai_rating_value', 'is not', null)
    .where('ai_rating_source', 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('races').dropColumn('ai_rating_source').execute();
}
