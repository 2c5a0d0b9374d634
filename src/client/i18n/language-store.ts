// The fan's language for the whole page. Components read it through `useT`, so switching
// language re-renders every text at once without a provider around each test or island.
import { useSyncExternalStore } from 'react';
import type { Language } from '../../domain/i18n/languages';
import type { Catalogue, Translate } from '../../domain/i18n/messages/catalogue';
import type { RaceNameWords } from '../../domain/i18n/race-name-words';
import { createTranslate } from '../../domain/i18n/translate';
import { ENGLISH_RACE_NAMES } from '../../domain/races/localized-race-name';

interface Active {
  language: Language;
  catalogue: Catalogue;
  t: Translate;
  /** How the language writes race and place names (races/localized-race-name.ts). */
  raceNames: RaceNameWords;
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
 * Its race names come with the words every page needs; a route's words added later keep
 * them, and a language activated without them names races in English.
 */
export function activateLanguage(
  language: Language,
  catalogue: Catalogue,
  raceNames: RaceNameWords = active?.language === language ? active.raceNames : ENGLISH_RACE_NAMES,
): void {
  active = { language, catalogue, t: createTranslate(language, catalogue), raceNames };
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

/** The active language's race and place names, for code outside React. */
export function activeRaceNames(): RaceNameWords {
  return current().raceNames;
}

export function useT(): Translate {
  return useSyncExternalStore(subscribe, () => current().t);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => current().language);
}

/** The active language's race and place names, for localized-race-name.ts. */
export function useRaceNames(): RaceNameWords {
  return useSyncExternalStore(subscribe, () => current().raceNames);
}
