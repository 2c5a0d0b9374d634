import { z } from 'zod';

// Environment is parsed once at boot; a bad value stops the process with a sentence
// naming the variable, instead of failing later in a request.

const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0–65535')
  .max(65535, 'must be 0–65535');

const onOff = z.enum(['on', 'off'], { error: "must be 'on' or 'off'" });

const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z.string().min(1, 'must not be empty').default('./data/gpvibes.sqlite'),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  RATE_LIMITS: onOff.default('on'),
  SCHEDULER: onOff.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  databaseKind: DatabaseKind;
  publicUrl: string;
  rateLimits: boolean;
  scheduler: boolean;
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
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError('PUBLIC_URL: must be an absolute http(s) URL');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseKind: databaseKindOf(e.DATABASE_URL),
    publicUrl,
    rateLimits: e.RATE_LIMITS === 'on',
    scheduler: e.SCHEDULER === 'on',
    logLevel: e.LOG_LEVEL,
  };
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}
