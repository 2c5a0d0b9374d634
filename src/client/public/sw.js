/* GP Vibes service worker: the app shell and the last race data, so the site opens offline.
 * Navigations and race data go to the network first and fall back to the cache; built
 * assets (fingerprinted, immutable) come from the cache first. Writes (POST, DELETE) and the
 * live stream are never cached. Bump VERSION to drop every old cache on the next visit. */

const VERSION = 'v1';
const SHELL_CACHE = `gpvibes-shell-${VERSION}`;
const DATA_CACHE = `gpvibes-data-${VERSION}`;
/** The page's copy of the fan's marks (shared/my-races-mirror.ts): the fan's, not ours to drop. */
const MY_RACES_MIRROR_CACHE = 'gpvibes-my-races';
const SHELL_URLS = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];
const DATA_PATHS = ['/api/races', '/api/tallies', '/api/seasons'];
const NOT_APP_PREFIXES = ['/embed/', '/calendar.ics', '/feed.xml'];
const DATA_SOURCE_MESSAGE = 'gpvibes:data-source';
const CACHE_ASSETS_MESSAGE = 'gpvibes:cache-assets';
/** At most this many files per message: a page loads a handful. */
const CACHE_ASSETS_MAX = 50;

// Push alerts live in their own file; a missing or broken add-on must not stop offline support.
try {
  importScripts('/sw-push.js');
} catch (_error) {
  // No push add-on in this build.
}

/** The fingerprinted scripts and styles index.html points at. */
function assetsIn(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1]);
  return [...urls];
}

async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`shell fetch failed: ${response.status}`);
  const html = await response.clone().text();
  await cache.put('/', response);
  const others = SHELL_URLS.filter((url) => url !== '/').concat(assetsIn(html));
  // One missing icon must not stop the worker from installing.
  await Promise.all(others.map((url) => cache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, DATA_CACHE, MY_RACES_MIRROR_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith('gpvibes-') && !keep.has(n)).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

async function tellClient(clientId, source) {
  const client = clientId ? await self.clients.get(clientId) : null;
  const targets = client ? [client] : await self.clients.matchAll({ type: 'window' });
  for (const target of targets) target.postMessage({ type: DATA_SOURCE_MESSAGE, source });
}

async function networkFirst(request, cacheName, fallbackUrl) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && isCacheable(response, fallbackUrl)) {
      await cache.put(fallbackUrl ?? request, response.clone());
    }
    return { response, source: 'network' };
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return { response: cached, source: 'cache' };
    throw error;
  }
}

/** The shell slot only ever holds the app's HTML, never some other page's answer. */
function isCacheable(response, fallbackUrl) {
  if (fallbackUrl !== '/') return true;
  return (response.headers.get('content-type') || '').includes('text/html');
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

// The files a page loaded before this worker controlled it (its language's words, the
// route it opened) are not in index.html: the page names them, so the next visit opens
// offline too. Only our own fingerprinted assets are taken.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== CACHE_ASSETS_MESSAGE || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((url) => typeof url === 'string' && /^\/assets\/[\w.-]+$/.test(url))
    .slice(0, CACHE_ASSETS_MAX);
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((url) =>
            cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined)),
          ),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.method !== 'GET') {
    // An analytics beacon sent as the page unloads would be lost if the worker left the
    // network fallback to a page that no longer exists, so the worker sends it itself.
    if (path === '/api/events') event.respondWith(fetch(request));
    return;
  }
  if (path === '/sw.js' || path === '/sw-push.js') return;

  // Pages that are not the app (the embeddable card, the feeds) go straight to the network,
  // so their HTML never takes the app shell's slot in the cache.
  if (NOT_APP_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
  if (request.mode === 'navigate' && !path.startsWith('/api/')) {
    // Every route is the same single-page app, so one cached '/' serves them all offline.
    event.respondWith(networkFirst(request, SHELL_CACHE, '/').then((r) => r.response));
    return;
  }
  if (DATA_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) {
    event.respondWith(
      networkFirst(request, DATA_CACHE).then((result) => {
        event.waitUntil(tellClient(event.clientId, result.source));
        return result.response;
      }),
    );
    return;
  }
  if (path.startsWith('/api/')) return; // the live stream, votes, sessions, push: network only
  if (path.startsWith('/assets/') || SHELL_URLS.includes(path)) {
    event.respondWith(cacheFirst(request));
  }
});
