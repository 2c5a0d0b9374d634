// The fan's language for the whole page. Components read it through `useT`, so switching
// language re-renders every text at once without a provider around each test or island.
import { useSyncExternalStore } from 'react';
import type { Language } from '../../domain/i18n/languages';
import type { Catalogue, Translate } from '../../domain/i18n/messages/catalogue';
import { createTranslate } from '../../domain/i18n/translate';

interface Active {
  language: Language;
  catalogue: Catalogue;
  t: Translate;
}

let active: Active | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function current(): Active {
  if (!active)
    throw new Error('No language is active: activateLanguage runs before the first render');
  return active;
}

/**
 * Makes `language` the page's language: `<html lang>` follows, and every `useT` re-renders.
 * Race names are not among its words: the server writes them (docs/decisions/0157), and the
 * pages read them again in a new language.
 */
export function activateLanguage(language: Language, catalogue: Catalogue): void {
  active = { language, catalogue, t: createTranslate(language, catalogue) };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The translate function of the active language, for code outside React (titles, toasts). */
export function activeTranslate(): Translate {
  return current().t;
}

/** The messages loaded so far in the active language (a route adds its own). */
export function activeCatalogue(): Catalogue {
  return current().catalogue;
}

export function activeLanguage(): Language {
  return current().language;
}

export function useT(): Translate {
  return useSyncExternalStore(subscribe, () => current().t);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => current().language);
}
