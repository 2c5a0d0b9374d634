import webpush from 'web-push';
import { MAJOR_PUSH_SERVICE_HOSTS } from '../../domain/alerts/push-endpoint';
import { ConfigError, loadConfig } from './config';
import {
  DEFAULT_SCHEDULER_INTERVAL_MS,
  FALLBACK_VAPID_SUBJECT,
  PUSH_DELIVERY_DEFAULTS,
} from './push-config';

const keys = webpush.generateVAPIDKeys();

describe('push settings from the environment', () => {
  it('uses both VAPID keys when given, and none by default', () => {
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })
        .vapidKeys,
    ).toEqual(keys);
    expect(loadConfig({}).vapidKeys).toBeNull();
  });

  it.each([
    [
      { VAPID_PUBLIC_KEY: keys.publicKey },
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both or neither',
    ],
    [
      { VAPID_PRIVATE_KEY: keys.privateKey },
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both or neither',
    ],
    [
      { VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey },
      /^VAPID_PUBLIC_KEY: must be an uncompressed P-256/,
    ],
    [
      { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'short' },
      /^VAPID_PRIVATE_KEY: must be a 32-byte key/,
    ],
    [
      { VAPID_SUBJECT: 'http://example.com' },
      /^VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    ],
    [{ VAPID_SUBJECT: 'ops@example.com' }, /^VAPID_SUBJECT:/],
    [{ SCHEDULER_INTERVAL_MS: '999' }, /^SCHEDULER_INTERVAL_MS: must be at least 1000/],
    [{ SCHEDULER_INTERVAL_MS: '1e4' }, /^SCHEDULER_INTERVAL_MS: must be a whole number/],
    [{ SCHEDULER_INTERVAL_MS: '3600001' }, /^SCHEDULER_INTERVAL_MS: must be at most 3600000/],
    [{ PUSH_TIMEOUT_MS: '999' }, /^PUSH_TIMEOUT_MS: must be at least 1000/],
    [{ PUSH_TIMEOUT_MS: '10s' }, /^PUSH_TIMEOUT_MS: must be a whole number/],
    [{ PUSH_CONCURRENCY: '0' }, /^PUSH_CONCURRENCY: must be at least 1/],
    [{ PUSH_DROP_AFTER_FAILURES: '0' }, /^PUSH_DROP_AFTER_FAILURES: must be at least 1/],
    [{ PUSH_SUBSCRIPTIONS_PER_ADDRESS: '-1' }, /^PUSH_SUBSCRIPTIONS_PER_ADDRESS:/],
    [{ PUSH_SUBSCRIPTIONS_MAX: 'lots' }, /^PUSH_SUBSCRIPTIONS_MAX:/],
    [
      { PUSH_ENDPOINT_HOSTS: 'https://fcm.googleapis.com' },
      /^PUSH_ENDPOINT_HOSTS: must be a comma-separated list/,
    ],
    [{ PUSH_ENDPOINT_HOSTS: 'localhost' }, /^PUSH_ENDPOINT_HOSTS:/],
    [{ PUSH_TEST_LOOPBACK: 'yes' }, /^PUSH_TEST_LOOPBACK: must be 'on' or 'off'/],
    [
      { PUSH_TEST_LOOPBACK: 'on', PUBLIC_URL: 'https://gpvibes.example' },
      /^PUSH_TEST_LOOPBACK: is for tests only/,
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{}, FALLBACK_VAPID_SUBJECT],
    [{ PUBLIC_URL: 'http://localhost:8080' }, FALLBACK_VAPID_SUBJECT],
    [{ PUBLIC_URL: 'https://gpvibes.example/' }, 'https://gpvibes.example'],
    [
      { PUBLIC_URL: 'https://gpvibes.example', VAPID_SUBJECT: 'mailto:ops@gpvibes.example' },
      'mailto:ops@gpvibes.example',
    ],
  ])('names the operator for push services: %j → %s', (env, subject) => {
    expect(loadConfig(env).vapidSubject).toBe(subject);
  });

  it.each([
    [{}, DEFAULT_SCHEDULER_INTERVAL_MS],
    [{ SCHEDULER_INTERVAL_MS: '1000' }, 1000],
    [{ SCHEDULER_INTERVAL_MS: '3600000' }, 3_600_000],
  ])('scheduler interval %j → %i ms', (env, ms) => {
    expect(loadConfig(env).schedulerIntervalMs).toBe(ms);
  });

  it('has delivery defaults, and reads each push setting', () => {
    expect(loadConfig({}).push).toEqual({
      ...PUSH_DELIVERY_DEFAULTS,
      endpointHosts: null,
      allowLoopback: false,
    });
    expect(
      loadConfig({
        PUSH_TIMEOUT_MS: '5000',
        PUSH_CONCURRENCY: '16',
        PUSH_DROP_AFTER_FAILURES: '5',
        PUSH_SUBSCRIPTIONS_PER_ADDRESS: '50',
        PUSH_SUBSCRIPTIONS_MAX: '1000',
        PUSH_ENDPOINT_HOSTS: ` ${MAJOR_PUSH_SERVICE_HOSTS.join(', ')} ,.Example.NET`,
        PUSH_TEST_LOOPBACK: 'on',
      }).push,
    ).toEqual({
      timeoutMs: 5000,
      concurrency: 16,
      dropAfterFailures: 5,
      subscriptionsPerAddress: 50,
      subscriptionsMax: 1000,
      endpointHosts: [...MAJOR_PUSH_SERVICE_HOSTS, 'example.net'],
      allowLoopback: true,
    });
  });
});
