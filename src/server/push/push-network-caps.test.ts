import { browserKeys } from '../../../test/server/local-push-service';
import { allowance, ROTATIONS, served } from '../../../test/server/network-rotations';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { NETWORK_BUDGET_FACTORS } from '../../domain/fair-count/network-prefixes';

// Subscriptions are capped per network at two widths: the narrowest (an IPv4 address, an
// IPv6 /64) at PUSH_SUBSCRIPTIONS_PER_ADDRESS, the widest (IPv4 /24, IPv6 /48) at that ×
// its factor. A /56 has no cap of its own, so its rotation is left to the /48's.

const PER_SOURCE = 2;
const CAPPED = ROTATIONS.filter((rotation) => rotation.width !== 'ipv6/56');

describe.each(TEST_DATABASES)('push subscriptions per network on $name', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      TRUST_PROXY: '1',
      PUSH_SUBSCRIPTIONS_PER_ADDRESS: String(PER_SOURCE),
      PUSH_SUBSCRIPTIONS_MAX: '1000',
      RATE_LIMITS: 'off',
    });
  });
  afterAll(async () => t?.close());

  const subscribe = (client: string) => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
      payload: { endpoint: `https://push.example.net/send/${n}`, keys: browserKeys() },
    });
  };

  it.each(CAPPED)('$what: the $width cap, then 429; the neighbour subscribes', async (rotation) => {
    const codes = [];
    for (let i = 0; i <= allowance(rotation, PER_SOURCE); i += 1) {
      codes.push((await subscribe(rotation.address(i))).statusCode);
    }
    expect(codes).toEqual(served(rotation, PER_SOURCE, 201, 429));
    const refused = await subscribe(rotation.address(allowance(rotation, PER_SOURCE) + 1));
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });
    expect((await subscribe(rotation.neighbour)).statusCode).toBe(201);
  });

  it('/64s rotating inside one /56 meet the /48 cap', async () => {
    const cap = PER_SOURCE * NETWORK_BUDGET_FACTORS['ipv6/48'];
    const codes = [];
    for (let i = 0; i <= cap; i += 1) {
      codes.push((await subscribe(`2001:db8:d1:${(i + 1).toString(16)}::1`)).statusCode);
    }
    expect(codes).toEqual([...Array(cap).fill(201), 429]);
  });

  it('stores keyed digests of both networks, never an address', async () => {
    const rows = await t.database.db
      .selectFrom('push_subscriptions')
      .select(['source', 'source_wide'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.source).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.source_wide).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(JSON.stringify(rows)).not.toMatch(/192\.0\.2|198\.51\.100|203\.0\.113|2001:db8/);
  });
});
