import { parseCalendarText } from '../../domain/calendar/calendar-document';
import type { ParsedCalendar } from '../../domain/calendar/calendar-source';
import type { Database } from '../db/connect';
import type { ChangeBus } from '../live/change-bus';
import {
  type CalendarFetchOptions,
  CalendarNotFoundError,
  fetchCalendarText,
} from './calendar-fetch';
import { type CalendarApplyResult, createRacesRepo } from './races-repo';

// The calendar sync (CALENDAR_URL, and `races:sync`): every source is read first, then the
// races are brought in line in one transaction. A source that fails stops the whole sync,
// so a half-read calendar never cancels a race.

/** In a source URL, '{season}' stands for this year and the next (a new season appears). */
export const SEASON_PLACEHOLDER = '{season}';

export interface SourceUrl {
  url: string;
  /** Made from a '{season}' source: a 404 means the season is not published yet. */
  seasonal: boolean;
}

/** The URLs to read now: each source, with '{season}' made this UTC year and the next. */
export function expandSourceUrls(sources: readonly string[], now: number): SourceUrl[] {
  const year = new Date(now).getUTCFullYear();
  return sources.flatMap((url): SourceUrl[] =>
    url.includes(SEASON_PLACEHOLDER)
      ? [year, year + 1].map((season) => ({
          url: url.replaceAll(SEASON_PLACEHOLDER, String(season)),
          seasonal: true,
        }))
      : [{ url, seasonal: false }],
  );
}

export interface CalendarSyncOptions extends CalendarFetchOptions {
  now: number;
  dryRun?: boolean;
}

export interface CalendarSyncResult extends CalendarApplyResult {
  /** URLs read, and season URLs not published yet (skipped). */
  read: string[];
  notPublished: string[];
}

export async function syncCalendars(
  database: Database,
  changes: ChangeBus,
  sources: readonly string[],
  options: CalendarSyncOptions,
): Promise<CalendarSyncResult> {
  const calendars: ParsedCalendar[] = [];
  const read: string[] = [];
  const notPublished: string[] = [];
  for (const { url, seasonal } of expandSourceUrls(sources, options.now)) {
    let text: string;
    try {
      text = await fetchCalendarText(url, options);
    } catch (error) {
      // Next season's file 404s until it is published: that is not a failure.
      if (error instanceof CalendarNotFoundError && seasonal) {
        notPublished.push(url);
        continue;
      }
      throw error;
    }
    calendars.push(parseCalendarText(text, url));
    read.push(url);
  }
  const result = await createRacesRepo(database.db, changes).applyCalendar(calendars, {
    cancelMissing: true,
    dryRun: options.dryRun ?? false,
  });
  return { ...result, read, notPublished };
}
