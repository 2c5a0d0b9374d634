import {
  MARGIN_BUCKETS,
  normalizeResultSignals,
  type ResultSignals,
} from '../../domain/race-facts/result-signals';
import type { RaceResultsTable } from '../db/schema';

// Result signals as race_results stores them (booleans as 0/1, the margin as its word).

type CountColumns = Omit<RaceResultsTable, 'race_id' | 'score' | 'source' | 'imported_at'>;

export const RESULT_COLUMN_NAMES = [
  'starters',
  'finishers',
  'retirements',
  'collisions',
  'failures',
  'places_gained',
  'margin',
  'shortened',
  'pit_stops',
] as const satisfies readonly (keyof CountColumns)[];

export function resultsToRow(s: ResultSignals): CountColumns {
  return {
    starters: s.starters,
    finishers: s.finishers,
    retirements: s.retirements,
    collisions: s.collisions,
    failures: s.failures,
    places_gained: s.placesGained,
    margin: s.margin,
    shortened: s.shortened === null ? null : s.shortened ? 1 : 0,
    pit_stops: s.pitStops,
  };
}

const countOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** A joined row's results as signals; null when the race has none (left join misses). */
export function resultsFromRow(
  row: Partial<Record<keyof CountColumns, unknown>>,
): ResultSignals | null {
  if (row.starters === null || row.starters === undefined) return null;
  const margin = (MARGIN_BUCKETS as readonly unknown[]).includes(row.margin) ? row.margin : null;
  return normalizeResultSignals({
    starters: Number(row.starters),
    finishers: Number(row.finishers),
    retirements: Number(row.retirements),
    collisions: Number(row.collisions),
    failures: Number(row.failures),
    placesGained: countOrNull(row.places_gained),
    margin,
    shortened:
      row.shortened === null || row.shortened === undefined ? null : Number(row.shortened) === 1,
    pitStops: countOrNull(row.pit_stops),
  });
}
