// What a race's data says about it, reduced to counts. Nothing here names a driver, a
// team, a position or a gap: a count of safety cars spoils no result, so these are the
// only facts about a race that are ever stored or shown.

export const SIGNAL_KEYS = [
  'safetyCars',
  'virtualSafetyCars',
  'redFlags',
  'overtakes',
  'leadChanges',
  'pitStops',
  'cars',
  'totalLaps',
  'rainLaps',
] as const;
export type SignalKey = (typeof SIGNAL_KEYS)[number];

/** Whole, non-negative counts for one race session. */
export type RaceSignals = Record<SignalKey, number>;

/** Upper bound of any one count: far above a real race, low enough to keep maths exact. */
export const SIGNAL_MAX = 100_000;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SIGNAL_MAX;
}

/** Reads signals from storage or the network; anything not a full set of counts is null. */
export function normalizeRaceSignals(raw: unknown): RaceSignals | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const out = {} as RaceSignals;
  for (const key of SIGNAL_KEYS) {
    const value = record[key];
    if (!isCount(value)) return null;
    out[key] = value;
  }
  return out;
}

/** Between the signals of the reason line. */
export const SIGNAL_SEPARATOR = ' · ';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The one-line reason a fan reads beside the data verdict, loudest signal first, e.g.
 * "1 red flag · 2 safety cars · rain · 61 overtakes". Overtakes always close the line so
 * a quiet race still says why it scored low.
 */
export function signalsReason(signals: RaceSignals): string {
  const parts: string[] = [];
  if (signals.redFlags > 0) parts.push(plural(signals.redFlags, 'red flag', 'red flags'));
  if (signals.safetyCars > 0) parts.push(plural(signals.safetyCars, 'safety car', 'safety cars'));
  if (signals.virtualSafetyCars > 0) parts.push(plural(signals.virtualSafetyCars, 'VSC', 'VSCs'));
  if (signals.safetyCars + signals.virtualSafetyCars === 0) parts.push('no safety car');
  parts.push(signals.rainLaps > 0 ? 'rain' : 'dry');
  if (signals.leadChanges > 0)
    parts.push(plural(signals.leadChanges, 'lead change', 'lead changes'));
  parts.push(plural(signals.overtakes, 'overtake', 'overtakes'));
  return parts.join(SIGNAL_SEPARATOR);
}
