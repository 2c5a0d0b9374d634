import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResultSignals } from '../../src/domain/race-facts/result-signals';

// The result counts of an OpenF1 fixture session (fixtures/openf1/<name>/): what its
// classification would hold, read from the same made-up race the OpenF1 score reads. So
// the two verdicts can be compared on one race: grid and finish from `position`, the
// finishers from `laps`, the stops from `pit`. The sessions say nothing of why a car
// stopped or of the laps scheduled, and hold no gaps (no `intervals` file; their made-up
// lap times do not agree with their positions at the flag), so none of those is counted.

export const OPENF1_FIXTURES_DIR = join(import.meta.dirname, '../../fixtures/openf1');

interface PositionRecord {
  date: string;
  driver_number: number;
  position: number;
}
interface LapRecord {
  driver_number: number;
  lap_number: number;
}

const read = <T>(name: string, file: string): T[] =>
  JSON.parse(readFileSync(join(OPENF1_FIXTURES_DIR, name, `${file}.json`), 'utf8')) as T[];

export function fixtureResults(name: string): ResultSignals {
  const positions = read<PositionRecord>(name, 'position').sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const laps = read<LapRecord>(name, 'laps');
  const stops = read<unknown>(name, 'pit').length;
  const grid = new Map<number, number>();
  const finish = new Map<number, number>();
  for (const p of positions) {
    if (!grid.has(p.driver_number)) grid.set(p.driver_number, p.position);
    finish.set(p.driver_number, p.position);
  }
  const lastLap = new Map<number, LapRecord>();
  for (const lap of laps) {
    const seen = lastLap.get(lap.driver_number);
    if (!seen || lap.lap_number > seen.lap_number) lastLap.set(lap.driver_number, lap);
  }
  const totalLaps = Math.max(...[...lastLap.values()].map((lap) => lap.lap_number));
  const finishers = [...lastLap.values()].filter((lap) => lap.lap_number === totalLaps);
  const finished = new Set(finishers.map((lap) => lap.driver_number));
  const byGrid = [...finished].sort((a, b) => grid.get(a)! - grid.get(b)!);
  const byFinish = [...finished].sort((a, b) => finish.get(a)! - finish.get(b)!);
  const placesGained = byGrid.reduce(
    (sum, car, gridRank) => sum + Math.max(0, gridRank - byFinish.indexOf(car)),
    0,
  );
  return {
    starters: lastLap.size,
    finishers: finished.size,
    retirements: lastLap.size - finished.size,
    collisions: 0,
    failures: 0,
    placesGained,
    margin: null,
    shortened: null,
    pitStops: stops,
  };
}
