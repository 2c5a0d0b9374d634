import { DAY_MS } from '../constants';

const HOUR_MS = 60 * 60 * 1000;

// When the calendar sync runs: once a day when it works; after a failure, again soon,
// backing off (doubling) so a source that is down is not hammered.

export const CALENDAR_SYNC_INTERVAL_MS = DAY_MS;
export const CALENDAR_SYNC_FIRST_RETRY_MS = 15 * 60 * 1000;
export const CALENDAR_SYNC_MAX_RETRY_MS = 6 * HOUR_MS;

/** The next run after one that ended at `now`, `failures` failed runs in a row (0: it worked). */
export function nextCalendarSyncAt(now: number, failures: number): number {
  if (failures <= 0) return now + CALENDAR_SYNC_INTERVAL_MS;
  const backoff = CALENDAR_SYNC_FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 20);
  return now + Math.min(backoff, CALENDAR_SYNC_MAX_RETRY_MS);
}
