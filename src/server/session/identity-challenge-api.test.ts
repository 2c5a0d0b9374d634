import {
  ask,
  askFrom,
  challengeOf,
  encode,
  mint,
  PROXIED,
  solve,
  solveWithAltcha,
} from '../../../test/server/identity-requests';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { postVote } from '../../../test/server/vote-requests';
import {
  CHALLENGE_BASE_MAX_NUMBER,
  challengeMaxNumber,
  IDENTITY_CHALLENGE_TTL_MS,
} from '../../domain/fair-count/identity-challenge';
import { NETWORK_BUDGET_FACTORS } from '../../domain/fair-count/network-prefixes';
import { newChallenge } from './altcha-proof';
import { CHALLENGE_KEY_PURPOSE } from './identity-gate';

const RACE = '2025-abu-dhabi-grand-prix';
const VOTE = { raceId: RACE, starRating: 4, viewMode: 'Full Race' };
const repeat = <T>(value: T, times: number) => Array<T>(times).fill(value);

describe.each(TEST_DATABASES)('identity challenges on $name', (kind) => {
  let t: TestApp;
  let free: number;
  beforeAll(async () => {
    t = await createTestApp(kind, PROXIED);
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    free = t.config.identityFreePerHour;
  });
  afterAll(async () => t?.close());

  it('issues the free allowance, then asks for work at the base difficulty', async () => {
    const ip = '203.0.113.10';
    expect(await ask(t.app, ip, free)).toEqual(repeat(201, free));
    const res = await askFrom(t.app, ip);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: 'Solve the challenge to get an identity.',
      code: 'CHALLENGE_REQUIRED',
      challenge: {
        algorithm: 'SHA-256',
        challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
        maxnumber: CHALLENGE_BASE_MAX_NUMBER,
        salt: expect.stringMatching(/^[0-9a-f]+\?expires=\d+&$/),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const expires = Number(/expires=(\d+)/.exec(challengeOf(res).salt)![1]) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + IDENTITY_CHALLENGE_TTL_MS - 10_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + IDENTITY_CHALLENGE_TTL_MS);
  });

  it('issues an identity that votes for a solution found by ALTCHA, once', async () => {
    const ip = '203.0.113.11';
    await mint(t.app, ip, free);
    const solution = {
      altcha: encode(await solveWithAltcha(challengeOf(await askFrom(t.app, ip)))),
    };
    const res = await askFrom(t.app, ip, solution);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.json() as { token: string };
    expect((await postVote(t.app, token, VOTE)).statusCode).toBe(200);

    const replay = await askFrom(t.app, ip, solution);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ error: expect.any(String), code: 'CHALLENGE_USED' });
  });

  it('accepts a valid solution even where no challenge is needed now', async () => {
    const challenge = challengeOf(await askFrom(t.app, '203.0.113.10'));
    const res = await askFrom(t.app, '192.0.2.77', { altcha: encode(solve(challenge)) });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a tampered, forged or malformed solution as CHALLENGE_INVALID, spending nothing', async () => {
    const good = solve(challengeOf(await askFrom(t.app, '203.0.113.10')));
    const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    const forgedKey = await newChallenge('not-the-key', 1000, Date.now());
    const otherPurpose = await newChallenge(
      await t.app.deps.sessions.derivedKey('another purpose'),
      1000,
      Date.now(),
    );
    const cases: unknown[] = [
      encode({ ...good, number: good.number + 1 }),
      encode({ ...good, signature: flip(good.signature) }),
      encode({ ...good, challenge: flip(good.challenge) }),
      encode({
        ...good,
        salt: good.salt.replace(/expires=(\d+)/, (_m, s) => `expires=${Number(s) + 3600}`),
      }),
      encode({ ...good, salt: `0${good.salt}` }),
      encode({ ...good, algorithm: 'SHA-1' }),
      encode(solve(forgedKey)),
      encode(solve(otherPurpose)),
      'not base64!',
      Buffer.from('{"algorithm":').toString('base64'),
      Buffer.from('[1,2]').toString('base64'),
      '',
      'A'.repeat(5000),
      5,
      null,
    ];
    for (const altcha of cases) {
      const res = await askFrom(t.app, '203.0.113.12', { altcha });
      expect(res.statusCode, JSON.stringify(altcha).slice(0, 120)).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'CHALLENGE_INVALID' });
    }
    expect((await askFrom(t.app, '203.0.113.12', { altcha: encode(good) })).statusCode).toBe(201);
  });

  it('refuses a solved challenge past its lifetime as CHALLENGE_EXPIRED', async () => {
    const key = await t.app.deps.sessions.derivedKey(CHALLENGE_KEY_PURPOSE);
    const old = await newChallenge(key, 1000, Date.now() - IDENTITY_CHALLENGE_TTL_MS - 2000);
    const res = await askFrom(t.app, '203.0.113.13', { altcha: encode(solve(old)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'CHALLENGE_EXPIRED' });
    const fresh = await newChallenge(key, 1000, Date.now());
    expect(
      (await askFrom(t.app, '203.0.113.13', { altcha: encode(solve(fresh)) })).statusCode,
    ).toBe(201);
  });

  it('asks more work of a network the more it mints', async () => {
    const ip = '192.0.2.20';
    await mint(t.app, ip, free);
    const asked: number[] = [];
    for (let excess = 0; excess < 4; excess += 1) {
      const challenge = challengeOf(await askFrom(t.app, ip));
      asked.push(challenge.maxnumber!);
      expect((await askFrom(t.app, ip, { altcha: encode(solve(challenge)) })).statusCode).toBe(201);
    }
    expect(asked).toEqual([0, 1, 2, 3].map(challengeMaxNumber));
    expect(asked[3]).toBeGreaterThan(asked[0]!);
  });

  it('meets the /24 allowance when the addresses inside it change', async () => {
    const allowance = free * NETWORK_BUDGET_FACTORS['ipv4/24'];
    const perAddress = free / 2;
    for (let i = 0; i < allowance / perAddress; i += 1) {
      expect(await ask(t.app, `198.51.100.${i + 1}`, perAddress)).toEqual(repeat(201, perAddress));
    }
    expect((await askFrom(t.app, '198.51.100.200')).statusCode).toBe(428);
    expect((await askFrom(t.app, '198.51.101.1')).statusCode).toBe(201);
  });

  it('meets the /48 allowance when the /64s inside it rotate', async () => {
    const allowance = free * NETWORK_BUDGET_FACTORS['ipv6/48'];
    const perSubnet = free / 2;
    // Each /64 in a /56 of its own, both far inside their own allowances.
    for (let i = 0; i < allowance / perSubnet; i += 1) {
      const ip = `2001:db8:48:${(i + 1).toString(16)}00::1`;
      expect(await ask(t.app, ip, perSubnet)).toEqual(repeat(201, perSubnet));
    }
    const res = await askFrom(t.app, '2001:db8:48:ff01::9');
    expect(challengeOf(res).maxnumber).toBe(CHALLENGE_BASE_MAX_NUMBER);
    expect((await askFrom(t.app, '2001:db8:49::1')).statusCode).toBe(201);
  });

  it('never asks the server’s own machine, with or without a proxy in front', async () => {
    const asks = [
      () => t.app.inject({ method: 'POST', url: '/api/session' }),
      () => t.app.inject({ method: 'POST', url: '/api/session', remoteAddress: '::1' }),
      () => askFrom(t.app, '127.0.0.9'),
      () => askFrom(t.app, '::ffff:127.0.0.1'),
    ];
    for (const request of asks) {
      for (let i = 0; i < free + 2; i += 1) expect((await request()).statusCode).toBe(201);
    }
  });

  it('validates the body at the boundary, keeping an empty one working', async () => {
    const ip = '192.0.2.30';
    const send = (payload: string, type?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': ip, ...(type ? { 'content-type': type } : {}) },
        payload,
      });
    expect((await send('{}', 'application/json')).statusCode).toBe(201);
    expect((await send('', 'text/plain')).statusCode).toBe(201);
    expect((await send('hello', 'text/plain')).statusCode).toBe(415);
    expect((await send('a=1', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    for (const body of ['[]', 'null', '"x"', '{"altcha":"a","more":1}', '{"token":"x"}']) {
      const res = await send(body, 'application/json');
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'INVALID_REQUEST' });
    }
    expect((await send('{', 'application/json')).json()).toMatchObject({ code: 'INVALID_JSON' });
  });
});

describe.each(TEST_DATABASES)('the identity ceiling on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ...PROXIED,
      IDENTITY_FREE_PER_HOUR: '2',
      IDENTITY_CEILING_PER_HOUR: '4',
    });
  });
  afterAll(async () => t?.close());

  it('refuses past the ceiling with 429 RATE_LIMITED and Retry-After, a solution or not', async () => {
    const ip = '203.0.113.40';
    expect(await ask(t.app, ip, 2)).toEqual([201, 201]);
    const held = challengeOf(await askFrom(t.app, ip));
    expect(await mint(t.app, ip, 2)).toEqual([201, 201]);
    for (const body of [undefined, { altcha: encode(solve(held)) }]) {
      const res = await askFrom(t.app, ip, body);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: expect.stringMatching(
          /^Too many new identities from your network\. Please try again in \d+ s\.$/,
        ),
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
  });
});

describe.each(TEST_DATABASES)('RATE_LIMITS=off on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ...PROXIED, RATE_LIMITS: 'off', IDENTITY_FREE_PER_HOUR: '1' });
  });
  afterAll(async () => t?.close());

  it('never asks for work nor checks a solution', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await askFrom(t.app, '203.0.113.50')).statusCode).toBe(201);
    expect((await askFrom(t.app, '203.0.113.50', { altcha: 'junk' })).statusCode).toBe(201);
  });
});
