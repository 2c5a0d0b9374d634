import { PRODUCT_NAME, RATING_WINDOW_HOURS } from '../../domain/constants';
import { raceStartMs } from '../../domain/races/race-start-time';
import { ASSUMED_RACE_LENGTH_MS, votingWindow } from '../../domain/races/voting-window';
import { sharePath } from '../../domain/sharing/share-preview';
import type { ScheduledRace } from './calendar-feed-repo';
import { escapeIcsText, icsDate, icsDateTime, icsDocument } from './ics-text';

/** Calendar apps re-read a subscription about this often (a hint; many pick their own). */
export const CALENDAR_REFRESH_INTERVAL = 'PT6H';

export interface RaceCalendarOptions {
  publicUrl: string;
  /** When this copy of the calendar is made (DTSTAMP). */
  now: number;
}

function nextDay(isoDate: string): string {
  const next = new Date(Date.parse(`${isoDate}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return next.toISOString().slice(0, 10);
}

function raceEvent(entry: ScheduledRace, opts: RaceCalendarOptions, host: string): string[] {
  const { race } = entry;
  const link = `${opts.publicUrl}${sharePath(race.id)}`;
  const start = raceStartMs(race);
  // A race without a start time is an all-day event on its race day.
  const when =
    start === null
      ? [
          `DTSTART;VALUE=DATE:${icsDate(race.date)}`,
          `DTEND;VALUE=DATE:${icsDate(nextDay(race.date))}`,
        ]
      : [`DTSTART:${icsDateTime(start)}`, `DTEND:${icsDateTime(start + ASSUMED_RACE_LENGTH_MS)}`];
  return [
    ...eventHead(entry, `${race.id}-race@${host}`, opts),
    ...when,
    `SUMMARY:${escapeIcsText(`🏁 ${race.name}`)}`,
    `LOCATION:${escapeIcsText(race.location)}`,
    `DESCRIPTION:${escapeIcsText(
      `Lights out for the ${race.name}. Afterwards, rate it without spoilers on ${PRODUCT_NAME}: ${link}`,
    )}`,
    `URL:${link}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function rateEvent(entry: ScheduledRace, opts: RaceCalendarOptions, host: string): string[] {
  const { race } = entry;
  const window = votingWindow(race);
  if (!window) return [];
  const link = `${opts.publicUrl}${sharePath(race.id)}`;
  return [
    ...eventHead(entry, `${race.id}-rate@${host}`, opts),
    `DTSTART:${icsDateTime(window.opensAt)}`,
    `DTEND:${icsDateTime(window.closesAt)}`,
    `SUMMARY:${escapeIcsText(`⭐ Rate it: ${race.name}`)}`,
    `DESCRIPTION:${escapeIcsText(
      `Voting is open for ${RATING_WINDOW_HOURS} hours. Rate the ${race.name} and see how fans rated it, spoiler-free: ${link}`,
    )}`,
    `URL:${link}`,
    // A two-day window must not mark the fan as busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

function eventHead(entry: ScheduledRace, uid: string, opts: RaceCalendarOptions): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsDateTime(opts.now)}`,
    `SEQUENCE:${entry.sequence}`,
    // Calendar apps strike a cancelled event through rather than drop it silently.
    ...(entry.race.cancelled ? ['STATUS:CANCELLED'] : []),
    ...(entry.changedAt ? [`LAST-MODIFIED:${icsDateTime(Date.parse(entry.changedAt))}`] : []),
  ];
}

/**
 * The subscription calendar: for each race its start (two hours) and its rating window.
 * UIDs are the race id plus the event kind, so they survive re-imports; SEQUENCE and
 * LAST-MODIFIED tell clients a race moved. Race names, places and links only: no result.
 */
export function raceCalendar(entries: readonly ScheduledRace[], opts: RaceCalendarOptions): string {
  const host = new URL(opts.publicUrl).hostname;
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Race calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`${PRODUCT_NAME} — F1 races`)}`,
    `X-WR-CALDESC:${escapeIcsText('Race starts and spoiler-free rating windows')}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${CALENDAR_REFRESH_INTERVAL}`,
    ...entries.flatMap((entry) => [
      ...raceEvent(entry, opts, host),
      ...rateEvent(entry, opts, host),
    ]),
    'END:VCALENDAR',
  ]);
}

/** The seasons the calendar lists: the current one (UTC year) and the next. */
export function calendarSeasons(now: number): number[] {
  const year = new Date(now).getUTCFullYear();
  return [year, year + 1];
}
