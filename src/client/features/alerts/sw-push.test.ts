import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { EMPTY_MY_RACES, isShielded, type MyRaces } from '../../../domain/my-races/my-races';
import {
  MY_RACES_MIRROR_CACHE,
  MY_RACES_MIRROR_URL,
  MY_RACES_MIRROR_VERSION,
  mirrorOf,
} from '../../shared/my-races/my-races-mirror';

// The push add-on of the service worker, run in a sandbox that stands in for the worker
// global: events go in, notifications and window actions come out.

const SOURCE = readFileSync(resolve('src/client/public/sw-push.js'), 'utf8');
const ORIGIN = 'https://gpvibes.example';

interface FakeClient {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

/** The worker's Cache Storage holding the page's copy of the marks (raw JSON text), or none. */
function cachesHolding(mirror: string | null) {
  return {
    open: vi.fn(async (name: string) => ({
      match: async (url: string) =>
        name === MY_RACES_MIRROR_CACHE && url === MY_RACES_MIRROR_URL && mirror !== null
          ? new Response(mirror)
          : undefined,
    })),
  };
}

function loadWorker(windows: FakeClient[] = [], caches?: ReturnType<typeof cachesHolding>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    caches,
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  runInNewContext(SOURCE, { self, URL, Response });
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
  url: '/r/2026-las-vegas-grand-prix',
};

describe('service worker push alerts', () => {
  it('shows the alert tagged with its race, linking to the race page', async () => {
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

  it('on a tap focuses the open window and takes it to the race page', async () => {
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
    expect(page.navigate).toHaveBeenCalledWith(`${ORIGIN}/r/2026-las-vegas-grand-prix`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open', async () => {
    const { self, fire } = loadWorker([]);
    await fire('notificationclick', click(ALERT.url));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/r/2026-las-vegas-grand-prix`);
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

  describe("a verdict for a race this device's shield covers", () => {
    const RACE = ALERT.raceId;
    const OTHER = '2026-qatar-grand-prix';
    const SHIELDED_TEXT = {
      title: 'Las Vegas GP: the verdict is in',
      body: 'Open GP Vibes when you have watched it.',
    };
    const VERDICT = { ...ALERT, shielded: SHIELDED_TEXT };
    const at = '2026-11-22T10:00:00.000Z';
    const state = (
      change: Partial<MyRaces>,
      marks: Record<string, 'watched' | 'to-watch'> = {},
    ) => ({
      ...EMPTY_MY_RACES,
      ...change,
      marks: Object.fromEntries(Object.entries(marks).map(([id, mark]) => [id, { mark, at }])),
    });

    async function shownTitle(mirror: string | null, payload: object = VERDICT) {
      const { self, fire } = loadWorker([], cachesHolding(mirror));
      await fire('push', pushOf(payload));
      expect(self.registration.showNotification).toHaveBeenCalledTimes(1);
      const [title, options] = self.registration.showNotification.mock.calls[0] as unknown as [
        string,
        { body: string; tag: string; data: { url: string } },
      ];
      // Shielded or not, the alert keeps its race's tag and leads to its page.
      expect(options).toMatchObject({ tag: ALERT.tag, data: { url: ALERT.url } });
      return { title, body: options.body };
    }

    // The same cases through the domain's rule and the worker's copy of it: they cannot drift.
    it.each<[string, MyRaces]>([
      ['no marks at all', EMPTY_MY_RACES],
      ['marked still to watch', state({}, { [RACE]: 'to-watch' })],
      ['marked watched', state({}, { [RACE]: 'watched' })],
      ['another race marked still to watch', state({}, { [OTHER]: 'to-watch' })],
      ['still to watch, then revealed', state({ revealed: [RACE] }, { [RACE]: 'to-watch' })],
      ['another race revealed', state({ revealed: [OTHER] }, { [RACE]: 'to-watch' })],
      ['still to watch, shield off', state({ shield: 'off' }, { [RACE]: 'to-watch' })],
      ['unmarked, every race not watched', state({ shield: 'unwatched' })],
      [
        'still to watch, every race not watched',
        state({ shield: 'unwatched' }, { [RACE]: 'to-watch' }),
      ],
      ['watched, every race not watched', state({ shield: 'unwatched' }, { [RACE]: 'watched' })],
      [
        'unmarked and revealed, every race not watched',
        state({ shield: 'unwatched', revealed: [RACE] }),
      ],
      [
        'way to watch allowed, still to watch',
        state({ showWayToWatch: true }, { [RACE]: 'to-watch' }),
      ],
      ['unmarked, shield off', state({ shield: 'off' })],
    ])('%s: as isShielded says', async (_name, myRaces) => {
      const shown = await shownTitle(JSON.stringify(mirrorOf(myRaces)));
      const expected = isShielded(myRaces, RACE) ? SHIELDED_TEXT : ALERT;
      expect(shown).toEqual({ title: expected.title, body: expected.body });
    });

    it.each<[string, string | null]>([
      ['no copy of the marks', null],
      ['an unreadable copy', '{"v":1,'],
      [
        'a copy of another version',
        JSON.stringify({ v: 99, shield: 'unwatched', marks: {}, revealed: [] }),
      ],
      [
        'a copy with an unknown shield',
        JSON.stringify({ v: 1, shield: 'all', marks: {}, revealed: [] }),
      ],
      ['a copy that is not an object', '"to-watch"'],
    ])('%s: the verdict as everyone gets it', async (_name, mirror) => {
      expect((await shownTitle(mirror)).title).toBe(ALERT.title);
    });

    it('shows the verdict in a worker without Cache Storage', async () => {
      const { self, fire } = loadWorker([]);
      await fire('push', pushOf(VERDICT));
      expect(self.registration.showNotification).toHaveBeenCalledWith(
        ALERT.title,
        expect.anything(),
      );
    });

    const toWatch = JSON.stringify(mirrorOf(state({}, { [RACE]: 'to-watch' })));
    it.each([
      ['voting open', { ...VERDICT, kind: 'voting-open' }],
      ['a results alert without neutral words', ALERT],
      ['neutral words without a title', { ...VERDICT, shielded: { body: 'x' } }],
    ])('changes nothing else: %s', async (_name, payload) => {
      expect((await shownTitle(toWatch, payload)).title).toBe(ALERT.title);
    });

    it("reads the page's copy where the page writes it, and sw.js keeps it", () => {
      expect(SOURCE).toContain(`cache: '${MY_RACES_MIRROR_CACHE}'`);
      expect(SOURCE).toContain(`url: '${MY_RACES_MIRROR_URL}'`);
      expect(SOURCE).toContain(`version: ${MY_RACES_MIRROR_VERSION}`);
      const sw = readFileSync(resolve('src/client/public/sw.js'), 'utf8');
      expect(sw).toContain(`const MY_RACES_MIRROR_CACHE = '${MY_RACES_MIRROR_CACHE}'`);
      expect(sw).toMatch(/new Set\(\[[^\]]*MY_RACES_MIRROR_CACHE\]\)/);
    });
  });
});
