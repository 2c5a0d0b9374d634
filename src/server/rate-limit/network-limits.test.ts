import { randomBytes } from 'node:crypto';
import { allowance, ROTATIONS, served } from '../../../test/server/network-rotations';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { NETWORK_BUDGET_FACTORS } from '../../domain/fair-count/network-prefixes';

// Every request limit counts per network at each width the client's address belongs to,
// in each store: memory (SQLite), the PostgreSQL table and Redis. Clients arrive through
// a trusted proxy, each named by X-Forwarded-For.

const BUDGET = 3;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const EVENTS = { events: [{ name: 'page_view', props: { path: '/', route: 'home' } }] };
const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;

const STORES = [
  ...TEST_DATABASES.map((kind) => ({ name: `${kind.name}`, kind, env: {} })),
  { name: 'postgres with Redis', kind: postgres, env: { REDIS_URL } },
];

describe.each(STORES)('request limits per network on $name', ({ kind, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      ...env,
      // A prefix of its own keeps this run's Redis keys apart from any other run's.
      REDIS_KEY_PREFIX: `gpvibes-test-${randomBytes(6).toString('hex')}:`,
      TRUST_PROXY: '1',
      RATE_LIMIT_EVENTS_PER_MINUTE: String(BUDGET),
    });
  });
  afterAll(async () => t?.close());

  const send = (client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
      payload: EVENTS,
    });

  it.each(ROTATIONS)(
    '$what: the $width budget, then 429; the neighbour is served',
    async (rotation) => {
      const codes = [];
      for (let i = 0; i <= allowance(rotation, BUDGET); i += 1) {
        codes.push((await send(rotation.address(i))).statusCode);
      }
      expect(codes).toEqual(served(rotation, BUDGET, 202, 429));
      const refused = await send(rotation.address(allowance(rotation, BUDGET) + 1));
      expect(refused.json()).toEqual({
        error: expect.stringMatching(
          /^Too many analytics events from your network\. Please try again in \d+ s\.$/,
        ),
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await send(rotation.neighbour)).statusCode).toBe(202);
    },
  );

  it('an address past its own budget spends none of its network’s', async () => {
    const codes = [];
    for (let i = 0; i < BUDGET + 5; i += 1) codes.push((await send('2001:db8:b1::1')).statusCode);
    expect(codes).toEqual([...Array(BUDGET).fill(202), ...Array(5).fill(429)]);
    // The /48 counted only what the address was allowed: the rest of it is still there.
    const rest = (NETWORK_BUDGET_FACTORS['ipv6/48'] - 1) * BUDGET;
    const others = [];
    for (let i = 0; i <= rest; i += 1) {
      others.push((await send(`2001:db8:b1:${(i + 1).toString(16)}00::1`)).statusCode);
    }
    expect(others).toEqual([...Array(rest).fill(202), 429]);
  });

  it('counts concurrent requests from rotating /64s exactly at the /48', async () => {
    const perNetwork = NETWORK_BUDGET_FACTORS['ipv6/48'] * BUDGET;
    const replies = await Promise.all(
      Array.from({ length: perNetwork * 3 }, (_, i) => send(`2001:db8:b2:${i.toString(16)}00::1`)),
    );
    expect(replies.filter((r) => r.statusCode === 202)).toHaveLength(perNetwork);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(perNetwork * 2);
  });
});
