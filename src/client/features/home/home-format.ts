// Numbers and dates on the home page, in the fan's language. English keeps the page's
// own forms: counts without grouping ('1234 ratings'), one-decimal averages
// ('4.2'), whole percentages ('46%') and 'Sat, 22 Nov 2025' dates (the en-GB order).
import type { Language } from '../../../domain/i18n/languages';
import { roundAverage } from '../../../domain/voting/tally';
import { useLanguage } from '../../i18n/language-store';
import { formatCalendarDay, RACE_DAY } from '../../shared/race-time';

export interface HomeFormat {
  /** A head count: no thousands separator in English, the language's own elsewhere. */
  count: (n: number) => string;
  /** An average or AI rating to one decimal; '-' when there is none. */
  average: (value: number | null) => string;
  /** A data score (the AI rating) to one decimal, rounded as toFixed(1) rounds. */
  score: (value: number) => string;
  /** A share in [0, 1] as a whole percentage. */
  percent: (share: number) => string;
  /** A race day ('YYYY-MM-DD'); a date the calendar got wrong is shown as written. */
  raceDate: (date: string) => string;
}

// Every card reads these, and Intl formatters are costly to build (each card built its own
// four: 156 ms of a 4x-slowed CPU on the home page): one set per language.
const formats: Partial<Record<Language, HomeFormat>> = {};

export function homeFormat(language: Language): HomeFormat {
  formats[language] ??= buildHomeFormat(language);
  return formats[language];
}

function buildHomeFormat(language: Language): HomeFormat {
  const counts = new Intl.NumberFormat(language, {
    useGrouping: language === 'en' ? false : 'auto',
  });
  const averages = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percents = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return {
    count: (n) => counts.format(n),
    average: (value) => {
      const rounded = roundAverage(value);
      return rounded === null ? '-' : averages.format(rounded);
    },
    // Intl rounds the shortest decimal (3.05 → 3.1), toFixed the stored binary (3.05 → 3.0):
    // toFixed decides the digit, Intl only writes it.
    score: (value) => averages.format(Number(value.toFixed(1))),
    // Rounded first by Math.round, so a half rounds the same way in every language.
    percent: (share) => percents.format(Math.round(share * 100) / 100),
    raceDate: (date) => formatCalendarDay(date, language, { ...RACE_DAY, weekday: 'short' }),
  };
}

/** The formats of the page's active language. */
export function useHomeFormat(): HomeFormat {
  return homeFormat(useLanguage());
}
