import { DEFAULT_SPORT, SPORTS, type Sport } from './sports';

// Which sports a fan's alerts follow (issue 34, item 7). The server keeps the list with
// the subscription; this device remembers it to show which sports are on. A subscription
// that names no sports follows Formula 1, the default sport: that is how the server
// reads a missing list.

/** Where this device remembers the list (local storage; parsed on every read). */
export const ALERT_SPORTS_KEY = 'gpvibes.alertSports';

export const DEFAULT_ALERT_SPORTS: readonly Sport[] = [DEFAULT_SPORT];

function inTableOrder(sports: Iterable<Sport>): Sport[] {
  const set = new Set(sports);
  return SPORTS.filter((sport) => set.has(sport));
}

/** A stored list (JSON array of sports); anything garbled or empty reads as Formula 1 only. */
export function parseAlertSports(value: unknown): Sport[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  if (!Array.isArray(parsed)) return [...DEFAULT_ALERT_SPORTS];
  const list = inTableOrder(parsed.filter((s): s is Sport => SPORTS.includes(s as Sport)));
  return list.length > 0 ? list : [...DEFAULT_ALERT_SPORTS];
}

/** The list with `sport` added or dropped; the last sport stays (the bell turns alerts off). */
export function withAlertSport(list: readonly Sport[], sport: Sport, on: boolean): Sport[] {
  const next = on ? inTableOrder([...list, sport]) : list.filter((s) => s !== sport);
  return next.length > 0 ? next : [...list];
}

/**
 * The subscription body's `sports`: left out for Formula 1 only, which the server assumes,
 * so a Formula 1 fan's subscription carries no sports field at all.
 */
export function alertSportsField(list: readonly Sport[]): { sports?: Sport[] } {
  const same =
    list.length === DEFAULT_ALERT_SPORTS.length &&
    list.every((sport, i) => sport === DEFAULT_ALERT_SPORTS[i]);
  return same ? {} : { sports: [...list] };
}
