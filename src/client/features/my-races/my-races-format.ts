// Dates and durations of the My races page in the fan's language, through intlLocale:
// English in the site's British forms ('22 Nov 2025').
import { useMemo } from 'react';
import { intlLocale, type Language } from '../../../domain/i18n/languages';
import { useLanguage } from '../../i18n/language-store';
import { formatCalendarDay } from '../../shared/race-time';

export interface MyRacesFormat {
  /** '2025-11-22' → '22 Nov 2025'; race days are UTC dates. */
  raceDate: (date: string) => string;
  /** 95 → '1 hr 35 mins', '1 Std. 35 Min.', '1 時間 35 分'. */
  duration: (minutes: number) => string;
}

export function createMyRacesFormat(language: Language): MyRacesFormat {
  const locale = intlLocale(language);
  // Units rather than Intl.DurationFormat: every browser the site supports has them, so a
  // duration reads the same everywhere.
  const hours = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
  });
  const mins = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  // A list of 200 races holds a handful of lengths: each is written once.
  const durations = new Map<number, string>();
  const write = (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (h === 0) return mins.format(m);
    return m === 0 ? hours.format(h) : `${hours.format(h)} ${mins.format(m)}`;
  };
  return {
    raceDate: (day) => formatCalendarDay(day, language),
    duration: (minutes) => {
      let words = durations.get(minutes);
      if (words === undefined) {
        words = write(minutes);
        durations.set(minutes, words);
      }
      return words;
    },
  };
}

export function useMyRacesFormat(): MyRacesFormat {
  const language = useLanguage();
  return useMemo(() => createMyRacesFormat(language), [language]);
}
