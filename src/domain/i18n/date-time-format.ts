// Every date and time the site writes goes through formatDateTime, in the page's language
// and the fan's time zone (docs/decisions/0148). The browser's own locale never decides the
// words: a Spanish page on an English browser reads '16:00', not '4:00 PM'.
import { intlLocale, type Language, parseLanguage } from './languages';

/** Where and how a fan reads times; both default to the browser's own settings. */
export interface FanClock {
  /** IANA zone, e.g. 'Europe/London'. */
  timeZone?: string;
  /**
   * The browser's BCP 47 locale. It is read only when it speaks the page's language: then its
   * region picks the clock ('en-US' on an English page → '4:00 PM', 'es-MX' → '4:00 p.m.').
   */
  locale?: string;
}

/** Which parts of the date to write; none for a time alone. */
export type DateParts = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month' | 'year'>;

export interface DateTimeShape {
  date?: DateParts;
  /** Add the time of day (hours and minutes), after the date and DATE_TIME_SEPARATOR. */
  time?: boolean;
}

/** Between the day and the time: 'Sun 29 Nov · 17:00'. */
export const DATE_TIME_SEPARATOR = ' · ';

/**
 * The locale a time of day is written in: the fan's own when it is a variant of the page's
 * language (its country's 12- or 24-hour clock), else the language's Intl locale.
 */
export function clockLocale(language: Language, fanLocale?: string): string {
  const own = fanLocale ?? browserLocale();
  return parseLanguage(own) === language ? own : intlLocale(language);
}

// The browser's locale, read once: building a formatter to ask it, for each of a table's
// rows, was the explorer's largest cost on a slowed phone CPU (~90 ms per load).
let browserLocaleRead: string | null = null;
function browserLocale(): string {
  browserLocaleRead ??= new Intl.DateTimeFormat().resolvedOptions().locale;
  return browserLocaleRead;
}

/** Whether a locale's clock runs 1–12 with AM/PM. */
export function usesTwelveHourClock(locale: string): boolean {
  let twelve = twelveHourClocks.get(locale);
  if (twelve === undefined) {
    const { hourCycle } = formatter(locale, { hour: 'numeric' }).resolvedOptions();
    twelve = hourCycle === 'h11' || hourCycle === 'h12';
    twelveHourClocks.set(locale, twelve);
  }
  return twelve;
}
const twelveHourClocks = new Map<string, boolean>();

/**
 * An instant written in `language`: its date in the language's Intl locale (English as the
 * site's British English, '22 Nov 2026'), its time on the clock of clockLocale, both in the
 * fan's zone. A date alone of a calendar day passes timeZone 'UTC' and that day's midnight.
 */
export function formatDateTime(
  at: number,
  language: Language,
  shape: DateTimeShape,
  clock: FanClock = {},
): string {
  const { timeZone } = clock;
  const date = shape.date ? formatter(intlLocale(language), { ...shape.date, timeZone }) : null;
  const written = date ? [date.format(at)] : [];
  if (shape.time) {
    const locale = clockLocale(language, clock.locale);
    const time = formatter(locale, {
      // A 24-hour clock reads '04:00', a 12-hour one '4:00 AM'.
      hour: usesTwelveHourClock(locale) ? 'numeric' : '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(at);
    // ICU versions differ on the space before AM/PM (narrow no-break or plain): one form.
    written.push(time.replace(/[\u202f\u00a0]/g, ' '));
  }
  return written.join(DATE_TIME_SEPARATOR);
}

// A list of 200 races names 200 days: one formatter per locale and shape, not per race
// (building them cost the home page 156 ms of a slowed CPU when each card built its own).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}
