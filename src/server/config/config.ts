import { isIP } from 'node:net';
import { z } from 'zod';
import { type AnalyticsConfig, analyticsConfigFrom, analyticsEnvSchema } from './analytics-config';
import { type CalendarConfig, calendarConfigFrom, calendarEnvSchema } from './calendar-config';
import { type DataScoreConfig, dataScoreConfigFrom, dataScoreEnvSchema } from './data-score-config';
import {
  type OperationsConfig,
  operationsConfigFrom,
  operationsEnvSchema,
} from './operations-config';
import { type PushConfig, pushConfigFrom, pushEnvSchema } from './push-config';
import { type SiteLinksConfig, siteLinksConfigFrom, siteLinksEnvSchema } from './site-links-config';

/** Live streams an instance admits when LIVE_STREAMS_MAX is not set (measured: bench/RESULTS.md). */
export const DEFAULT_LIVE_STREAMS_MAX = 20_000;

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
  /** A second port speaking HTTP/2 without TLS, for a proxy in front that multiplexes. */
  H2C_PORT: portSchema.optional(),
  DATABASE_URL: z.string().min(1, 'must not be empty').default('./data/gpvibes.sqlite'),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  RATE_LIMITS: onOff.default('on'),
  TRUST_PROXY: z.string().default('off'),
  SCHEDULER: onOff.default('on'),
  /** `on` adds POST /api/bench/noop, the baseline the benchmark compares votes with. */
  BENCH_ROUTES: onOff.default('off'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: wholeNumber(1, 3650).default(400),
  RATE_LIMIT_SESSIONS_PER_MINUTE: wholeNumber(1, 1_000_000).default(300),
  // Four times the identities: a challenged fan asks twice (the challenge, then its answer),
  // which leaves each of a full minute's fans a retry and a spare.
  RATE_LIMIT_SESSION_REQUESTS_PER_MINUTE: wholeNumber(1, 1_000_000).default(1200),
  RATE_LIMIT_VOTES_PER_MINUTE: wholeNumber(1, 1_000_000).default(600),
  // Limits shared by every instance: Redis where given, else the PostgreSQL database.
  RATE_LIMIT_EVENTS_PER_MINUTE: wholeNumber(1, 1_000_000).default(600),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default('gpvibes:'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  ...pushEnvSchema.shape,
  // Floods and slow clients: live-stream caps and HTTP timeouts (see README).
  LIVE_STREAMS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(200),
  LIVE_STREAMS_MAX: wholeNumber(1, 1_000_000).default(DEFAULT_LIVE_STREAMS_MAX),
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1000, 600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber(1000, 3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1000, 600_000).default(72_000),
  ...dataScoreEnvSchema.shape,
  ...calendarEnvSchema.shape,
  ...analyticsEnvSchema.shape,
  // Feedback, tips and each sport's forum (docs/configuration.md).
  ...siteLinksEnvSchema.shape,
  // Backups and metrics (docs/operations.md).
  ...operationsEnvSchema.shape,
  // One network, one voice (docs/decisions/0113).
  FAIR_COUNT_MAX_SHIFT: z
    .string()
    .regex(/^\d(\.\d{1,3})?$/, 'must be a number of stars such as 0.1')
    .transform(Number)
    .pipe(z.number().min(0.01, 'must be at least 0.01').max(1, 'must be at most 1'))
    .default(0.1),
  // How races are weighed again as votes arrive (docs/decisions/0128).
  FAIR_COUNT_RECOUNT: z.enum(['incremental', 'full']).default('incremental'),
  // Whether bursts of new networks voting far from the race are held (docs/decisions/0132).
  FAIR_COUNT_BURSTS: z.enum(['hold', 'off']).default('hold'),
  IDENTITY_FREE_PER_HOUR: wholeNumber(1, 1_000_000).default(10),
  IDENTITY_CEILING_PER_HOUR: wholeNumber(1, 1_000_000).default(5000),
  NETWORK_RETENTION_DAYS: wholeNumber(1, 3650).default(7),
});

/** Every setting the server reads, by name (docs/configuration.md has one row for each). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type DatabaseKind = 'sqlite' | 'postgres';
export type TrustProxy = false | number | string[];

export interface Config
  extends PushConfig,
    DataScoreConfig,
    AnalyticsConfig,
    CalendarConfig,
    OperationsConfig,
    SiteLinksConfig {
  port: number;
  /** HTTP/2 cleartext listener for a proxy (H2C_PORT); null when unset. */
  h2cPort: number | null;
  host: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  publicUrl: string;
  rateLimits: boolean;
  /** Proxies in front: none, how many hops from the right, or their addresses / CIDR ranges. */
  trustProxy: TrustProxy;
  /** New anonymous identities, votes and analytics batches allowed per client address per minute. */
  rateLimitSessionsPerMinute: number;
  /** Requests to POST /api/session per client address per minute, whatever they carry. */
  rateLimitSessionRequestsPerMinute: number;
  rateLimitVotesPerMinute: number;
  rateLimitEventsPerMinute: number;
  /** Where the limit counters live when set; otherwise PostgreSQL, or memory on SQLite. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Token signing key from the environment; absent → generated and kept in the database. */
  sessionSecret: string | undefined;
  sessionTtlDays: number;
  scheduler: boolean;
  /** Registers the benchmark's no-op route (never on in production). */
  benchRoutes: boolean;
  logLevel: string;
  /** Open /api/live streams allowed per client address, and in total on this instance. */
  liveStreamsPerAddress: number;
  liveStreamsMax: number;
  /** Time allowed for a request's headers, for the whole request, and idle between requests. */
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  httpKeepAliveTimeoutMs: number;
  /** Most stars one network may move a race's shown average by. */
  fairCountMaxShift: number;
  /** 'incremental': one instance weighs what changed (0128); 'full': every instance recounts each race in full. */
  fairCountRecount: 'incremental' | 'full';
  /** 'hold': bursts of new networks voting far from the race are held (0132); 'off': never. */
  fairCountBursts: 'hold' | 'off';
  /** Identities a network (narrowest width) mints per hour before it is asked for work. */
  identityFreePerHour: number;
  /** Identities a network mints per hour past which it is refused outright (flood guard). */
  identityCeilingPerHour: number;
  /** Days after a race's window closes that its votes' network hashes are kept. */
  networkRetentionDays: number;
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
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError('PUBLIC_URL: must be an absolute http(s) URL');
  }
  if (e.IDENTITY_CEILING_PER_HOUR < e.IDENTITY_FREE_PER_HOUR) {
    throw new ConfigError(
      'IDENTITY_CEILING_PER_HOUR: must not be less than IDENTITY_FREE_PER_HOUR (identities would be refused before any challenge)',
    );
  }
  const push = pushConfigFrom(e, publicUrl);
  if (typeof push === 'string') throw new ConfigError(push);
  return {
    ...push,
    ...dataScoreConfigFrom(e),
    ...calendarConfigFrom(e),
    ...analyticsConfigFrom(e),
    ...operationsConfigFrom(e),
    ...siteLinksConfigFrom(e),
    port: e.PORT,
    h2cPort: e.H2C_PORT ?? null,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseKind: databaseKindOf(e.DATABASE_URL),
    publicUrl,
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitSessionsPerMinute: e.RATE_LIMIT_SESSIONS_PER_MINUTE,
    rateLimitSessionRequestsPerMinute: e.RATE_LIMIT_SESSION_REQUESTS_PER_MINUTE,
    rateLimitVotesPerMinute: e.RATE_LIMIT_VOTES_PER_MINUTE,
    rateLimitEventsPerMinute: e.RATE_LIMIT_EVENTS_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    scheduler: e.SCHEDULER === 'on',
    benchRoutes: e.BENCH_ROUTES === 'on',
    logLevel: e.LOG_LEVEL,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    httpHeadersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    httpKeepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    fairCountMaxShift: e.FAIR_COUNT_MAX_SHIFT,
    fairCountRecount: e.FAIR_COUNT_RECOUNT,
    fairCountBursts: e.FAIR_COUNT_BURSTS,
    identityFreePerHour: e.IDENTITY_FREE_PER_HOUR,
    identityCeilingPerHour: e.IDENTITY_CEILING_PER_HOUR,
    networkRetentionDays: e.NETWORK_RETENTION_DAYS,
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

// 'on' (trust every hop) would take the left-most X-Forwarded-For entry, which the client
// writes itself: any limit could then be dodged with a made-up header. It is refused.
function parseTrustProxy(value: string): TrustProxy {
  if (value === 'off' || /^0{1,2}$/.test(value)) return false;
  if (value === 'on') {
    throw new ConfigError(
      "TRUST_PROXY: 'on' would trust addresses a client can forge; give the number of proxies in front (e.g. 1) or their addresses",
    );
  }
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: '${bad}' is not an address or range; use 'off', a hop count (1-99) or proxy addresses separated by commas`,
    );
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
