import { z } from 'zod';

// Push and scheduler settings from the environment, merged into the one config schema.

const base64url = /^[A-Za-z0-9_-]+$/;

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
}

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
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject:
      env.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : FALLBACK_VAPID_SUBJECT),
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS ?? DEFAULT_SCHEDULER_INTERVAL_MS,
  };
}
