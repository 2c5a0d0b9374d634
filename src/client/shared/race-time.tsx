import type { Language } from '../../domain/i18n/languages';
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

export interface RaceTimeProps {
  race: Pick<Race, 'date' | 'startsAt'>;
  /** What shows when the race has no start time: the page's own date format. */
  dateText: string;
}

/**
 * The race's start in the fan's own time zone and clock ('Sun 29 Nov · 17:00'), read from
 * the browser's settings, the day named in the page's language; the date alone when the
 * calendar gives no start time.
 */
export function RaceTime({ race, dateText }: RaceTimeProps) {
  const language = useLanguage();
  const start = formatRaceStartIn(language, race);
  return start && race.startsAt ? (
    <time dateTime={race.startsAt}>{start}</time>
  ) : (
    <time dateTime={race.date}>{dateText}</time>
  );
}
