import type { RaceSignals } from '../../domain/race-facts/race-signals';
import type { SessionData } from './openf1-format';

// Session data in, counts out. Driver numbers are used only inside these functions (to
// tell one car from another) and never leave them: the result is nine whole numbers.

const SAFETY_CAR = /^SAFETY CAR DEPLOYED/i;
const VIRTUAL_SAFETY_CAR = /^VIRTUAL SAFETY CAR DEPLOYED/i;

function countDeployments(data: SessionData, pattern: RegExp): number {
  return data.race_control.filter((r) => r.category === 'SafetyCar' && pattern.test(r.message))
    .length;
}

function countRedFlags(data: SessionData): number {
  return data.race_control.filter((r) => r.category === 'Flag' && r.flag === 'RED').length;
}

const byDate = <T extends { date: string }>(records: T[]) =>
  [...records].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

/** Times the car in first place changed, after the first leader is known. */
function countLeadChanges(data: SessionData): number {
  let leader: number | null = null;
  let changes = 0;
  for (const record of byDate(data.position)) {
    if (record.position !== 1 || record.driver_number === leader) continue;
    if (leader !== null) changes += 1;
    leader = record.driver_number;
  }
  return changes;
}

/** When each lap began for the first car to start it. */
function lapStarts(data: SessionData): Map<number, number> {
  const starts = new Map<number, number>();
  for (const lap of data.laps) {
    if (lap.date_start === null) continue;
    const at = Date.parse(lap.date_start);
    const known = starts.get(lap.lap_number);
    if (known === undefined || at < known) starts.set(lap.lap_number, at);
  }
  return starts;
}

/** The lap under way at `at` (binary search over lap starts in time order). */
function lapAt(starts: [number, number][], at: number): number | null {
  let low = 0;
  let high = starts.length - 1;
  let found: number | null = null;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (starts[mid]![1] <= at) {
      found = starts[mid]![0];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Laps during which at least one weather sample reported rain. */
function countRainLaps(data: SessionData, totalLaps: number): number {
  const starts = [...lapStarts(data).entries()].sort((a, b) => a[1] - b[1]);
  const wetLaps = new Set<number>();
  for (const sample of data.weather) {
    if (sample.rainfall !== 1 && sample.rainfall !== true) continue;
    const lap = lapAt(starts, Date.parse(sample.date));
    if (lap !== null && lap <= totalLaps) wetLaps.add(lap);
  }
  return wetLaps.size;
}

export function extractSignals(data: SessionData): RaceSignals {
  const totalLaps = data.laps.reduce((max, l) => Math.max(max, l.lap_number), 0);
  return {
    safetyCars: countDeployments(data, SAFETY_CAR),
    virtualSafetyCars: countDeployments(data, VIRTUAL_SAFETY_CAR),
    redFlags: countRedFlags(data),
    overtakes: data.overtakes.length,
    leadChanges: countLeadChanges(data),
    pitStops: data.pit.length,
    cars: new Set(data.laps.map((l) => l.driver_number)).size,
    totalLaps,
    rainLaps: countRainLaps(data, totalLaps),
  };
}
