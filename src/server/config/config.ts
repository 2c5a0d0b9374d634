import { z } from 'zod';
import {
  type AnalyticsConfig,
  analyticsConfigFrom,
  analyticsEnvSchema,
} from '../analytics/analytics-config';
import { type PushConfig, pushConfigFrom, pushEnvSchema } from '../push/push-config';

// Environment is parsed once at boot; a bad value stops the process with a sentence
// naming the variable, instead of failing later in a request.

// Digits only: Number() would read ' ' as 0 and '1e3' as 1000.
const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A whole number in [min, max], digits only, for the session and rate-limit settings. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const onOff = z.enum(['on', 'off'], { error: "must be 'on' or 'off'" });

const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z.string().min(1, 'must not be empty').default('./data/gpvibes.sqlite'),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  RATE_LIMITS: onOff.default('on'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(off|on|\d{1,2}|[0-9a-fA-F.:/, ]+)$/,
      "must be 'off', 'on', a hop count or a list of proxy addresses",
    )
    .default('off'),
  SCHEDULER: onOff.default('on'),
  /** `on` adds POST /api/bench/noop, the baseline the benchmark compares votes with. */
  BENCH_ROUTES: onOff.default('off'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: wholeNumber(1, 3650).default(400),
  RATE_LIMIT_SESSIONS_PER_MINUTE: wholeNumber(1, 1_000_000).default(300),
  RATE_LIMIT_VOTES_PER_MINUTE: wholeNumber(1, 1_000_000).default(600),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  ...pushEnvSchema.shape,
  ...analyticsEnvSchema.shape,
});

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Config extends PushConfig, AnalyticsConfig {
  port: number;
  host: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  publicUrl: string;
  rateLimits: boolean;
  /** Fastify's trustProxy: false, true, a hop count or proxy addresses (client IPs behind a load balancer). */
  trustProxy: boolean | number | string;
  /** New anonymous identities and votes allowed per client address per minute. */
  rateLimitSessionsPerMinute: number;
  rateLimitVotesPerMinute: number;
  /** Token signing key from the environment; absent → generated and kept in the database. */
  sessionSecret: string | undefined;
  sessionTtlDays: number;
  scheduler: boolean;
  /** Registers the benchmark's no-op route (never on in production). */
  benchRoutes: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

export function databaseKindOf(url: string): DatabaseKind {
  if (/^postgres(ql)?:\/\//i.test(url)) return 'postgres';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new ConfigError(
      `DATABASE_URL: unsupported scheme in '${url.split('://')[0]}://…' (use a file path or postgres://)`,
    );
  }
  return 'sqlite';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(pickKnown(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError('PUBLIC_URL: must be an absolute http(s) URL');
  }
  const push = pushConfigFrom(e, publicUrl);
  if (typeof push === 'string') throw new ConfigError(push);
  return {
    ...push,
    ...analyticsConfigFrom(e),
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseKind: databaseKindOf(e.DATABASE_URL),
    publicUrl,
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitSessionsPerMinute: e.RATE_LIMIT_SESSIONS_PER_MINUTE,
    rateLimitVotesPerMinute: e.RATE_LIMIT_VOTES_PER_MINUTE,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    scheduler: e.SCHEDULER === 'on',
    benchRoutes: e.BENCH_ROUTES === 'on',
    logLevel: e.LOG_LEVEL,
  };
}

// A variable set to '' is almost always a slip (a blank line in a .env file, `HOST= …`);
// failing names it, where quietly using the default would hide it.
function pickKnown(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value === '')
      throw new ConfigError(`${key}: is set but empty (unset it to use the default)`);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'off') return false;
  if (value === 'on') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
