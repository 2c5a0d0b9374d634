export const SERVICE_WORKER_URL = '/sw.js';
/** Asks the worker to keep the built files this page loaded before it was in control. */
export const CACHE_ASSETS_MESSAGE = 'gpvibes:cache-assets';

/** The built files (/assets/…) this page has loaded from its own origin. */
export function loadedAssets(win: Window = window): string[] {
  const entries = win.performance?.getEntriesByType?.('resource') ?? [];
  const paths = entries
    .map((entry) => new URL(entry.name, win.location.href))
    .filter((url) => url.origin === win.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/**
 * Registers the offline service worker once the page has loaded, so it never competes
 * with the first paint. A browser without service workers, or a failed registration,
 * is ignored silently (decision 0051): the site simply works online only.
 */
export function registerServiceWorker(
  nav: Navigator = navigator,
  win: Window = window,
): Promise<ServiceWorkerRegistration | null> {
  if (!nav.serviceWorker) return Promise.resolve(null);
  const register = () =>
    nav.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then((registration) => {
        // The words of the page's language and its route were fetched before the worker
        // existed; once it is active it keeps them, so the next visit opens offline.
        void nav.serviceWorker.ready
          ?.then((ready) =>
            ready.active?.postMessage({ type: CACHE_ASSETS_MESSAGE, urls: loadedAssets(win) }),
          )
          .catch(() => undefined);
        return registration;
      })
      .catch(() => null);
  if (win.document.readyState === 'complete') return register();
  return new Promise((resolve) => {
    win.addEventListener('load', () => resolve(register()), { once: true });
  });
}
