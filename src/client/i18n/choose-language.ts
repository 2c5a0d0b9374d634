// Which language a page opens in: a link's `?lang=` first (a shared page reads as it was
// shared), then the fan's own choice from the menu, then the browser's languages.
import {
  LANGUAGE_QUERY_PARAM,
  type Language,
  parseLanguage,
  pickLanguage,
} from '../../domain/i18n/languages';
import { STORAGE_KEYS } from '../../domain/site/storage-keys';
import { readLocal, writeLocal } from '../shared/local-store';
import { activateLanguage } from './language-store';
import { loadCatalogue } from './load-catalogue';

export function initialLanguage(
  search: string = window.location.search,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  return (
    parseLanguage(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM)) ??
    parseLanguage(readLocal(STORAGE_KEYS.language)) ??
    pickLanguage(browserLanguages)
  );
}

/** The chooser's path: remembered on this device, then every text switches at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeLocal(STORAGE_KEYS.language, language);
  activateLanguage(language, await loadCatalogue(language));
}
