import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TEST_CLIENT_DIR } from '../../../test/server/test-app';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { limitBackendFor } from './rate-limits';

// Two app instances on one database, as behind a load balancer: an address's budget is
// one budget, whichever instance it reaches (PostgreSQL table, or Redis when REDIS_URL is
// set); on SQLite the counters are in memory. A dead or silent Redis never holds a request.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUDGET = 4;
const LIMITS = { RATE_LIMIT_SESSIONS_PER_MINUTE: String(BUDGET) };
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;
const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

interface Instance {
  app: FastifyInstance;
  database: Database;
}

async function startInstance(url: string, env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({ DATABASE_URL: url, SCHEDULER: 'off', LOG_LEVEL: 'silent', ...env });
  const database = await openReadyDatabase(url);
  const app = await buildApp({ config, database, clientDir: TEST_CLIENT_DIR, logger: false });
  await app.ready();
  return { app, database };
}

const newSession = (instance: Instance, remoteAddress = '198.51.100.7') =>
  instance.app.inject({ method: 'POST', url: '/api/session', remoteAddress });

/** Sessions alternately on each instance from one address; the status codes in order. */
async function alternate(a: Instance, b: Instance, count: number, remoteAddress?: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    codes.push((await newSession(i % 2 === 0 ? a : b, remoteAddress)).statusCode);
  }
  return codes;
}

describe.each([
  ['the PostgreSQL store', {}, 'postgres'],
  ['the Redis store', { REDIS_URL }, 'redis'],
] as const)('two instances on one PostgreSQL with %s', (_name, env, backend) => {
  let scratch: ScratchDatabase;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    scratch = await postgres.create();
    // A prefix of its own keeps this run's Redis keys apart from any other run's.
    const prefix = { REDIS_KEY_PREFIX: `gpvibes-test-${randomBytes(6).toString('hex')}:` };
    a = await startInstance(scratch.url, { ...LIMITS, ...env, ...prefix });
    b = await startInstance(scratch.url, { ...LIMITS, ...env, ...prefix });
  });
  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.app.close();
      await instance?.database.close();
    }
    await scratch?.drop();
  });

  it('uses the shared store', () => {
    expect(limitBackendFor(a.app.deps.config)).toBe(backend);
  });

  it('gives an address one budget across both instances, with the same 429', async () => {
    expect(await alternate(a, b, BUDGET + 2)).toEqual([201, 201, 201, 201, 429, 429]);
    const refused = await newSession(b);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(
        /^Too many new sessions from your network\. Please try again in \d+ s\.$/,
      ),
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts concurrent requests on both instances exactly', async () => {
    const address = '198.51.100.9';
    const codes = await Promise.all(
      Array.from({ length: BUDGET * 5 }, (_, i) => newSession(i % 2 === 0 ? a : b, address)),
    );
    expect(codes.filter((res) => res.statusCode === 201)).toHaveLength(BUDGET);
    expect(codes.filter((res) => res.statusCode === 429)).toHaveLength(BUDGET * 4);
  });

  it('keeps other addresses and other limits apart', async () => {
    expect(await alternate(a, b, BUDGET, '198.51.100.8')).toEqual([201, 201, 201, 201]);
    const analytics = await a.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '198.51.100.7',
      payload: { events: [{ name: 'page_view', props: { path: '/', route: 'home' } }] },
    });
    expect(analytics.statusCode).toBe(202);
  });
});

describe('on SQLite', () => {
  it('keeps the counters in memory, one budget per instance', async () => {
    const scratch = await sqlite.create();
    const a = await startInstance(scratch.url, LIMITS);
    try {
      expect(limitBackendFor(a.app.deps.config)).toBe('memory');
      const codes = [];
      for (let i = 0; i < BUDGET + 1; i += 1) codes.push((await newSession(a)).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 429]);
    } finally {
      await a.app.close();
      await a.database.close();
      await scratch.drop();
    }
  });
});

describe('when Redis is unreachable or does not answer', () => {
  let scratch: ScratchDatabase;
  let silent: net.Server;
  let silentPort: number;
  beforeAll(async () => {
    scratch = await postgres.create();
    // Accepts connections and never replies: a hung Redis.
    silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    silent?.close();
    await scratch?.drop();
  });

  it.each([
    ['refused', () => 'redis://127.0.0.1:1'],
    ['silent', () => `redis://127.0.0.1:${silentPort}`],
  ])(
    '%s: the server starts and requests pass unlimited (limits fail open)',
    async (_n, url) => {
      const instance = await startInstance(scratch.url, { ...LIMITS, REDIS_URL: url() });
      try {
        const startedAt = Date.now();
        const codes = await alternate(instance, instance, BUDGET + 2);
        expect(codes).toEqual(Array(BUDGET + 2).fill(201));
        // Generous for a loaded machine; a request waiting on Redis would never finish.
        expect(Date.now() - startedAt).toBeLessThan(10_000);
      } finally {
        await instance.app.close();
        await instance.database.close();
      }
    },
    30_000,
  );

  it('a Redis that stops answering mid-run: requests still finish, unlimited', async () => {
    // A relay to the real Redis that, once muted, swallows everything sent to it.
    let muted = false;
    const relay = net.createServer((client) => {
      const redis = new URL(REDIS_URL);
      const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
      client.on('data', (chunk) => {
        if (!muted) upstream.write(chunk);
      });
      upstream.on('data', (chunk) => client.write(chunk));
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const instance = await startInstance(scratch.url, {
      ...LIMITS,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: `gpvibes-test-${randomBytes(6).toString('hex')}:`,
    });
    try {
      expect(await alternate(instance, instance, BUDGET + 1)).toEqual([201, 201, 201, 201, 429]);
      muted = true;
      const startedAt = Date.now();
      expect(await alternate(instance, instance, 2)).toEqual([201, 201]);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    } finally {
      await instance.app.close();
      await instance.database.close();
      relay.close();
    }
  }, 30_000);
});
