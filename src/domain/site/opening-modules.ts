// What a page needs before its first render, beyond the app's own script: the fan's words
// (every page's and the route's, docs/decisions/0116) and, on a home page or a race's own
// page, its screens. The client asks for them only once its script has run; the server
// names them in the page it sends (`modulepreload`), so the browser fetches them beside that
// script instead of after it (docs/decisions/0134). Named by their source files, as the
// build's manifest names them.
import type { Language } from '../i18n/languages';
import { routeNamespaceOf } from './route-namespaces';

/** The home page's screens (client/app/home-chunk.ts loads it before the first render). */
export const HOME_SCREENS_MODULE = 'src/client/app/home-screens.ts';

/**
 * A race's own page (app.tsx loads it lazily): on a full load of /r/<race-id> the app takes
 * over from the server's page only once it is in, so a phone should not wait a round trip
 * after the app's script to ask for it.
 */
export const RACE_PAGE_MODULE = 'src/client/features/race-page/race-page.tsx';

const MESSAGES_DIR = 'src/domain/i18n/messages';

/** The source modules a page at `pathname` loads before it first renders, in `language`. */
export function openingModules(pathname: string, language: Language): string[] {
  const namespace = routeNamespaceOf(pathname);
  const modules = [`${MESSAGES_DIR}/${language}/first-load.ts`];
  if (namespace) modules.push(`${MESSAGES_DIR}/${language}/${namespace}.json`);
  if (namespace === 'home') modules.push(HOME_SCREENS_MODULE);
  if (namespace === 'racePage') modules.push(RACE_PAGE_MODULE);
  return modules;
}
