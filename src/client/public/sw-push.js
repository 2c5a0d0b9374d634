/* GP Vibes push alerts, loaded by /sw.js with importScripts. Shows each alert the server
 * sends (at most two per race: voting open, then the spoiler-free verdict) and, on a tap,
 * brings the fan to that race's own page. One race's alerts share a tag, so the verdict
 * replaces 'voting is open' instead of stacking beside it. A verdict for a race this
 * device's spoiler shield covers shows only that the verdict is in (decision 0124). */

const FALLBACK_ALERT = {
  title: 'GP Vibes',
  body: 'There is news on GP Vibes.',
  tag: 'gpvibes',
  url: '/',
};

/** Only paths on this site: an alert can never send a fan elsewhere. */
function safePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/** The page's copy of the fan's marks: same names as src/client/shared/my-races-mirror.ts. */
const MY_RACES_MIRROR = {
  cache: 'gpvibes-my-races',
  url: '/gpvibes-device/my-races.json',
  version: 1,
};

function readShieldedText(alert) {
  const text = alert.shielded;
  if (alert.kind !== 'results' || typeof alert.raceId !== 'string') return null;
  if (!text || typeof text.title !== 'string' || text.title === '') return null;
  return { title: text.title, body: typeof text.body === 'string' ? text.body : '' };
}

function readAlert(data) {
  try {
    const alert = data ? data.json() : null;
    if (!alert || typeof alert.title !== 'string' || alert.title === '') return FALLBACK_ALERT;
    return {
      title: alert.title,
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' && alert.tag ? alert.tag : FALLBACK_ALERT.tag,
      url: safePath(alert.url),
      raceId: alert.raceId,
      shielded: readShieldedText(alert),
    };
  } catch (_error) {
    // Unreadable payload: a push must still show something (userVisibleOnly).
    return FALLBACK_ALERT;
  }
}

/**
 * The domain's isShielded (src/domain/my-races/watch-marks.ts) over the page's copy; the
 * two are held together by one table test. A copy that is not ours shields nothing.
 */
function isShieldedOnThisDevice(mirror, raceId) {
  if (!mirror || typeof mirror !== 'object' || mirror.v !== MY_RACES_MIRROR.version) return false;
  const { shield, marks, revealed } = mirror;
  if (shield === 'off' || !Array.isArray(revealed) || revealed.includes(raceId)) return false;
  const own = marks && typeof marks === 'object' && Object.hasOwn(marks, raceId);
  const mark = own ? marks[raceId] : undefined;
  if (shield === 'to-watch') return mark === 'to-watch';
  if (shield === 'unwatched') return mark !== 'watched';
  return false;
}

async function readMirror() {
  try {
    const cache = await self.caches.open(MY_RACES_MIRROR.cache);
    const response = await cache.match(MY_RACES_MIRROR.url);
    return response ? await response.json() : null;
  } catch (_error) {
    // No copy, or an unreadable one: the fan never marked a race here.
    return null;
  }
}

/** What this device shows: the neutral words when its shield covers the race. */
async function alertForThisDevice(alert) {
  if (!alert.shielded) return alert;
  const shielded = isShieldedOnThisDevice(await readMirror(), alert.raceId);
  return shielded ? { ...alert, ...alert.shielded } : alert;
}

self.addEventListener('push', (event) => {
  const received = readAlert(event.data);
  event.waitUntil(
    alertForThisDevice(received).then((alert) =>
      self.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        // A replacement (the verdict after 'voting is open') should still be noticed.
        renotify: true,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: alert.url },
      }),
    ),
  );
});

async function openOrFocus(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  const focused = await open.focus();
  try {
    // navigate() works only for pages this worker controls.
    return await (focused || open).navigate(url);
  } catch (_error) {
    return self.clients.openWindow(url);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openOrFocus(safePath(data.url)));
});
