import { type ReactNode, use } from 'react';
import { type RouteNamespace, routeShowsArchive } from '../../domain/site/route-namespaces';
import { archiveNamesReady, wordsReady } from './choose-language';

/**
 * A route's page, rendered once its own words are there in the fan's language, and the
 * archive's race names too on a page that shows archive races (both asked for at once).
 */
export function RouteWords({
  namespace,
  children,
}: {
  namespace: RouteNamespace;
  children: ReactNode;
}) {
  const words = wordsReady(namespace);
  const archive = routeShowsArchive(namespace) ? archiveNamesReady() : null;
  use(words as Promise<void>);
  if (archive) use(archive as Promise<void>);
  return children;
}
