// Which words a page loads beside every page's own (docs/decisions/0116): the client loads
// them before its first render, and the server names them in the page so the browser
// fetches them while it reads the app's script (opening-modules.ts).
import { SHARE_PATH_PREFIX } from '../sharing/share-paths';
import { routeKeyForPath } from './routes';

/** The namespaces a route loads with itself; the rest of the client's come first. */
export const ROUTE_NAMESPACES = [
  'home',
  'explorer',
  'install',
  'support',
  'legal',
  'aboutRatings',
  'myRaces',
  'racePage',
  'rankings',
] as const;
export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number];

/**
 * Words a feature loads the first time it is used, on any route: the vote form's with the
 * form's own code (on its first star), the bell's notes on its first tap, the site menu's
 * when it first opens, the install offer's when there is one to make. They are read only
 * after the fan acts or the offer is due, so no page's first load carries them.
 */
export const FEATURE_NAMESPACES = ['voteForm', 'bellNotes', 'menu', 'installOffer'] as const;
export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

/** Every namespace loaded after the words every page needs: a route's or a feature's. */
export type LaterNamespace = RouteNamespace | FeatureNamespace;

/** The words a page at `pathname` reads beyond every page's; none for the 404. */
export function routeNamespaceOf(pathname: string): RouteNamespace | null {
  // A race's own page (/r/<race-id>), whatever its sport.
  if (pathname.startsWith(SHARE_PATH_PREFIX)) return 'racePage';
  const route = routeKeyForPath(pathname);
  if (route === 'notFound') return null;
  if (route === 'home' || route === 'explorer') return route;
  if (route === 'myRaces') return 'myRaces';
  if (route === 'bestRaces') return 'rankings';
  // The site's own pages each load their own words (i18n/message-namespace.ts).
  if (route === 'privacy') return 'legal';
  if (route === 'dataScore' || route === 'fairRatings') return 'aboutRatings';
  return route;
}
