import { type MarginBucket, marginBucket, type ResultSignals } from '../race-facts/result-signals';
import { retirementKind } from './retirement-reasons';

// A race's classification, as the f1db release writes it, counted into result signals.
// Each row is read for its outcome and dropped: the car's number and team only tell rows
// of one car apart (the 1950s shared drives), and are never kept.

/** One row of a classification: the fields of f1db's RaceResult the counts read. */
export interface ClassificationRow {
  positionNumber: number | null;
  /** '1'…, or DNF, DNS, DSQ, NC, DNQ, DNPQ, DNP, EX. */
  positionText: string;
  driverNumber: string;
  constructorId: string;
  sharedCar: boolean;
  laps: number | null;
  timeMillis: number | null;
  gapMillis: number | null;
  gapLaps: number | null;
  reasonRetired: string | null;
  /** The grid slot; null for a pit-lane start or where the source has no grid number. */
  gridPositionNumber: number | null;
  /** f1db's grid-to-flag gain, which also places a pit-lane starter on the grid. */
  positionsGained: number | null;
  pitStops: number | null;
}

export interface RaceDistance {
  /** Laps the race ran. */
  laps: number | null;
  /** Laps it was meant to run: f1db gives it only when it differs from `laps`. */
  scheduledLaps: number | null;
}

/** Entered but never started: failed to (pre-)qualify, did not start, did not practise. */
const NON_STARTERS = new Set(['DNS', 'DNQ', 'DNPQ', 'DNP']);

type Outcome = 'finished' | 'retired' | 'unclassified' | 'absent';

function outcomeOf(row: ClassificationRow): Outcome {
  if (row.positionNumber !== null) return 'finished';
  if (NON_STARTERS.has(row.positionText)) return 'absent';
  // Excluded before the start (no laps) never raced; excluded during it left the race.
  if (row.positionText === 'EX') return row.laps ? 'retired' : 'absent';
  if (row.positionText === 'DNF') return 'retired';
  // Not classified is a retirement when the source gives a reason, else a car still
  // running too far behind; a disqualified car ran the race.
  if (row.positionText === 'NC' && row.reasonRetired) return 'retired';
  return 'unclassified';
}

const RANK: Record<Outcome, number> = { finished: 3, retired: 2, unclassified: 1, absent: 0 };

/** One outcome per car: a shared car's best row (the classified one when any is). */
function carOutcomes(rows: readonly ClassificationRow[]): ClassificationRow[] {
  const cars = new Map<string, ClassificationRow>();
  for (const row of rows) {
    const key = `${row.driverNumber}|${row.constructorId}`;
    const seen = cars.get(key);
    if (!seen || RANK[outcomeOf(row)] > RANK[outcomeOf(seen)]) cars.set(key, row);
  }
  return [...cars.values()];
}

function winningMargin(rows: readonly ClassificationRow[]): MarginBucket | null {
  const winner = rows.find((r) => r.positionNumber === 1);
  const second = rows.find((r) => r.positionNumber === 2);
  if (!winner || !second) return null;
  if (second.gapLaps !== null || second.gapMillis !== null) {
    return marginBucket(second.gapMillis, second.gapLaps);
  }
  const bothTimed = winner.timeMillis !== null && second.timeMillis !== null;
  return bothTimed ? marginBucket(second.timeMillis! - winner.timeMillis!, null) : null;
}

/** Where a car started: its grid slot, or the one f1db's gain implies (pit lane: last). */
function gridOf(row: ClassificationRow): number | null {
  if (row.gridPositionNumber !== null) return row.gridPositionNumber;
  if (row.positionNumber === null || row.positionsGained === null) return null;
  return row.positionNumber + row.positionsGained;
}

/**
 * Places gained grid to flag among the classified cars: each against its place on the
 * grid counting only the cars that were classified with it, so a place handed over by a
 * car that retired or never started is nobody's gain and only passing (on track or in the
 * pits) counts. A lost place is not a negative gain. Null when no grid is known.
 */
function placesGained(cars: readonly ClassificationRow[]): number | null {
  const gridded = cars
    .filter((row) => row.positionNumber !== null && !row.sharedCar && gridOf(row) !== null)
    .sort((a, b) => gridOf(a)! - gridOf(b)! || a.positionNumber! - b.positionNumber!);
  if (gridded.length === 0) return null;
  const finishOrder = [...gridded].sort((a, b) => a.positionNumber! - b.positionNumber!);
  return gridded.reduce(
    (sum, row, gridRank) => sum + Math.max(0, gridRank - finishOrder.indexOf(row)),
    0,
  );
}

/**
 * The result signals of one race (a Grand Prix or a sprint) from its classification;
 * null when no car started (a race the source has no results for yet). `pitStopsKnown`
 * says whether the source recorded the race's pit stops at all.
 */
export function countResults(
  rows: readonly ClassificationRow[],
  distance: RaceDistance,
  pitStopsKnown: boolean,
): ResultSignals | null {
  const cars = carOutcomes(rows).filter((row) => outcomeOf(row) !== 'absent');
  if (cars.length === 0) return null;
  const retired = cars.filter((row) => outcomeOf(row) === 'retired');
  const kinds = retired.map((row) => retirementKind(row.reasonRetired));
  const shortened =
    distance.scheduledLaps === null
      ? distance.laps === null
        ? null
        : false
      : distance.laps !== null && distance.laps < distance.scheduledLaps;
  return {
    starters: cars.length,
    finishers: cars.filter((row) => outcomeOf(row) === 'finished').length,
    retirements: retired.length,
    collisions: kinds.filter((kind) => kind === 'collision').length,
    failures: kinds.filter((kind) => kind === 'failure').length,
    // A shared drive's gain is not the car's, so it is not counted.
    placesGained: placesGained(cars),
    margin: winningMargin(rows),
    shortened,
    pitStops: pitStopsKnown ? rows.reduce((sum, row) => sum + (row.pitStops ?? 0), 0) : null,
  };
}
