import { nextCalendarSyncAt } from '../../domain/calendar/calendar-sync-timing';
import type { Database } from '../db/connect';
import type { Log } from '../http/log';
import type { ChangeBus } from '../live/change-bus';
import { type CalendarSyncResult, syncCalendars } from './calendar-sync';

export interface CalendarSyncTaskOptions {
  urls: readonly string[];
  deadlineMs?: number;
  maxBytes?: number;
  /** Told how each sync ended (the operator's metrics). */
  onSynced?: (result: 'ok' | 'failed') => void;
}

/**
 * The daily calendar sync. The scheduler pokes it on each tick it leads (so one instance
 * syncs); it runs in the background, once a day, sooner after a failure with a doubling
 * backoff, and never throws: a bad source is a log line, not a crash.
 */
export function createCalendarSyncTask(
  database: Database,
  changes: ChangeBus,
  log: Log,
  options: CalendarSyncTaskOptions,
) {
  const stopping = new AbortController();
  let nextAt = Number.NEGATIVE_INFINITY;
  let failures = 0;
  let inFlight: Promise<CalendarSyncResult | null> | null = null;

  async function run(now: number): Promise<CalendarSyncResult | null> {
    try {
      const result = await syncCalendars(database, changes, options.urls, {
        now,
        signal: stopping.signal,
        ...(options.deadlineMs ? { deadlineMs: options.deadlineMs } : {}),
        ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
      });
      for (const change of result.changes) {
        log.info({ raceId: change.raceId, action: change.action }, `calendar: ${change.summary}`);
      }
      failures = 0;
      nextAt = nextCalendarSyncAt(now, 0);
      options.onSynced?.('ok');
      return result;
    } catch (error) {
      failures += 1;
      nextAt = nextCalendarSyncAt(now, failures);
      log.warn(
        { reason: (error as Error).message, failures, retryAt: new Date(nextAt).toISOString() },
        'calendar sync failed',
      );
      options.onSynced?.('failed');
      return null;
    }
  }

  return {
    /** Starts a sync when one is due and none is under way; never throws. */
    poke(now: number): Promise<CalendarSyncResult | null> {
      if (inFlight) return inFlight;
      if (stopping.signal.aborted || now < nextAt) return Promise.resolve(null);
      inFlight = run(now).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    async stop(): Promise<void> {
      stopping.abort();
      await inFlight;
    },
  };
}

export type CalendarSyncTask = ReturnType<typeof createCalendarSyncTask>;
