import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeKeyForPath } from '../../domain/site/routes';
import { track } from '../shared/analytics';
import { isStandaloneDisplay } from '../shared/use-document-title';

/** One page_view per route change (domain/analytics/analytics-events.ts) (the path only: no query, no hash). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', {
      path: pathname,
      route: routeKeyForPath(pathname),
      standalone: isStandaloneDisplay(),
    });
  }, [pathname]);
}
