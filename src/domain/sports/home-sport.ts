import { DEFAULT_SPORT, isSport, type Sport, sportHomePath, sportOfPath } from './sports';

// The sport a fan chose is remembered on the device (STORAGE_KEYS.sport): the site opens on
// it and its links home lead to it. A new fan, or one who chose Formula 1, gets '/'.

/** A sport's own pages; every other path outside a sport's segment is the site's own. */
const SPORT_PAGE_PATHS: readonly string[] = ['/', '/all-races', '/my-races'];

/** The remembered sport as stored, or none when missing or garbled. */
export function parseRememberedSport(value: unknown): Sport | null {
  return isSport(value) ? value : null;
}

/**
 * What the open visit knows beside the address, for a page whose address names no series
 * (the site's own pages at the root, a race's page): the series the page says it is of (a
 * race's page, once its race is in), and the series of the last page of this visit that had
 * one. Both unknown on a fresh load.
 */
export interface SeriesVisit {
  declared?: Sport | null;
  last?: Sport | null;
}

/**
 * The series the address itself names: a sport's page under its segment (its 404s included:
 * '/motogp/nope' is MotoGP's, and so is '/motogp/install'), or one of Formula 1's own pages at
 * the root; null for the site's own pages there (install, support, terms, a race's page).
 */
export function seriesOfAddress(pathname: string): Sport | null {
  const { sport, path } = sportOfPath(pathname);
  return sport !== DEFAULT_SPORT || SPORT_PAGE_PATHS.includes(path) ? sport : null;
}

/**
 * The sport whose home the page's links lead to, whose owners its footer names and whose
 * alerts its bell turns on: the series the address names; else the one the page declares
 * (a race's), else the one the fan came from in this visit (every other series links to its
 * own pages, so a root page reached within the site is Formula 1's or the race's), else,
 * opened from outside, the remembered sport, else Formula 1 (decision 0150).
 */
export function homeSportOf(
  pathname: string,
  remembered: Sport | null,
  visit: SeriesVisit = {},
): Sport {
  return seriesOfAddress(pathname) ?? visit.declared ?? visit.last ?? remembered ?? DEFAULT_SPORT;
}

/** The site's own pages that show the fan's sport's races (the install page's 'Next up'). */
const FAN_SPORT_PAGE_PATHS: readonly string[] = ['/install'];

/**
 * The sport whose races a page reads: a sport's page its own ('/motogp/install' MotoGP's);
 * the install page at the root the series the fan came from in this visit, else the
 * remembered one; every other page Formula 1's (0122). A race's page never changes it: the
 * page reads its race by itself.
 */
export function dataSportOf(
  pathname: string,
  remembered: Sport | null,
  last: Sport | null = null,
): Sport {
  if (FAN_SPORT_PAGE_PATHS.includes(pathname)) return last ?? remembered ?? DEFAULT_SPORT;
  return sportOfPath(pathname).sport;
}

/**
 * Where the site opens instead of '/', on first load only: the remembered sport's home, or
 * null to stay. An address with a race's card in it ('/#2026-…', an alert) stays as given.
 */
export function openingPath(
  pathname: string,
  hash: string,
  remembered: Sport | null,
): string | null {
  if (pathname !== '/' || (hash !== '' && hash !== '#')) return null;
  if (!remembered || remembered === DEFAULT_SPORT) return null;
  return sportHomePath(remembered);
}
