import {
  BOOT_LOADING_ID,
  BOOT_PHRASE_ATTRIBUTE,
  isLoadingPhraseId,
  type LoadingPhraseId,
} from '../../domain/site/loading-phrases';

// The home's loading screen, when the server drew it in the page (domain/site/loading-phrases.ts):
// read once, before the app's first render replaces it. Its phrase carries on in the app's
// loading screen, and its minimum time counts from the first paint, which showed it.

export interface BootLoading {
  /** Whether the server drew the loading screen in the page. */
  drawn: boolean;
  /** The phrase it shows; null when it shows none of ours. */
  phrase: LoadingPhraseId | null;
}

let seen: BootLoading | null = null;

function firstContentfulPaint(): number | null {
  const entry = performance
    .getEntriesByType?.('paint')
    .find((paint) => paint.name === 'first-contentful-paint');
  return entry ? entry.startTime : null;
}

/** What the server drew, read the first time it is asked (main.tsx asks before rendering). */
export function bootLoading(): BootLoading {
  if (seen) return seen;
  const element = document.getElementById(BOOT_LOADING_ID);
  const phrase = element?.getAttribute(BOOT_PHRASE_ATTRIBUTE);
  seen = { drawn: element !== null, phrase: isLoadingPhraseId(phrase) ? phrase : null };
  return seen;
}

/**
 * When the server's loading screen was first painted (ms on the page's clock): the page's
 * first contentful paint, which showed it. Null when the server drew none, or the browser
 * has not recorded that paint.
 */
export function bootPaintedAt(): number | null {
  return bootLoading().drawn ? firstContentfulPaint() : null;
}

/** Tests start each page load afresh. */
export function resetBootLoading(): void {
  seen = null;
}
