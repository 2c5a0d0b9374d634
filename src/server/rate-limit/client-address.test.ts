import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { loadConfig } from '../config/config';
import { fastifyTrustProxy } from './client-address';

const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;
const PROXY = '127.0.0.1';

describe('fastifyTrustProxy', () => {
  // hop 0 is the socket's peer, hop 1 the right-most X-Forwarded-For entry, …
  it.each([
    [1, [true, false, false]],
    [2, [true, true, false]],
  ])('a hop count of %i trusts exactly that many proxies from the right', (hops, trusted) => {
    const trust = fastifyTrustProxy(hops) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('192.0.2.1', hop))).toEqual(trusted);
  });

  it('passes off and address lists through', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8', '::1'])).toBe('10.0.0.0/8,::1');
  });
});

describe.each([
  ['1', PROXY, ''],
  ['2', '10.1.2.3', ', 10.1.2.3'],
  ['127.0.0.1, 10.0.0.0/8', '10.1.2.3', ', 10.1.2.3'],
])('TRUST_PROXY=%s: each fan has a budget of their own', (trustProxy, peer, chain) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(sqlite, {
      TRUST_PROXY: trustProxy,
      RATE_LIMIT_SESSIONS_PER_MINUTE: '1',
    });
  });
  afterAll(async () => t?.close());

  // What the proxies write: whatever the client sent, then each hop appends its peer.
  const session = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/session',
      remoteAddress: trustProxy === '2' ? PROXY : peer,
      headers: { 'x-forwarded-for': `${forwardedFor}${chain}` },
    });

  it('distinct fans behind the proxies get distinct budgets', async () => {
    expect((await session('203.0.113.1')).statusCode).toBe(201);
    expect((await session('203.0.113.2')).statusCode).toBe(201);
    expect((await session('203.0.113.1')).statusCode).toBe(429);
  });

  it('a forged X-Forwarded-For entry to the left gains nothing', async () => {
    expect((await session('203.0.113.3')).statusCode).toBe(201);
    expect((await session('198.51.100.1, 203.0.113.3')).statusCode).toBe(429);
    expect((await session('198.51.100.2, 203.0.113.3')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY in the configuration', () => {
  it.each([
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, fd00::/8', ['10.0.0.0/8', 'fd00::/8']],
  ])('%s is %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['on', "TRUST_PROXY: 'on' would trust addresses a client can forge"],
    ['true', "TRUST_PROXY: 'true' is not an address or range"],
    ['100', "TRUST_PROXY: '100' is not an address or range"],
    ['10.0.0.0/33', "TRUST_PROXY: '10.0.0.0/33' is not an address or range"],
    ['loopback', "TRUST_PROXY: 'loopback' is not an address or range"],
  ])('refuses %s with one line naming the variable', (value, message) => {
    let error: unknown;
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (caught) {
      error = caught;
    }
    expect(String((error as Error).message)).toContain(message);
    expect(String((error as Error).message)).not.toContain('\n');
  });
});
