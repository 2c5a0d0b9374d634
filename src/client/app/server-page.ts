import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { SHARE_PATH_PREFIX } from '../../domain/sharing/share-paths';
import { routeKeyForPath } from '../../domain/site/routes';

// A race page's and an explorer's full load arrive drawn by the server (decisions 0139,
// 0158): a static copy in `#server-page`, the app's `#root` hidden after it. The app renders
// into the hidden root and takes the page over once it has drawn its own: those two pages
// from a layout effect (before the browser paints, so the fan never sees both or neither),
// every other page at once. Until then the fan reads the server's page, which needs no
// script.

export const SERVER_PAGE_ID = 'server-page';
export const APP_ROOT_ID = 'root';

/**
 * How long after the app's first render the server's page may stay. Generous: a race page
 * on a slow phone network waits for its chunk and its data, and handing over before them
 * would swap a drawn page for a loading line. Past it, whatever kept the page back (a
 * request that never answers, a bug), the fan gets the live app rather than a dead copy.
 */
export const HAND_OVER_DEADLINE_MS = 8_000;

export function hasServerPage(doc: Document = document): boolean {
  return doc.getElementById(SERVER_PAGE_ID) !== null;
}

/** The app's page replaces the server's: the summary goes, the root shows. Safe to repeat. */
export function handOverServerPage(doc: Document = document): void {
  doc.getElementById(SERVER_PAGE_ID)?.remove();
  const root = doc.getElementById(APP_ROOT_ID);
  if (root) root.hidden = false;
}

/**
 * The safety net, armed as the app first renders: at the deadline the app takes over if it
 * has drawn anything. An app that failed and left its root empty leaves the server's page,
 * the only page there is. Returns the cancel.
 */
export function armHandOverDeadline(
  doc: Document = document,
  delayMs: number = HAND_OVER_DEADLINE_MS,
): () => void {
  if (!hasServerPage(doc)) return () => {};
  const timer = setTimeout(() => {
    if (doc.getElementById(APP_ROOT_ID)?.hasChildNodes()) handOverServerPage(doc);
  }, delayMs);
  return () => clearTimeout(timer);
}

/** Whether `pathname` is a page the server draws, which hands over by itself once drawn. */
export function handsOverWhenDrawn(pathname: string): boolean {
  return pathname.startsWith(SHARE_PATH_PREFIX) || routeKeyForPath(pathname) === 'explorer';
}

/**
 * In the app's shell: any other page hands over as soon as it has rendered, so a fan the
 * app sent elsewhere (the 404, another route) is never left looking at the server's page
 * with the app hidden behind it.
 */
export function useHandOverElsewhere(): void {
  const { pathname } = useLocation();
  const ownHandOver = handsOverWhenDrawn(pathname);
  useLayoutEffect(() => {
    if (!ownHandOver) handOverServerPage();
  }, [ownHandOver]);
}
