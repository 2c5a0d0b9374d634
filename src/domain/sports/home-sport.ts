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
 * The sport whose home the page's links lead to: the sport of a sport's page (its 404s
 * included: '/motogp/nope' is MotoGP's), else, on the site's own pages (install, support,
 * terms, a shared race link), the remembered sport, else Formula 1.
 */
export function homeSportOf(pathname: string, remembered: Sport | null): Sport {
  const { sport, path } = sportOfPath(pathname);
  if (sport !== DEFAULT_SPORT || SPORT_PAGE_PATHS.includes(path)) return sport;
  return remembered ?? DEFAULT_SPORT;
}

/** The site's own pages that show the fan's sport's races (the install page's 'Next up'). */
const FAN_SPORT_PAGE_PATHS: readonly string[] = ['/install'];

/**
 * The sport whose races a page reads: a sport's page its own; the install page the fan's
 * (remembered) sport's; every other page Formula 1's (0122).
 */
export function dataSportOf(pathname: string, remembered: Sport | null): Sport {
  if (FAN_SPORT_PAGE_PATHS.includes(pathname)) return remembered ?? DEFAULT_SPORT;
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
