import { type KnownRouteKey, sportRoutePath } from '../../domain/site/routes';
import { useHomeSport } from './remembered-sport';

/**
 * A page as the open page's series links it: '/motogp/install' from MotoGP's pages, so a fan
 * who follows it stays in that series (decision 0150); '/install' from Formula 1's.
 */
export function useSeriesPath(key: KnownRouteKey): string {
  return sportRoutePath(useHomeSport(), key);
}
