import net from 'node:net';
import {
  type AppInstance as Instance,
  TEST_REDIS_URL as REDIS_URL,
  redisKeyPrefix,
  startInstance,
  startSilentServer,
  stopInstances,
} from '../../../test/server/app-instances';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { limitBackendFor } from './rate-limits';

// Two app instances on one database, as behind a load balancer: an address's budget is
// one budget, whichever instance it reaches (PostgreSQL table, or Redis when REDIS_URL is
// set); on SQLite the counters are in memory. A dead or silent Redis never holds a request.

const BUDGET = 4;
const LIMITS = { RATE_LIMIT_SESSIONS_PER_MINUTE: String(BUDGET) };
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;
const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

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
    const prefix = redisKeyPrefix();
    a = await startInstance(scratch.url, { ...LIMITS, ...env, ...prefix });
    b = await startInstance(scratch.url, { ...LIMITS, ...env, ...prefix });
  });
  afterAll(async () => {
    await stopInstances(a, b);
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
      await stopInstances(a);
      await scratch.drop();
    }
  });
});

describe('when Redis is unreachable or does not answer', () => {
  let scratch: ScratchDatabase;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    scratch = await postgres.create();
    silent = await startSilentServer();
  });
  afterAll(async () => {
    silent?.close();
    await scratch?.drop();
  });

  it.each([
    ['refused', () => 'redis://127.0.0.1:1'],
    ['silent', () => silent.url],
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
        await stopInstances(instance);
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
      ...redisKeyPrefix(),
    });
    try {
      expect(await alternate(instance, instance, BUDGET + 1)).toEqual([201, 201, 201, 201, 429]);
      muted = true;
      const startedAt = Date.now();
      expect(await alternate(instance, instance, 2)).toEqual([201, 201]);
      expect(Date.now() - startedAt).toBeLessThan(10_000);
    } finally {
      await stopInstances(instance);
      relay.close();
    }
  }, 30_000);
});
