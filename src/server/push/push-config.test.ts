import webpush from 'web-push';
import { ConfigError, loadConfig } from '../config/config';
import { DEFAULT_SCHEDULER_INTERVAL_MS, FALLBACK_VAPID_SUBJECT } from './push-config';

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
});
