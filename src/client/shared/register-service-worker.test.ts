import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

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
});
