// Which language a page opens in: a link's `?lang=` first (a shared page reads as it was
// shared), then the fan's own choice from the menu, then the browser's languages. A link's
// language is remembered as a choice in the menu is, so the next page and a reload keep it.
import {
  LANGUAGE_QUERY_PARAM,
  type Language,
  parseLanguage,
  pickLanguage,
} from '../../domain/i18n/languages';
import { namespaceOfMessage } from '../../domain/i18n/message-namespace';
import type { Catalogue } from '../../domain/i18n/messages/catalogue';
import { type LaterNamespace, routeNamespaceOf } from '../../domain/site/route-namespaces';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { readLocal, writeLocal } from '../shared/local-store';
import { activateLanguage, activeCatalogue, activeLanguage } from './language-store';
import { loadMessages } from './load-catalogue';

export function initialLanguage(
  search: string = window.location.search,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  const linked = parseLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
  if (linked) {
    writeLocal(STORAGE_KEYS.language, linked);
    return linked;
  }
  return parseLanguage(readLocal(STORAGE_KEYS.language)) ?? pickLanguage(browserLanguages);
}

/** A promise React's `use` reads without suspending once it is marked fulfilled. */
type Ready = Promise<void> & { status?: 'fulfilled'; value?: undefined };

function fulfilled(): Ready {
  return Object.assign(Promise.resolve() as Ready, {
    status: 'fulfilled' as const,
    value: undefined,
  });
}

/**
 * The route and feature namespaces this page has loaded or is loading: a switch of language
 * loads them again.
 */
const laterWords = new Map<LaterNamespace, Ready>();

// The page's opening words are the domain's rule, which the server's preloads read too.
export { routeNamespaceOf };

/** Before the first render: the words every page needs and the opening page's own. */
export async function startLanguage(
  language: Language,
  pathname: string = window.location.pathname,
): Promise<void> {
  const opening = routeNamespaceOf(pathname);
  const namespaces = opening ? [opening] : [];
  const messages = await loadMessages(language, namespaces);
  // A page starts once; a test opening the next page starts it afresh, with only these words.
  laterWords.clear();
  activateLanguage(language, messages as Catalogue);
  for (const namespace of namespaces) laterWords.set(namespace, fulfilled());
}

/** The chooser's path: remembered on this device, then every text switches at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeLocal(STORAGE_KEYS.language, language);
  const namespaces = [...laterWords.keys()];
  const messages = await loadMessages(language, namespaces);
  activateLanguage(language, messages as Catalogue);
}

/**
 * Settles once a route's or a feature's words are there in the page's language; the first
 * call for a namespace loads them (a page whose catalogue already holds them, as in tests,
 * is ready).
 */
export function wordsReady(namespace: LaterNamespace): Ready {
  const known = laterWords.get(namespace);
  if (known) return known;
  if (Object.keys(activeCatalogue()).some((id) => namespaceOfMessage(id) === namespace)) {
    const ready = fulfilled();
    laterWords.set(namespace, ready);
    return ready;
  }
  const language = activeLanguage();
  const ready: Ready = loadMessages(language, [namespace]).then(
    (messages) => {
      // A switch of language while these loaded has brought them in the new language.
      if (activeLanguage() === language) {
        activateLanguage(language, { ...activeCatalogue(), ...messages } as Catalogue);
      }
      ready.status = 'fulfilled';
    },
    (error: unknown) => {
      // A chunk that did not arrive (offline) is asked for again on the next visit.
      laterWords.delete(namespace);
      throw error;
    },
  );
  laterWords.set(namespace, ready);
  return ready;
}
