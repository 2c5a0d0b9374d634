// Dates, numbers and lists of the explorer in the fan's language. English keeps the page's
// British forms ('22 Nov 2025', '4.3', '43%', 'a, b and c'), so 'en' formats as en-GB.
import { intlLocale, type Language } from '../../../domain/i18n/languages';
import { NO_RATING_LABEL } from '../../../domain/voting/rating-labels';
import { roundAverage } from '../../../domain/voting/tally';
import { useLanguage } from '../../i18n/language-store';
import { formatCalendarDay } from '../../shared/race-time';

export interface ExplorerFormat {
  /** '2025-11-22' → '22 Nov 2025'; race days are UTC dates (see race-phase). */
  raceDate: (date: string) => string;
  /** A fans' average to one decimal ('4.3', '4,3'), rounded as everywhere; '-' with no votes. */
  average: (value: number | null) => string;
  /** A score or a slider value to one decimal, rounded as toFixed(1) rounds. */
  decimal: (value: number) => string;
  /** A head count as the table shows it: digits without grouping. */
  count: (value: number) => string;
  /** A share of 0..1 as a whole percentage ('43%', '43 %'). */
  percent: (share: number) => string;
  /** 'Cinema, Great and FULL RACE', with the language's own "and". */
  list: (items: readonly string[]) => string;
  /** Orders labels alphabetically in the language. */
  compare: (a: string, b: string) => number;
}

/** A value made on first use: each Intl formatter costs milliseconds of a phone's CPU. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function createFormat(language: Language): ExplorerFormat {
  const locale = intlLocale(language);
  const oneDecimal = onFirstUse(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  // toFixed's rounding first (Intl rounds 4.85 up, toFixed down); Intl only writes it out.
  const decimal = (value: number) => oneDecimal().format(Number(value.toFixed(1)));
  const whole = onFirstUse(() => new Intl.NumberFormat(locale, { useGrouping: false }));
  const percent = onFirstUse(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  );
  const list = onFirstUse(() => new Intl.ListFormat(locale, { type: 'conjunction' }));
  const collator = onFirstUse(() => new Intl.Collator(locale));
  return {
    raceDate: (value) => formatCalendarDay(value, language),
    average: (value) => {
      const rounded = roundAverage(value);
      return rounded === null ? NO_RATING_LABEL : decimal(rounded);
    },
    decimal,
    count: (value) => whole().format(value),
    // Whole percent by Math.round first, as the home page rounds it, so both show one figure.
    percent: (share) => percent().format(Math.round(share * 100) / 100),
    list: (items) => list().format(items),
    compare: (a, b) => collator().compare(a, b),
  };
}

const formats = new Map<Language, ExplorerFormat>();

export function explorerFormat(language: Language): ExplorerFormat {
  let format = formats.get(language);
  if (!format) {
    format = createFormat(language);
    formats.set(language, format);
  }
  return format;
}

/** The formatters of the page's active language; re-renders when the language changes. */
export function useExplorerFormat(): ExplorerFormat {
  return explorerFormat(useLanguage());
}
