import { type DateParts, formatDateTime } from '../../domain/i18n/date-time-format';
import type { Language } from '../../domain/i18n/languages';
import { fanRaceDay } from '../../domain/races/race-day';
import { raceDayStartMs } from '../../domain/races/race-phase';
import { type FanClock, formatRaceStart } from '../../domain/races/race-start-time';
import type { Race } from '../../domain/types';
import { useLanguage } from '../i18n/language-store';

/**
 * The race's day alone, as every page writes it (race-day.ts): the fan's local date of the
 * start ('22 Nov 2026' in Madrid, '21 Nov 2026' in Los Angeles for Las Vegas), or the venue
 * race day without a start time, in the page's language.
 */
export function formatRaceDayIn(
  language: Language,
  race: Pick<Race, 'date' | 'startsAt'>,
  clock: Pick<FanClock, 'timeZone'> & { weekday?: boolean } = {},
): string {
  return formatCalendarDay(fanRaceDay(race, clock.timeZone), language, {
    ...RACE_DAY,
    ...(clock.weekday ? { weekday: 'short' } : {}),
  });
}

/** A race's day as lists write it: '22 Nov 2026'. */
export const RACE_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * A calendar day ('YYYY-MM-DD') written in `language`, the same day for every zone; a day
 * the calendar got wrong is shown as written.
 */
export function formatCalendarDay(
  day: string,
  language: Language,
  parts: DateParts = RACE_DAY,
): string {
  const ms = raceDayStartMs(day);
  return Number.isFinite(ms)
    ? formatDateTime(ms, language, { date: parts }, { timeZone: 'UTC' })
    : day;
}

export interface RaceTimeProps {
  race: Pick<Race, 'date' | 'startsAt'>;
  /**
   * What shows when the race has no start time: the page's own date format of its race
   * day. By default the day as formatRaceDayIn writes it, with its weekday.
   */
  dateText?: string;
}

/**
 * The race's start in the fan's own time zone ('Sun 29 Nov · 17:00'), day and time written
 * in the page's language (formatRaceStart); the date alone when the calendar gives no start
 * time. The one rule of race-day.ts: the day is the fan's date of
 * the start.
 */
export function RaceTime({ race, dateText }: RaceTimeProps) {
  const language = useLanguage();
  const start = formatRaceStart(race, {}, language);
  return start && race.startsAt ? (
    <time dateTime={race.startsAt}>{start}</time>
  ) : (
    <time dateTime={race.date}>
      {dateText ?? formatRaceDayIn(language, race, { weekday: true })}
    </time>
  );
}
