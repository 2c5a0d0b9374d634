import { EMPTY_MY_RACES, type MyRaces } from '../../../domain/my-races/my-races';
import {
  MY_RACES_MIRROR_CACHE,
  MY_RACES_MIRROR_URL,
  mirrorMyRaces,
  mirrorOf,
} from './my-races-mirror';
import { MIRROR_AFTER_START_MS, MY_RACES_STORAGE_KEY, myRaces } from './my-races-store';

// The copy of the marks the service worker reads: only what the shield's rule needs, the
// newest always last, and written on every change the store commits.

const at = '2026-11-22T10:00:00.000Z';
const state: MyRaces = {
  marks: { a: { mark: 'to-watch', at }, b: { mark: 'watched', at } },
  shield: 'unwatched',
  showWayToWatch: true,
  revealed: ['c'],
  since: '2026-10-01',
};

/** A Cache Storage that keeps what was put, as text, by cache and address. */
function fakeCaches() {
  const stored = new Map<string, string>();
  const caches = {
    open: vi.fn(async (name: string) => ({
      put: async (url: string, response: Response) => {
        stored.set(`${name} ${url}`, await response.text());
      },
    })),
  };
  vi.stubGlobal('caches', caches);
  const mirror = () => {
    const text = stored.get(`${MY_RACES_MIRROR_CACHE} ${MY_RACES_MIRROR_URL}`);
    return text === undefined ? undefined : JSON.parse(text);
  };
  return { caches, mirror };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  myRaces.resetForTests();
});

describe('the copy of the marks for the service worker', () => {
  it('keeps the shield, each mark and the reveals, and nothing else', () => {
    expect(mirrorOf(state)).toEqual({
      v: 1,
      shield: 'unwatched',
      marks: { a: 'to-watch', b: 'watched' },
      revealed: ['c'],
    });
  });

  it('ends with the newest state when changes come quicker than writes', async () => {
    const { mirror } = fakeCaches();
    void mirrorMyRaces(EMPTY_MY_RACES);
    void mirrorMyRaces({ ...EMPTY_MY_RACES, shield: 'off' });
    await mirrorMyRaces(state);
    expect(mirror()).toEqual(mirrorOf(state));
  });

  it('does nothing where there is no Cache Storage, or where it refuses', async () => {
    await expect(mirrorMyRaces(state)).resolves.toBeUndefined();
    vi.stubGlobal('caches', { open: () => Promise.reject(new Error('quota')) });
    await expect(mirrorMyRaces(state)).resolves.toBeUndefined();
  });

  it('is written whenever the store commits a change', async () => {
    const { mirror } = fakeCaches();
    myRaces.mark('2026-las-vegas-grand-prix', 'to-watch');
    await vi.waitFor(() =>
      expect(mirror()?.marks).toEqual({ '2026-las-vegas-grand-prix': 'to-watch' }),
    );
    myRaces.reveal('2026-las-vegas-grand-prix');
    await vi.waitFor(() => expect(mirror()?.revealed).toEqual(['2026-las-vegas-grand-prix']));
    myRaces.update({ shield: 'off' });
    await vi.waitFor(() => expect(mirror()?.shield).toBe('off'));
  });

  it('is written once at start-up, after the first render has had the page', async () => {
    vi.useFakeTimers();
    try {
      const { caches, mirror } = fakeCaches();
      localStorage.setItem(MY_RACES_STORAGE_KEY, JSON.stringify(state));
      // A fresh load of the store: the copy waits, then covers marks made before it existed.
      vi.resetModules();
      await import('./my-races-store');
      await vi.advanceTimersByTimeAsync(MIRROR_AFTER_START_MS - 1);
      expect(caches.open).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(mirror()).toEqual(mirrorOf(state)));
    } finally {
      vi.useRealTimers();
    }
  });
});
