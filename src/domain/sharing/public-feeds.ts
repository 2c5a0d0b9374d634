// Paths of the public, read-only outputs other programs consume: calendar apps, feed
// readers and other sites' pages. One place, so server routes, links and tests agree.

export const CALENDAR_FEED_PATH = '/calendar.ics';
export const ATOM_FEED_PATH = '/feed.xml';
export const EMBED_PATH_PREFIX = '/embed/';
/** The embed's route pattern, as the server registers it. */
export const EMBED_ROUTE = `${EMBED_PATH_PREFIX}:raceId`;
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The subscription link calendar apps open: the same address with the webcal: scheme, so
 * the fan's calendar subscribes (and follows changes) instead of importing a copy.
 */
export function webcalUrl(siteOrigin: string, path = CALENDAR_FEED_PATH): string {
  const url = new URL(path, siteOrigin);
  return `webcal://${url.host}${url.pathname}`;
}

export function embedPath(raceId: string): string {
  return `${EMBED_PATH_PREFIX}${encodeURIComponent(raceId)}`;
}
