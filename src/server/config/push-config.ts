import { z } from 'zod';
import { MAJOR_PUSH_SERVICE_HOSTS } from '../../domain/alerts/push-endpoint';

// Push and scheduler settings from the environment, merged into the one config schema.

const base64url = /^[A-Za-z0-9_-]+$/;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

function decodedLength(value: string): number {
  return base64url.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

export const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      (v) => decodedLength(v) === 65 && v.startsWith('B'),
      'must be an uncompressed P-256 public key in URL-safe base64 (87 characters)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((v) => decodedLength(v) === 32, 'must be a 32-byte key in URL-safe base64')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  SCHEDULER_INTERVAL_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().min(1000, 'must be at least 1000').max(3_600_000, 'must be at most 3600000'))
    .optional(),
  PUSH_TIMEOUT_MS: wholeNumber(1000, 120_000).optional(),
  PUSH_CONCURRENCY: wholeNumber(1, 1000).optional(),
  PUSH_DROP_AFTER_FAILURES: wholeNumber(1, 100).optional(),
  PUSH_SUBSCRIPTIONS_PER_ADDRESS: wholeNumber(1, 1_000_000).optional(),
  PUSH_SUBSCRIPTIONS_MAX: wholeNumber(1, 100_000_000).optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .regex(
      /^\s*\.?[a-z0-9-]+(\.[a-z0-9-]+)+\s*(,\s*\.?[a-z0-9-]+(\.[a-z0-9-]+)+\s*)*$/i,
      `must be a comma-separated list of host names, e.g. ${MAJOR_PUSH_SERVICE_HOSTS.join(',')}`,
    )
    .optional(),
  PUSH_TEST_LOOPBACK: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional(),
});

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushConfig {
  /** Keys from the environment; null means generate once and keep them in the database. */
  vapidKeys: VapidKeys | null;
  /** Who push services contact about our traffic (RFC 8292). */
  vapidSubject: string;
  schedulerIntervalMs: number;
  push: PushDeliveryConfig;
}

export interface PushDeliveryConfig {
  /** Overall deadline of one request to a push service: connect, TLS, request and answer. */
  timeoutMs: number;
  /** Deliveries started at once; one that runs slow stops counting after a second. */
  concurrency: number;
  /** A subscription whose push service fails this many alerts in a row is forgotten. */
  dropAfterFailures: number;
  subscriptionsPerAddress: number;
  subscriptionsMax: number;
  /** PUSH_ENDPOINT_HOSTS; null lets any public host in. */
  endpointHosts: string[] | null;
  /** Tests only: endpoints on loopback (the local push service) are allowed. */
  allowLoopback: boolean;
}

export const PUSH_DELIVERY_DEFAULTS = {
  timeoutMs: 10_000,
  concurrency: 64,
  dropAfterFailures: 3,
  subscriptionsPerAddress: 200,
  subscriptionsMax: 1_000_000,
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const DEFAULT_SCHEDULER_INTERVAL_MS = 60_000;
/** Used when no https PUBLIC_URL or VAPID_SUBJECT names the operator; set one in production. */
export const FALLBACK_VAPID_SUBJECT = 'mailto:alerts@gpvibes.invalid';

/** The push part of the config, or a sentence naming what is wrong. */
export function pushConfigFrom(
  env: z.infer<typeof pushEnvSchema>,
  publicUrl: string,
): PushConfig | string {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both or neither';
  }
  const allowLoopback = env.PUSH_TEST_LOOPBACK === 'on';
  if (allowLoopback && !LOOPBACK_HOSTS.has(new URL(publicUrl).hostname)) {
    // A switch for tests against a local push service; a public site must never have it.
    return 'PUSH_TEST_LOOPBACK: is for tests only and refused when PUBLIC_URL is not a loopback address';
  }
  const hosts = env.PUSH_ENDPOINT_HOSTS?.split(',')
    .map((h) => h.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  return {
    push: {
      timeoutMs: env.PUSH_TIMEOUT_MS ?? PUSH_DELIVERY_DEFAULTS.timeoutMs,
      concurrency: env.PUSH_CONCURRENCY ?? PUSH_DELIVERY_DEFAULTS.concurrency,
      dropAfterFailures: env.PUSH_DROP_AFTER_FAILURES ?? PUSH_DELIVERY_DEFAULTS.dropAfterFailures,
      subscriptionsPerAddress:
        env.PUSH_SUBSCRIPTIONS_PER_ADDRESS ?? PUSH_DELIVERY_DEFAULTS.subscriptionsPerAddress,
      subscriptionsMax: env.PUSH_SUBSCRIPTIONS_MAX ?? PUSH_DELIVERY_DEFAULTS.subscriptionsMax,
      endpointHosts: hosts && hosts.length > 0 ? hosts : null,
      allowLoopback,
    },
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject:
      env.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : FALLBACK_VAPID_SUBJECT),
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS ?? DEFAULT_SCHEDULER_INTERVAL_MS,
  };
}
