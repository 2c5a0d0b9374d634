import { type ReactNode, use } from 'react';
import type { RouteNamespace } from '../../domain/site/route-namespaces';
import { wordsReady } from './choose-language';

/** A route's page, rendered once its own words are there in the fan's language. */
export function RouteWords({
  namespace,
  children,
}: {
  namespace: RouteNamespace;
  children: ReactNode;
}) {
  use(wordsReady(namespace) as Promise<void>);
  return children;
}
