import { DEFAULT_SPORT, type Sport, sportHomePath, sportOfPath } from '../sports/sports';

export const ROUTE_PATHS = {
  home: '/',
  explorer: '/all-races',
  install: '/install',
  support: '/support',
  privacy: '/privacy-terms',
  dataScore: '/data-score',
  fairRatings: '/fair-ratings',
  myRaces: '/my-races',
  bestRaces: '/best-races',
} as const;

/** Where the data verdict's formula is explained. */
export const DATA_SCORE_PATH = ROUTE_PATHS.dataScore;

export type KnownRouteKey = keyof typeof ROUTE_PATHS;
/** Every other path is the 404 page. */
export type RouteKey = KnownRouteKey | 'notFound';

/**
 * The pages each sport has under its own path ('/motogp', '/motogp/all-races',
 * '/motogp/my-races', '/motogp/best-races': a fan catches up on one series at a time).
 */
const SPORT_ROUTES: readonly KnownRouteKey[] = ['home', 'explorer', 'myRaces', 'bestRaces'];

/**
 * The best races of all time as a sport's site opens them: '/best-races' (every series) from
 * Formula 1's, '/motogp/best-races' (MotoGP's preselected) from MotoGP's.
 */
export function sportBestRacesPath(sport: Sport): string {
  return sport === DEFAULT_SPORT
    ? ROUTE_PATHS.bestRaces
    : `${sportHomePath(sport)}${ROUTE_PATHS.bestRaces}`;
}

export function routeKeyForPath(pathname: string): RouteKey {
  // A trailing slash ('/support/') is the same page to a fan.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { sport, path } = sportOfPath(trimmed);
  const entry = Object.entries(ROUTE_PATHS).find(([, known]) => known === path);
  if (!entry) return 'notFound';
  const key = entry[0] as KnownRouteKey;
  // Another sport has its home, explorer, to-watch list and best races; the site's own pages
  // live only at the root.
  return sport === DEFAULT_SPORT || SPORT_ROUTES.includes(key) ? key : 'notFound';
}
