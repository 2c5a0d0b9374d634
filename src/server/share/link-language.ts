import {
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGES,
  type Language,
  parseLanguage,
} from '../../domain/i18n/languages';
import type { Reader } from '../../domain/voting/verdict-words';
import { translatorFor } from '../i18n/translators';

// The language a link asks for (`?lang=`): shared links, the calendar, the feed and the
// embed speak it. A link is not a form, so a missing or unknown language is English, never
// an error.

/**
 * The query parameter as the public routes document it. No type on purpose: any value, even
 * one said twice, is accepted and read as English when it is not one of ours.
 */
export const languageQueryProperty = {
  [LANGUAGE_QUERY_PARAM]: {
    description: `Language of the texts: ${LANGUAGES.join(', ')} (others, or none, read English)`,
  },
} as const;

export interface LinkLanguage {
  /** What the link asked for and we speak; undefined when it asked for none we know. */
  asked: Language | undefined;
  reader: Reader;
}

export function linkLanguage(query: unknown): LinkLanguage {
  const value =
    query && typeof query === 'object'
      ? (query as Record<string, unknown>)[LANGUAGE_QUERY_PARAM]
      : undefined;
  const asked = parseLanguage(Array.isArray(value) ? value[0] : value);
  const language = asked ?? DEFAULT_LANGUAGE;
  return { asked, reader: { t: translatorFor(language), language } };
}
