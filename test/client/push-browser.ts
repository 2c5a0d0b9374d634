// Test support for alerts in the page: a browser that has already granted notifications
// and subscribes at once, and a stand-in for the server's push routes (global fetch).
import { vi } from 'vitest';
import type { PushPlatform } from '../../src/client/features/alerts/push-platform';

/** A well-formed VAPID public key (65 bytes, base64url), as GET /api/push/public-key gives it. */
export const PUBLIC_KEY =
  'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A';

/** Notifications granted; subscribing hands back a subscription to `endpoint` at once. */
export function grantedBrowser(endpoint: string): PushPlatform {
  let current: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (opts: PushSubscriptionOptionsInit) => {
      current = {
        endpoint,
        options: { applicationServerKey: (opts.applicationServerKey as Uint8Array).buffer },
        toJSON: () => ({
          endpoint,
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

/**
 * The server's push routes: the public key, and every subscription answered with the
 * status `postStatus` gives at that moment (an API error from 300 up).
 */
export function stubPushServer(postStatus: () => number = () => 201) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/push/public-key') return Response.json({ publicKey: PUBLIC_KEY });
    const status = postStatus();
    return status < 300
      ? Response.json({ subscribed: true }, { status })
      : Response.json({ error: 'down', code: 'INTERNAL' }, { status });
  });
}

/** The bodies of every subscription the page sent, oldest first. */
export const postedSubscriptions = (fetchSpy: ReturnType<typeof stubPushServer>) =>
  fetchSpy.mock.calls
    .filter(([url, init]) => url === '/api/push/subscriptions' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
