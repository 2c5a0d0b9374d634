import {
  CACHE_ASSETS_MESSAGE,
  loadedAssets,
  registerServiceWorker,
  SERVICE_WORKER_URL,
} from './register-service-worker';

function fakeNavigator(register: (url: string) => Promise<unknown>) {
  return { serviceWorker: { register } } as unknown as Navigator;
}

describe('registerServiceWorker', () => {
  it('registers /sw.js once the page has loaded', async () => {
    const register = vi.fn(async () => ({ scope: '/' }));
    await expect(registerServiceWorker(fakeNavigator(register))).resolves.toEqual({ scope: '/' });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('ignores a failed registration silently', async () => {
    const register = vi.fn(async () => {
      throw new Error('SecurityError');
    });
    await expect(registerServiceWorker(fakeNavigator(register))).resolves.toBeNull();
  });

  it('does nothing in a browser without service workers', async () => {
    await expect(registerServiceWorker({} as Navigator)).resolves.toBeNull();
  });

  it('asks the active worker to keep the built files the page loaded before it was there', async () => {
    const postMessage = vi.fn();
    const nav = {
      serviceWorker: {
        register: vi.fn(async () => ({ scope: '/' })),
        ready: Promise.resolve({ active: { postMessage } }),
      },
    } as unknown as Navigator;
    const origin = window.location.origin;
    vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/assets/first-load-abc.js` },
      { name: `${origin}/assets/home-def.js` },
      { name: `${origin}/assets/home-def.js` },
      { name: `${origin}/api/races` },
      { name: 'https://elsewhere.example/assets/x.js' },
    ] as unknown as PerformanceEntryList);
    await registerServiceWorker(nav);
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({
      type: CACHE_ASSETS_MESSAGE,
      urls: ['/assets/first-load-abc.js', '/assets/home-def.js'],
    });
  });
});

describe('loadedAssets', () => {
  it('is empty without resource timing', () => {
    vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue([]);
    expect(loadedAssets()).toEqual([]);
  });
});
