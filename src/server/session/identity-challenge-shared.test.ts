import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  askFrom,
  challengeOf,
  encode,
  PROXIED,
  solve,
} from '../../../test/server/identity-requests';
import { TEST_CLIENT_DIR } from '../../../test/server/test-app';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { CHALLENGE_BASE_MAX_NUMBER } from '../../domain/fair-count/identity-challenge';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { limitBackendFor } from '../rate-limit/rate-limits';

// Two app instances on one PostgreSQL database, as behind a load balancer: what a network
// minted is one count whichever instance it reaches (the database, or Redis when
// REDIS_URL is set), and a solved challenge buys one identity, wherever it is redeemed.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FREE = 4;
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;

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

async function stop(...instances: (Instance | undefined)[]) {
  for (const instance of instances) {
    await instance?.app.close();
    await instance?.database.close();
  }
}

/** Free identities asked alternately on each instance from one address; the codes in order. */
async function alternate(a: Instance, b: Instance, ip: string, count: number) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    codes.push((await askFrom((i % 2 === 0 ? a : b).app, ip)).statusCode);
  }
  return codes;
}

describe.each([
  ['the PostgreSQL store', {}, 'postgres'],
  ['the Redis store', { REDIS_URL }, 'redis'],
] as const)('two instances on one PostgreSQL counting in %s', (_name, env, backend) => {
  let scratch: ScratchDatabase;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    scratch = await postgres.create();
    // A prefix of its own keeps this run's Redis keys apart from any other run's.
    const prefix = { REDIS_KEY_PREFIX: `gpvibes-test-${randomBytes(6).toString('hex')}:` };
    const shared = { ...PROXIED, IDENTITY_FREE_PER_HOUR: String(FREE), ...env, ...prefix };
    a = await startInstance(scratch.url, shared);
    b = await startInstance(scratch.url, shared);
  });
  afterAll(async () => {
    await stop(a, b);
    await scratch?.drop();
  });

  it('uses the shared store', () => {
    expect(limitBackendFor(a.app.deps.config)).toBe(backend);
  });

  it('gives a network one allowance across both instances', async () => {
    const ip = '203.0.113.60';
    expect(await alternate(a, b, ip, FREE + 2)).toEqual([201, 201, 201, 201, 428, 428]);
    expect(challengeOf(await askFrom(b.app, ip)).maxnumber).toBe(CHALLENGE_BASE_MAX_NUMBER);
    expect(await alternate(a, b, '203.0.113.61', 2)).toEqual([201, 201]);
  });

  it('lets a solved challenge buy one identity, whichever instance sees it again', async () => {
    const ip = '203.0.113.60';
    const solution = { altcha: encode(solve(challengeOf(await askFrom(a.app, ip)))) };
    expect((await askFrom(a.app, ip, solution)).statusCode).toBe(201);
    const replay = await askFrom(b.app, ip, solution);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: expect.any(String), code: 'CHALLENGE_USED' });
    expect((await askFrom(a.app, ip, solution)).statusCode).toBe(409);
  });

  it('lets one of two simultaneous redemptions through', async () => {
    const ip = '203.0.113.60';
    const solution = { altcha: encode(solve(challengeOf(await askFrom(b.app, ip)))) };
    const codes = await Promise.all([a, b, a, b].map((i) => askFrom(i.app, ip, solution)));
    expect(codes.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('when the Redis counting identities does not answer', () => {
  let scratch: ScratchDatabase;
  let silent: net.Server;
  let instance: Instance;
  beforeAll(async () => {
    scratch = await postgres.create();
    // Accepts connections and never replies: a hung Redis.
    silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    instance = await startInstance(scratch.url, {
      ...PROXIED,
      IDENTITY_FREE_PER_HOUR: '1',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await stop(instance);
    silent?.close();
    await scratch?.drop();
  });

  it('issues identities without a challenge (fails open)', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await askFrom(instance.app, '203.0.113.70')).statusCode).toBe(201);
    }
  });
});
