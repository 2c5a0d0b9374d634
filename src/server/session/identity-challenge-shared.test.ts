import {
  type AppInstance as Instance,
  TEST_REDIS_URL as REDIS_URL,
  redisKeyPrefix,
  startInstance,
  startSilentServer,
  stopInstances as stop,
} from '../../../test/server/app-instances';
import {
  askFrom,
  challengeOf,
  encode,
  PROXIED,
  solve,
} from '../../../test/server/identity-requests';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { CHALLENGE_BASE_MAX_NUMBER } from '../../domain/fair-count/identity-challenge';
import { limitBackendFor } from '../rate-limit/rate-limits';

// Two app instances on one PostgreSQL database, as behind a load balancer: what a network
// minted is one count whichever instance it reaches (the database, or Redis when
// REDIS_URL is set), and a solved challenge buys one identity, wherever it is redeemed.

const FREE = 4;
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;

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
    const shared = {
      ...PROXIED,
      IDENTITY_FREE_PER_HOUR: String(FREE),
      ...env,
      ...redisKeyPrefix(),
    };
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
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let instance: Instance;
  beforeAll(async () => {
    scratch = await postgres.create();
    silent = await startSilentServer();
    instance = await startInstance(scratch.url, {
      ...PROXIED,
      IDENTITY_FREE_PER_HOUR: '1',
      REDIS_URL: silent.url,
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
