import type { Kysely, Transaction } from 'kysely';
import type { ResultSignals } from '../../domain/race-facts/result-signals';
import type { DB } from '../db/schema';
import { INSERT_BATCH_ROWS } from '../races/races-repo';
import { resultsToRow } from './result-columns';

// Stores races' result counts and their verdicts, many races to a statement, inside the
// caller's transaction (the one that adds the races).

export type ResultsSource = 'bundled' | 'file';

export interface RaceResultsEntry {
  raceId: string;
  signals: ResultSignals;
  score: number;
  /**
   * Whether the verdict may become the race's AI rating: only in the archive. A season the
   * site runs itself (2025 on) keeps its counts, and its data verdict comes from live
   * timing and its fans (docs/decisions/0130).
   */
  rates: boolean;
}

type Db = Kysely<DB> | Transaction<DB>;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * The races whose AI rating a new result verdict replaces: one with no rating, or whose
 * rating is the results' own and differs from the new verdict. An OpenF1 score or an
 * operator's rating is left as it is.
 */
async function ratingsToReplace(
  trx: Db,
  entries: readonly RaceResultsEntry[],
  added: ReadonlySet<string>,
) {
  // A race added with these results has no rating yet: it takes its verdict unasked.
  const rating = entries.filter((e) => e.rates);
  const replace = rating.filter((e) => added.has(e.raceId)).map((e) => e.raceId);
  const stored = rating.filter((e) => !added.has(e.raceId));
  for (const chunk of chunks(stored, INSERT_BATCH_ROWS)) {
    const rows = await trx
      .selectFrom('races')
      .select(['id', 'ai_rating_value', 'ai_rating_source'])
      .where(
        'id',
        'in',
        chunk.map((e) => e.raceId),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const entry of chunk) {
      const row = byId.get(entry.raceId);
      if (!row) continue;
      const source = row.ai_rating_source;
      if (source === 'operator' || source === 'openf1') continue;
      // The results' own rating changes only when the verdict does.
      if (source === 'results' && Number(row.ai_rating_value) === entry.score) continue;
      replace.push(entry.raceId);
    }
  }
  return replace;
}

/**
 * Stores each race's result counts and verdict, and makes the verdict the race's AI
 * rating where no other verdict holds it. Returns the races whose AI rating changed (or,
 * for one added with them, was set).
 */
export async function saveRaceResults(
  trx: Db,
  entries: readonly RaceResultsEntry[],
  source: ResultsSource,
  now: string,
  /** Races added in the same transaction, with no rating of their own yet. */
  added: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const ids = await ratingsToReplace(trx, entries, added);
  for (const chunk of chunks(entries, INSERT_BATCH_ROWS)) {
    await trx
      .insertInto('race_results')
      .values(
        chunk.map((e) => ({
          race_id: e.raceId,
          ...resultsToRow(e.signals),
          score: e.score,
          source,
          imported_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column('race_id').doUpdateSet((eb) => ({
          starters: eb.ref('excluded.starters'),
          finishers: eb.ref('excluded.finishers'),
          retirements: eb.ref('excluded.retirements'),
          collisions: eb.ref('excluded.collisions'),
          failures: eb.ref('excluded.failures'),
          places_gained: eb.ref('excluded.places_gained'),
          margin: eb.ref('excluded.margin'),
          shortened: eb.ref('excluded.shortened'),
          pit_stops: eb.ref('excluded.pit_stops'),
          score: eb.ref('excluded.score'),
          source: eb.ref('excluded.source'),
          imported_at: eb.ref('excluded.imported_at'),
        })),
      )
      .execute();
  }
  // Each race's rating from its stored verdict: a few statements, not one per race.
  for (const chunk of chunks(ids, INSERT_BATCH_ROWS)) {
    await trx
      .updateTable('races')
      .set((eb) => ({
        ai_rating_value: eb
          .selectFrom('race_results')
          .select('race_results.score')
          .whereRef('race_results.race_id', '=', 'races.id'),
        ai_rating_source: 'results',
        updated_at: now,
      }))
      .where('id', 'in', chunk)
      .execute();
  }
  return ids;
}
