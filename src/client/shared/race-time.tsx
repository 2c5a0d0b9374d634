import { intlLocale, type Language } from '../../domain/i18n/languages';
import { formatRaceDay } from '../../domain/races/race-day';
import { type FanClock, formatRaceStart, raceStartMs } from '../../domain/races/race-start-time';
import type { Race } from '../../domain/types';
import { useLanguage } from '../i18n/language-store';

/** Between the day and the time in formatRaceStart's 'Sun 29 Nov · 17:00'. */
const DAY_TIME_SEPARATOR = ' · ';

/**
 * The start as formatRaceStart writes it, with the day and month in the page's language
 * ('dim. 29 nov. · 17:00', '11月29日(日) · 17:00'); English keeps formatRaceStart's own
 * fixed 'Sun 29 Nov'. The time still follows the fan's clock (12- or 24-hour).
 */
export function formatRaceStartIn(
  language: Language,
  race: Pick<Race, 'startsAt'>,
  clock: FanClock = {},
): string | null {
  const text = formatRaceStart(race, clock);
  const ms = raceStartMs(race);
  if (text === null || ms === null || language === 'en') return text;
  const time = text.slice(text.lastIndexOf(DAY_TIME_SEPARATOR) + DAY_TIME_SEPARATOR.length);
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: clock.timeZone,
  }).format(ms);
  return `${day}${DAY_TIME_SEPARATOR}${time}`;
}

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
  return formatRaceDay(race, {
    locale: intlLocale(language),
    timeZone: clock.timeZone,
    weekday: clock.weekday,
  });
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
 * The race's start in the fan's own time zone and clock ('Sun 29 Nov · 17:00'), read from
 * the browser's settings, the day named in the page's language; the date alone when the
 * calendar gives no start time. The one rule of race-day.ts: the day is the fan's date of
 * the start.
 */
export function RaceTime({ race, dateText }: RaceTimeProps) {
  const language = useLanguage();
  const start = formatRaceStartIn(language, race);
  return start && race.startsAt ? (
    <time dateTime={race.startsAt}>{start}</time>
  ) : (
    <time dateTime={race.date}>
      {dateText ?? formatRaceDayIn(language, race, { weekday: true })}
    </time>
  );
}
