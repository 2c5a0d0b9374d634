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
 * The pages each sport has under its own path: its home, explorer, to-watch list and best
 * races ('/motogp', '/motogp/all-races', …: a fan catches up on one series at a time), and
 * the site's pages its pages link to ('/motogp/install', '/motogp/support', …), so a fan who
 * goes from a series' page to its alerts or its terms stays in that series (decision 0150).
 * The data score is Formula 1's alone (0121): its page lives at the root only.
 */
const SPORT_ROUTES: readonly KnownRouteKey[] = [
  'home',
  'explorer',
  'myRaces',
  'bestRaces',
  'install',
  'support',
  'privacy',
  'fairRatings',
];

/**
 * A page as a sport's site links it: Formula 1's at its root path, another sport's under its
 * own segment ('/motogp/install'); a page no sport but Formula 1 has ('/data-score') at the
 * root for every sport.
 */
export function sportRoutePath(sport: Sport, key: KnownRouteKey): string {
  const path = ROUTE_PATHS[key];
  if (sport === DEFAULT_SPORT || !SPORT_ROUTES.includes(key)) return path;
  return path === ROUTE_PATHS.home ? sportHomePath(sport) : `${sportHomePath(sport)}${path}`;
}

/**
 * The best races of all time as a sport's site opens them: '/best-races' (every series) from
 * Formula 1's, '/motogp/best-races' (MotoGP's preselected) from MotoGP's.
 */
export function sportBestRacesPath(sport: Sport): string {
  return sport === DEFAULT_SPORT
    ? ROUTE_PATHS.bestRaces
    : `${sportHomePath(sport)}${ROUTE_PATHS.bestRaces}`;
}

/** The pages a fan looks for a series by, as search engines list them: its home, its explorer, its best races. */
export function sportLandingPaths(sport: Sport): string[] {
  return [
    sportRoutePath(sport, 'home'),
    sportRoutePath(sport, 'explorer'),
    sportBestRacesPath(sport),
  ];
}

export function routeKeyForPath(pathname: string): RouteKey {
  // A trailing slash ('/support/') is the same page to a fan.
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { sport, path } = sportOfPath(trimmed);
  const entry = Object.entries(ROUTE_PATHS).find(([, known]) => known === path);
  if (!entry) return 'notFound';
  const key = entry[0] as KnownRouteKey;
  // Another sport has its own copy of every page but the data score (SPORT_ROUTES).
  return sport === DEFAULT_SPORT || SPORT_ROUTES.includes(key) ? key : 'notFound';
}
