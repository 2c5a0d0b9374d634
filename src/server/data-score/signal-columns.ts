import type { RaceSignals, SignalKey } from '../../domain/race-facts/race-signals';
import { normalizeRaceSignals } from '../../domain/race-facts/race-signals';
import type { RaceSignalsTable } from '../db/schema';

type CountColumn = Exclude<keyof RaceSignalsTable, 'race_id' | 'score' | 'source' | 'imported_at'>;

/** Each signal's column in race_signals. */
export const SIGNAL_COLUMNS: Record<SignalKey, CountColumn> = {
  safetyCars: 'safety_cars',
  virtualSafetyCars: 'virtual_safety_cars',
  redFlags: 'red_flags',
  overtakes: 'overtakes',
  leadChanges: 'lead_changes',
  pitStops: 'pit_stops',
  cars: 'cars',
  totalLaps: 'total_laps',
  rainLaps: 'rain_laps',
};

export const SIGNAL_COLUMN_NAMES = Object.values(SIGNAL_COLUMNS);

export function signalsToRow(signals: RaceSignals): Record<CountColumn, number> {
  const row = {} as Record<CountColumn, number>;
  for (const [key, column] of Object.entries(SIGNAL_COLUMNS)) {
    row[column] = signals[key as SignalKey];
  }
  return row;
}

/** A joined row's counts as signals; null when the race has none (left join misses). */
export function signalsFromRow(row: Partial<Record<CountColumn, unknown>>): RaceSignals | null {
  const raw: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(SIGNAL_COLUMNS)) {
    const value = row[column];
    raw[key] = value === null || value === undefined ? value : Number(value);
  }
  return normalizeRaceSignals(raw);
}
