import { z } from 'zod';

// Analytics storage settings from the environment, merged into the one config schema.

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90;
/** About 1 GB of raw rows at the largest event size; typical events are a quarter of that. */
export const DEFAULT_ANALYTICS_MAX_EVENTS = 5_000_000;
/**
 * Bytes of events one address may have stored per minute: some 3,000 typical events, room
 * for a stadium of fans behind one carrier address, a fiftieth of what a flood managed.
 */
export const DEFAULT_ANALYTICS_BYTES_PER_MINUTE = 512 * 1024;

export const analyticsEnvSchema = z.object({
  ANALYTICS_RETENTION_DAYS: wholeNumber(1, 3650).optional(),
  ANALYTICS_MAX_EVENTS: wholeNumber(1000, 1_000_000_000).optional(),
  ANALYTICS_BYTES_PER_MINUTE: wholeNumber(1024, 1_000_000_000).optional(),
});

export interface AnalyticsConfig {
  /** Raw events older than this many days are folded into daily counts. */
  analyticsRetentionDays: number;
  /** Raw events kept at most; past it the oldest are folded into daily counts early. */
  analyticsMaxEvents: number;
  /** Per client address, per instance, in memory (off with RATE_LIMITS=off). */
  analyticsBytesPerMinute: number;
}

export function analyticsConfigFrom(env: z.infer<typeof analyticsEnvSchema>): AnalyticsConfig {
  return {
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS ?? DEFAULT_ANALYTICS_RETENTION_DAYS,
    analyticsMaxEvents: env.ANALYTICS_MAX_EVENTS ?? DEFAULT_ANALYTICS_MAX_EVENTS,
    analyticsBytesPerMinute: env.ANALYTICS_BYTES_PER_MINUTE ?? DEFAULT_ANALYTICS_BYTES_PER_MINUTE,
  };
}
