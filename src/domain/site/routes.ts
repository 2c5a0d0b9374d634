export const ROUTE_PATHS = {
  home: '/',
  explorer: '/all-races',
  install: '/install',
  support: '/support',
  privacy: '/privacy-terms',
  dataScore: '/data-score',
  fairRatings: '/fair-ratings',
} as const;

/** Where the data verdict's formula is explained. */
export const DATA_SCORE_PATH = ROUTE_PATHS.dataScore;

export type KnownRouteKey = keyof typeof ROUTE_PATHS;
/** Every other path is the 404 page. */
export type RouteKey = KnownRouteKey | 'notFound';

export function routeKeyForPath(pathname: string): RouteKey {
  // A trailing slash ('/support/') is the same page to a fan.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = Object.entries(ROUTE_PATHS).find(([, known]) => known === path);
  return entry ? (entry[0] as KnownRouteKey) : 'notFound';
}
