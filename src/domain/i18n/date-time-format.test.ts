import {
  clockLocale,
  DATE_TIME_SEPARATOR,
  type FanClock,
  formatDateTime,
} from './date-time-format';
import type { Language } from './languages';

// 16:00 UTC on Sunday 29 November 2026: 17:00 in Madrid and Berlin, 01:00 on Monday in Tokyo.
const AT = Date.UTC(2026, 10, 29, 16);
const DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;

describe('formatDateTime', () => {
  it.each<[Language, FanClock, string]>([
    // English is the site's British English; a browser speaking English picks the clock.
    ['en', { timeZone: 'Europe/London', locale: 'en-GB' }, 'Sun 29 Nov · 16:00'],
    ['en', { timeZone: 'America/New_York', locale: 'en-US' }, 'Sun 29 Nov · 11:00 AM'],
    ['en', { timeZone: 'Europe/Madrid', locale: 'es-ES' }, 'Sun 29 Nov · 17:00'],
    // Another language never takes the browser's clock (the '4:00 PM' on es and ja);
    // a browser speaking the page's language picks the clock only, never the date's words.
    ['es', { timeZone: 'Europe/Madrid', locale: 'en-US' }, 'dom, 29 nov · 17:00'],
    ['es', { timeZone: 'America/Mexico_City', locale: 'es-MX' }, 'dom, 29 nov · 10:00 a.m.'],
    ['ja', { timeZone: 'Asia/Tokyo', locale: 'en-US' }, '11月30日(月) · 01:00'],
    ['ja', { timeZone: 'Europe/London', locale: 'en-GB' }, '11月29日(日) · 16:00'],
    ['de', { timeZone: 'Europe/Berlin', locale: 'en-US' }, 'So., 29. Nov. · 17:00'],
    ['fr', { timeZone: 'Europe/Paris', locale: 'en-US' }, 'dim. 29 nov. · 17:00'],
  ])('%s in %o reads %j', (language, clock, text) => {
    expect(formatDateTime(AT, language, { date: DAY, time: true }, clock)).toBe(text);
  });

  it.each<[Language, string]>([
    ['en', '29 Nov 2026'],
    ['es', '29 nov 2026'],
    ['ja', '2026年11月29日'],
    ['de', '29. Nov. 2026'],
  ])('writes a day alone in %s as %j, whatever the browser', (language, text) => {
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    expect(formatDateTime(AT, language, { date: day }, { timeZone: 'UTC', locale: 'en-US' })).toBe(
      text,
    );
  });

  it('writes a time alone, without the separator', () => {
    const time = formatDateTime(AT, 'en', { time: true }, { timeZone: 'UTC', locale: 'en-US' });
    expect(time).toBe('4:00 PM');
    expect(time).not.toContain(DATE_TIME_SEPARATOR);
  });
});

describe('clockLocale', () => {
  it.each<[Language, string, string]>([
    ['en', 'en-US', 'en-US'],
    ['en', 'de-DE', 'en-GB'],
    ['es', 'es-MX', 'es-MX'],
    ['es', 'en-US', 'es'],
    ['ja', 'en-US', 'ja'],
    ['pt-BR', 'pt-PT', 'pt-PT'],
  ])('a %s page on a %s browser writes times as %s', (language, browser, locale) => {
    expect(clockLocale(language, browser)).toBe(locale);
  });
});
