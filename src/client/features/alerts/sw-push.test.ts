import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

// The push add-on of the service worker, run in a sandbox that stands in for the worker
// global: events go in, notifications and window actions come out.

const SOURCE = readFileSync(resolve('src/client/public/sw-push.js'), 'utf8');
const ORIGIN = 'https://gpvibes.example';

interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(SOURCE, { self, URL });
  async function fire(type: string, event: object) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  }
  return { self, fire };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});

const ALERT = {
  kind: 'results',
  raceId: '2026-las-vegas-grand-prix',
  title: 'Las Vegas GP rated 4.2 — Great',
  body: 'Best way to watch: Full Race',
  tag: '2026-las-vegas-grand-prix',
  url: '/#las-vegas-grand-prix-2026-11-21',
};

describe('service worker push alerts', () => {
  it('shows the alert tagged with its race, linking to the race card', async () => {
    const { self, fire } = loadWorker();
    await fire('push', pushOf(ALERT));
    expect(self.registration.showNotification).toHaveBeenCalledWith(ALERT.title, {
      body: ALERT.body,
      tag: ALERT.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: ALERT.url },
    });
  });

  it.each([
    ['an unreadable payload', { data: { json: () => JSON.parse('{') } }],
    ['no payload', { data: null }],
    ['a payload without a title', pushOf({ body: 'x' })],
  ])('still shows a plain notice for %s', async (_name, event) => {
    const { self, fire } = loadWorker();
    await fire('push', event);
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'GP Vibes',
      expect.objectContaining({ tag: 'gpvibes', data: { url: '/' } }),
    );
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])(
    'never links off the site: %s',
    async (url) => {
      const { self, fire } = loadWorker();
      await fire('push', pushOf({ ...ALERT, url }));
      expect(self.registration.showNotification).toHaveBeenCalledWith(
        ALERT.title,
        expect.objectContaining({ data: { url: '/' } }),
      );
    },
  );

  const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

  it('on a tap focuses the open window and takes it to the race card', async () => {
    const page: FakeClient = {
      url: `${ORIGIN}/all-races`,
      focus: vi.fn(),
      navigate: vi.fn(async () => null),
    };
    page.focus.mockResolvedValue(page);
    const { self, fire } = loadWorker([
      { ...page, url: 'https://other.example/' } as FakeClient,
      page,
    ]);
    const event = click(ALERT.url);
    await fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(page.focus).toHaveBeenCalled();
    expect(page.navigate).toHaveBeenCalledWith(`${ORIGIN}/#las-vegas-grand-prix-2026-11-21`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open', async () => {
    const { self, fire } = loadWorker([]);
    await fire('notificationclick', click(ALERT.url));
    expect(self.clients.openWindow).toHaveBeenCalledWith(
      `${ORIGIN}/#las-vegas-grand-prix-2026-11-21`,
    );
  });

  it('opens a window when the open page cannot be navigated', async () => {
    const page: FakeClient = {
      url: `${ORIGIN}/`,
      focus: vi.fn(),
      navigate: vi.fn(async () => Promise.reject(new TypeError('not controlled'))),
    };
    page.focus.mockResolvedValue(page);
    const { self, fire } = loadWorker([page]);
    await fire('notificationclick', click('https://evil.example/'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
