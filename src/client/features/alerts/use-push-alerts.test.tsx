import { act, renderHook, waitFor } from '@testing-library/react';
import de from '../../../domain/i18n/messages/de/index';
import { activateLanguage } from '../../i18n/language-store';
import type { PushPlatform } from './push-platform';
import { usePushAlerts } from './use-push-alerts';

// Alerts come in the language the fan reads the site in: the subscription tells the server.

const PUBLIC_KEY =
  'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';
const ENDPOINT = 'https://push.example.net/send/lang';

function grantedBrowser(): PushPlatform {
  let current: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (opts: PushSubscriptionOptionsInit) => {
      current = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: (opts.applicationServerKey as Uint8Array).buffer },
        toJSON: () => ({
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      return current;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  return {
    support: () => 'ok',
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    existingRegistration: async () => registration,
    readyRegistration: async () => registration,
  };
}

function fakeServer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/push/public-key') return Response.json({ publicKey: PUBLIC_KEY });
    return Response.json({ subscribed: true }, { status: 201 });
  });
}

const posted = (fetchSpy: ReturnType<typeof fakeServer>) =>
  fetchSpy.mock.calls
    .filter(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('usePushAlerts and the alerts’ language', () => {
  it('subscribes in German when the page is German, and keeps it when sprints change', async () => {
    activateLanguage('de', de);
    const fetchSpy = fakeServer();
    const platform = grantedBrowser();
    const { result } = renderHook(() => usePushAlerts(platform));
    await waitFor(() => expect(result.current.status).toBe('off'));
    await act(() => result.current.toggle());
    await waitFor(() => expect(result.current.status).toBe('on'));
    await act(() => result.current.setSprints(false));
    expect(posted(fetchSpy)).toEqual([
      expect.objectContaining({ endpoint: ENDPOINT, language: 'de' }),
      expect.objectContaining({ endpoint: ENDPOINT, language: 'de', sprints: false }),
    ]);
  });

  it('says nothing of the language in English, which the server assumes', async () => {
    const fetchSpy = fakeServer();
    const platform = grantedBrowser();
    const { result } = renderHook(() => usePushAlerts(platform));
    await waitFor(() => expect(result.current.status).toBe('off'));
    await act(() => result.current.toggle());
    await waitFor(() => expect(result.current.status).toBe('on'));
    expect(posted(fetchSpy)[0]).not.toHaveProperty('language');
  });
});
