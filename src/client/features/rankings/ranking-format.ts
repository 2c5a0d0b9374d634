import { intlLocale, type Language } from '../../../domain/i18n/languages';
import { useLanguage } from '../../i18n/language-store';

// Numbers of the ranking in the fan's language: a verdict to one decimal ('4.6', '4,6'), a
// rank or a count with the language's digits and grouping.

export interface RankingFormat {
  /** A verdict already rounded to one decimal, written with exactly one. */
  score: (value: number) => string;
  whole: (value: number) => string;
}

const formats = new Map<Language, RankingFormat>();

function createFormat(language: Language): RankingFormat {
  const locale = intlLocale(language);
  const oneDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const whole = new Intl.NumberFormat(locale);
  return { score: (value) => oneDecimal.format(value), whole: (value) => whole.format(value) };
}

export function useRankingFormat(): RankingFormat {
  const language = useLanguage();
  let format = formats.get(language);
  if (!format) {
    format = createFormat(language);
    formats.set(language, format);
  }
  return format;
}
