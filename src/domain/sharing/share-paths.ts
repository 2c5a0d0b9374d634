// The addresses of our own pages a link names: a race's page, in the reader's language. Apart
// from the previews (share-preview.ts), which write race names in every language, so a page
// linking to a race carries none of those words.
import { LANGUAGE_QUERY_PARAM, type Language } from '../i18n/languages';

export const SHARE_PATH_PREFIX = '/r/';

/** The path a shared link uses for one race; the app opens it at the race's card. */
export function sharePath(raceId: string): string {
  return `${SHARE_PATH_PREFIX}${encodeURIComponent(raceId)}`;
}

/**
 * A link of ours that opens in the reader's language: `?lang=` added when one was asked
 * for (a link without it keeps its English form).
 */
export function withLanguage(path: string, language: Language | undefined): string {
  if (language === undefined) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${LANGUAGE_QUERY_PARAM}=${encodeURIComponent(language)}`;
}
