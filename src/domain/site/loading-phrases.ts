import type { MessageId } from '../i18n/messages/catalogue';

// The home's loading screen: the server draws it in the page's HTML, so it shows from the
// first paint, and the app keeps the same phrase when it takes over (client/shared/boot-loading.ts).

/** The loading screen's humour; one is picked per page load. */
export const LOADING_PHRASE_IDS = [
  'home.loading.tires',
  'home.loading.checking',
  'home.loading.telemetry',
  'home.loading.engines',
  'home.loading.box',
  'home.loading.lightsOut',
] as const satisfies readonly MessageId[];
export type LoadingPhraseId = (typeof LOADING_PHRASE_IDS)[number];

/** The element the server draws in the app's root; the app replaces it on its first render. */
export const BOOT_LOADING_ID = 'boot-loading';
/** The attribute naming the phrase it shows, so the app shows the same one. */
export const BOOT_PHRASE_ATTRIBUTE = 'data-phrase';

export function isLoadingPhraseId(value: unknown): value is LoadingPhraseId {
  return (LOADING_PHRASE_IDS as readonly unknown[]).includes(value);
}
