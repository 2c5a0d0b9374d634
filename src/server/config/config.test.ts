import { DEFAULT_MAX_SHIFT_STARS } from '../../domain/fair-count/fair-count';
import { ConfigError, DEFAULT_LIVE_STREAMS_MAX, databaseKindOf, loadConfig } from './config';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: './data/gpvibes.sqlite',
      databaseKind: 'sqlite',
      publicUrl: 'http://localhost:8080',
      rateLimits: true,
      scheduler: true,
      logLevel: 'info',
      h2cPort: null,
    });
  });

  it.each([
    [{ PORT: '0' }, { port: 0 }],
    [{ PORT: '65535' }, { port: 65535 }],
    [{ PORT: '3000' }, { port: 3000, publicUrl: 'http://localhost:3000' }],
    [{ HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    [{ H2C_PORT: '0' }, { h2cPort: 0 }],
    [{ H2C_PORT: '8081' }, { h2cPort: 8081, port: 8080 }],
    [{ DATABASE_URL: 'var/votes.db' }, { databaseUrl: 'var/votes.db', databaseKind: 'sqlite' }],
    [{ DATABASE_URL: 'postgres://u:p@db:5432/gp' }, { databaseKind: 'postgres' }],
    [{ DATABASE_URL: 'postgresql://db/gp' }, { databaseKind: 'postgres' }],
    [{ PUBLIC_URL: 'https://gpvibes.example/' }, { publicUrl: 'https://gpvibes.example' }],
    [{ PUBLIC_URL: 'http://127.0.0.1:9000' }, { publicUrl: 'http://127.0.0.1:9000' }],
    [{ RATE_LIMITS: 'off' }, { rateLimits: false }],
    [{ RATE_LIMITS: 'on' }, { rateLimits: true }],
    [{ SCHEDULER: 'off' }, { scheduler: false }],
    [{ LOG_LEVEL: 'silent' }, { logLevel: 'silent' }],
    [{ FAIR_COUNT_MAX_SHIFT: '0.01' }, { fairCountMaxShift: 0.01 }],
    [{ FAIR_COUNT_MAX_SHIFT: '1' }, { fairCountMaxShift: 1 }],
    [{}, { fairCountMaxShift: DEFAULT_MAX_SHIFT_STARS }],
    [
      { IDENTITY_FREE_PER_HOUR: '20', IDENTITY_CEILING_PER_HOUR: '20' },
      { identityFreePerHour: 20, identityCeilingPerHour: 20 },
    ],
    [{ NETWORK_RETENTION_DAYS: '1' }, { networkRetentionDays: 1 }],
  ])('accepts %o', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });

  it('refuses an identity ceiling below the free allowance, naming both', () => {
    expect(() =>
      loadConfig({ IDENTITY_FREE_PER_HOUR: '20', IDENTITY_CEILING_PER_HOUR: '19' }),
    ).toThrow(/IDENTITY_CEILING_PER_HOUR.*IDENTITY_FREE_PER_HOUR/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', ' '],
    ['PORT', ''],
    ['HOST', ''],
    ['FAIR_COUNT_MAX_SHIFT', '0.009'],
    ['FAIR_COUNT_MAX_SHIFT', '1.5'],
    ['FAIR_COUNT_MAX_SHIFT', 'lots'],
    ['NETWORK_RETENTION_DAYS', '0'],
    ['IDENTITY_FREE_PER_HOUR', '0'],
    ['H2C_PORT', '65536'],
    ['H2C_PORT', 'on'],
    ['H2C_PORT', ''],
    ['DATABASE_URL', ''],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'https://db.example/gp'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://files.example'],
    ['PUBLIC_URL', ''],
    ['RATE_LIMITS', 'maybe'],
    ['RATE_LIMITS', 'true'],
    ['SCHEDULER', 'yes'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%j with an error naming the variable', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.message.startsWith(`${name}: `)).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('explains the rule, not just the variable', () => {
    expect(errorOf({ PORT: '70000' }).message).toBe('PORT: must be a whole number from 0 to 65535');
    expect(errorOf({ RATE_LIMITS: 'maybe' }).message).toBe("RATE_LIMITS: must be 'on' or 'off'");
    expect(errorOf({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'use a file path or postgres://',
    );
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ SOMETHING_ELSE: '', NODE_ENV: 'production' })).toMatchObject({
      port: 8080,
    });
  });
});

describe('databaseKindOf', () => {
  it.each([
    ['./data/gpvibes.sqlite', 'sqlite'],
    [':memory:', 'sqlite'],
    ['file:data/x.sqlite', 'sqlite'],
    ['postgres://127.0.0.1/gp', 'postgres'],
    ['POSTGRESQL://127.0.0.1/gp', 'postgres'],
  ])('%s is %s', (url, kind) => {
    expect(databaseKindOf(url)).toBe(kind);
  });
});

describe('live stream limits and HTTP timeouts', () => {
  it('defaults to generous stream limits and bounded timeouts', () => {
    expect(loadConfig({})).toMatchObject({
      liveStreamsPerAddress: 200,
      liveStreamsMax: DEFAULT_LIVE_STREAMS_MAX,
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 30_000,
      httpKeepAliveTimeoutMs: 72_000,
    });
  });

  it.each([
    [{ LIVE_STREAMS_PER_ADDRESS: '0' }, /^LIVE_STREAMS_PER_ADDRESS: must be at least 1/],
    [{ LIVE_STREAMS_MAX: 'lots' }, /^LIVE_STREAMS_MAX: must be a whole number/],
    [{ HTTP_REQUEST_TIMEOUT_MS: '0' }, /^HTTP_REQUEST_TIMEOUT_MS: must be at least 1000/],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' },
      /^HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS/,
    ],
  ])('refuses %o', (env, message) => {
    expect(errorOf(env).message).toMatch(message);
  });
});

describe('link settings', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32) };

  it('takes http(s) feedback, tip and forum links, per sport too', () => {
    const config = loadConfig({
      ...base,
      FEEDBACK_URL: 'https://github.com/gpvibes/gpvibes/issues',
      TIP_URL: 'https://ko-fi.com/gpvibes',
      COMMUNITY_URL_MOTOGP: 'https://forum.example/motogp',
      COMMUNITY_URL_INDYCAR: 'off',
    });
    expect(config.siteLinks.feedback).toBe('https://github.com/gpvibes/gpvibes/issues');
    expect(config.siteLinks.tip).toBe('https://ko-fi.com/gpvibes');
    expect(config.siteLinks.community.motogp).toBe('https://forum.example/motogp');
    expect(config.siteLinks.community.indycar).toBeUndefined();
  });

  it('shows no feedback or tip link unless set', () => {
    const { siteLinks } = loadConfig(base);
    expect(siteLinks.feedback).toBeNull();
    expect(siteLinks.tip).toBeNull();
  });

  it.each([
    ['TIP_URL', 'javascript:alert(1)'],
    ['FEEDBACK_URL', 'github.com/gpvibes'],
    ['COMMUNITY_URL_F1_ACADEMY', 'ftp://forum.example'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`^${name}: `));
  });
});
