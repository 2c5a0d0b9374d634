// Paths of the public, read-only outputs other programs consume: calendar apps, feed
// readers and other sites' pages. One place, so server routes, links and tests agree.
// Each speaks the language its link asks for with `?lang=` (English without it), and one
// sport's calendar or feed is `sportPath(path, sport)` (sports.ts).
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { withLanguage } from './share-paths';

export const CALENDAR_FEED_PATH = '/calendar.ics';
export const ATOM_FEED_PATH = '/feed.xml';
export const EMBED_PATH_PREFIX = '/embed/';
/** The embed's route pattern, as the server registers it. */
export const EMBED_ROUTE = `${EMBED_PATH_PREFIX}:raceId`;
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The subscription link calendar apps open: the same address with the webcal: scheme, so
 * the fan's calendar subscribes (and follows changes) instead of importing a copy. With a
 * language other than English, the calendar's texts come in it.
 */
export function webcalUrl(
  siteOrigin: string,
  path = CALENDAR_FEED_PATH,
  language?: Language,
): string {
  const url = new URL(path, siteOrigin);
  const asked = language === DEFAULT_LANGUAGE ? undefined : language;
  return `webcal://${url.host}${withLanguage(url.pathname + url.search, asked)}`;
}

export function embedPath(raceId: string): string {
  return `${EMBED_PATH_PREFIX}${encodeURIComponent(raceId)}`;
}
