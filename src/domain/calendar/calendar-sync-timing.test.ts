import {
  CALENDAR_SYNC_FIRST_RETRY_MS,
  CALENDAR_SYNC_INTERVAL_MS,
  CALENDAR_SYNC_MAX_RETRY_MS,
  nextCalendarSyncAt,
} from './calendar-sync-timing';

describe('when the calendar sync runs next', () => {
  it.each([
    [0, CALENDAR_SYNC_INTERVAL_MS],
    [1, CALENDAR_SYNC_FIRST_RETRY_MS],
    [2, 2 * CALENDAR_SYNC_FIRST_RETRY_MS],
    [3, 4 * CALENDAR_SYNC_FIRST_RETRY_MS],
    [5, 16 * CALENDAR_SYNC_FIRST_RETRY_MS],
    [6, CALENDAR_SYNC_MAX_RETRY_MS],
    [1000, CALENDAR_SYNC_MAX_RETRY_MS],
  ])('after %i failures in a row: in %i ms', (failures, wait) => {
    expect(nextCalendarSyncAt(1_000, failures)).toBe(1_000 + wait);
  });
});
