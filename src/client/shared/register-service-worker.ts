export const SERVICE_WORKER_URL = '/sw.js';

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
  const register = () => nav.serviceWorker.register(SERVICE_WORKER_URL).catch(() => null);
  if (win.document.readyState === 'complete') return register();
  return new Promise((resolve) => {
    win.addEventListener('load', () => resolve(register()), { once: true });
  });
}
