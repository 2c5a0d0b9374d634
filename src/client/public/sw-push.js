/* GP Vibes push alerts, loaded by /sw.js with importScripts. Shows each alert the server
 * sends (at most two per race: voting open, then the spoiler-free verdict) and, on a tap,
 * brings the fan to that race's card. One race's alerts share a tag, so the verdict
 * replaces 'voting is open' instead of stacking beside it. */

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

function readAlert(data) {
  try {
    const alert = data ? data.json() : null;
    if (!alert || typeof alert.title !== 'string' || alert.title === '') return FALLBACK_ALERT;
    return {
      title: alert.title,
      body: typeof alert.body === 'string' ? alert.body : '',
      tag: typeof alert.tag === 'string' && alert.tag ? alert.tag : FALLBACK_ALERT.tag,
      url: safePath(alert.url),
    };
  } catch (_error) {
    // Unreadable payload: a push must still show something (userVisibleOnly).
    return FALLBACK_ALERT;
  }
}

self.addEventListener('push', (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // A replacement (the verdict after 'voting is open') should still be noticed.
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: alert.url },
    }),
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
