import type { Language } from '../../domain/i18n/languages';
import {
  BOOT_LOADING_ID,
  BOOT_PHRASE_ATTRIBUTE,
  LOADING_PHRASE_IDS,
} from '../../domain/site/loading-phrases';
import { pickPhrase } from '../../domain/site/pick-phrase';
import { routeNamespaceOf } from '../../domain/site/route-namespaces';
import { translatorFor } from '../i18n/translators';
import { escapeHtml } from './escape-html';

// A home page's loading screen in the page itself: the browser paints it with the first
// bytes, long before the app's code has arrived, and the spec's minimum time on screen
// counts from that paint (client/shared/boot-loading.ts). The app's own loading screen
// has the same classes, so the hand-over is one frame with nothing moving.

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** The loading screen's markup in `language`, with the phrase `random` (in [0, 1)) picks. */
export function bootLoadingHtml(language: Language, random: number): string {
  const phrase = pickPhrase(LOADING_PHRASE_IDS, random);
  const text = escapeHtml(translatorFor(language)(phrase));
  return (
    `<div id="${BOOT_LOADING_ID}" class="boot-loading" ${BOOT_PHRASE_ATTRIBUTE}="${phrase}">` +
    `<div class="home-loading" role="status" aria-live="polite">` +
    `<span class="home-loading__wheel" aria-hidden="true"></span>` +
    `<p class="home-loading__phrase">${text}</p></div></div>`
  );
}

/** The page with its loading screen drawn in the app's root when it is a home page. */
export function withBootLoading(
  html: string,
  pathname: string,
  language: Language,
  random = Math.random(),
): string {
  if (routeNamespaceOf(pathname) !== 'home') return html;
  return html.replace(
    EMPTY_ROOT,
    () => `<div id="root">${bootLoadingHtml(language, random)}</div>`,
  );
}
