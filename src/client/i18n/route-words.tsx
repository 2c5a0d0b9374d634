import { type ReactNode, use } from 'react';
import type { RouteNamespace } from '../../domain/site/route-namespaces';
import { routeWordsReady } from './choose-language';

/** A route's page, rendered once its own words are there in the fan's language. */
export function RouteWords({
  namespace,
  children,
}: {
  namespace: RouteNamespace;
  children: ReactNode;
}) {
  use(routeWordsReady(namespace) as Promise<void>);
  return children;
}
