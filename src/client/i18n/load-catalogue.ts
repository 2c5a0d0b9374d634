// Each language is split into chunks of its own: the words every page needs (common, and
// vote with the shared vocabulary) load before the first render, a route's own words (home,
// explorer, myRaces, racePage, rankings, and each of the site's own pages' apart) load with
// that route, and the server's texts never reach the browser (docs/decisions/0116).
import type { Language } from '../../domain/i18n/languages';
import type { LaterNamespace } from '../../domain/site/route-namespaces';

type Messages = Record<string, string>;
interface FirstWords {
  default: Messages;
  routeWords: Record<LaterNamespace, () => Promise<{ default: Messages }>>;
}

/**
 * The first words of a language (first-load.ts): one chunk. It also names the chunks of the
 * language's route words, which the page's script does not.
 */
const FIRST: Record<Language, () => Promise<FirstWords>> = {
  en: () => import('../../domain/i18n/messages/en/first-load'),
  es: () => import('../../domain/i18n/messages/es/first-load'),
  'pt-BR': () => import('../../domain/i18n/messages/pt-BR/first-load'),
  fr: () => import('../../domain/i18n/messages/fr/first-load'),
  de: () => import('../../domain/i18n/messages/de/first-load'),
  it: () => import('../../domain/i18n/messages/it/first-load'),
  nl: () => import('../../domain/i18n/messages/nl/first-load'),
  ja: () => import('../../domain/i18n/messages/ja/first-load'),
};

/**
 * The words of `language` every page needs, plus those of the route or feature namespaces
 * asked for.
 * A route's words are asked for once the first words are in; on a page's opening the server
 * has named both (opening-modules.ts), so the browser is fetching them already.
 */
export async function loadMessages(
  language: Language,
  namespaces: readonly LaterNamespace[] = [],
): Promise<Messages> {
  const first = await FIRST[language]();
  const parts = await Promise.all(namespaces.map((namespace) => first.routeWords[namespace]()));
  return Object.assign({}, first.default, ...parts.map((part) => part.default));
}
