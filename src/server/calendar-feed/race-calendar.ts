import { PRODUCT_NAME } from '../../domain/constants';
import type { Language } from '../../domain/i18n/languages';
import { RATING_WINDOW_HOURS } from '../../domain/races/race-phase';
import { raceStartMs } from '../../domain/races/race-start-time';
import { placeNameIn, sportRaceFullName } from '../../domain/races/sport-race-name';
import { ASSUMED_RACE_LENGTH_MS, votingWindow } from '../../domain/races/voting-window';
import { sharePath, withLanguage } from '../../domain/sharing/share-paths';
import { DEFAULT_SPORT, type Sport, sportName } from '../../domain/sports/sports';
import type { Reader } from '../../domain/voting/verdict-words';
import type { ScheduledRace } from './calendar-feed-repo';
import { escapeIcsText, icsDate, icsDateTime, icsDocument } from './ics-text';

/** Calendar apps re-read a subscription about this often (a hint; many pick their own). */
export const CALENDAR_REFRESH_INTERVAL = 'PT6H';

export interface RaceCalendarOptions {
  publicUrl: string;
  /** When this copy of the calendar is made (DTSTAMP). */
  now: number;
  /** Who reads the calendar: its words are in this language. */
  reader: Reader;
  /** The language the subscription link asked for; the race links then open the site in it. */
  asked?: Language;
  /** The series of the calendar: every other than Formula 1 names itself in the calendar's name. */
  sport?: Sport;
}

function raceLink(raceId: string, opts: RaceCalendarOptions): string {
  return `${opts.publicUrl}${withLanguage(sharePath(raceId), opts.asked)}`;
}

function nextDay(isoDate: string): string {
  const next = new Date(Date.parse(`${isoDate}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  return next.toISOString().slice(0, 10);
}

function raceEvent(entry: ScheduledRace, opts: RaceCalendarOptions, host: string): string[] {
  const { race } = entry;
  const { t, language } = opts.reader;
  const name = sportRaceFullName(race, language);
  const link = raceLink(race.id, opts);
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
    `SUMMARY:${escapeIcsText(`🏁 ${name}`)}`,
    `LOCATION:${escapeIcsText(placeNameIn(race.location, language))}`,
    `DESCRIPTION:${escapeIcsText(
      t('server.calendar.raceDescription', { race: name, product: PRODUCT_NAME, link }),
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
  const { t, language } = opts.reader;
  const name = sportRaceFullName(race, language);
  const link = raceLink(race.id, opts);
  return [
    ...eventHead(entry, `${race.id}-rate@${host}`, opts),
    `DTSTART:${icsDateTime(window.opensAt)}`,
    `DTEND:${icsDateTime(window.closesAt)}`,
    `SUMMARY:${escapeIcsText(t('server.calendar.rateSummary', { race: name }))}`,
    `DESCRIPTION:${escapeIcsText(
      t('server.calendar.rateDescription', { hours: RATING_WINDOW_HOURS, race: name, link }),
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

/** 'GP Vibes — F1 races' for Formula 1; another series' calendar names it ('IndyCar'). */
function calendarName({ sport, reader: { t, language } }: RaceCalendarOptions): string {
  if (!sport || sport === DEFAULT_SPORT)
    return t('server.calendar.name', { product: PRODUCT_NAME });
  return t('server.calendar.sportName', {
    product: PRODUCT_NAME,
    sport: sportName(sport, language),
  });
}

/**
 * The subscription calendar: for each race its start (two hours) and its rating window.
 * UIDs are the race id plus the event kind, so they survive re-imports; SEQUENCE and
 * LAST-MODIFIED tell clients a race moved. Race names, places and links only: no result.
 */
export function raceCalendar(entries: readonly ScheduledRace[], opts: RaceCalendarOptions): string {
  const host = new URL(opts.publicUrl).hostname;
  const { t, language } = opts.reader;
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    // The product identifier's last part is the language of the calendar's texts.
    `PRODID:-//${PRODUCT_NAME}//Race calendar//${language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(calendarName(opts))}`,
    `X-WR-CALDESC:${escapeIcsText(t('server.calendar.description'))}`,
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
