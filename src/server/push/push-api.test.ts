import { createECDH, randomBytes } from 'node:crypto';
import { browserKeys, PRIVATE_ENDPOINTS } from '../../../test/server/local-push-service';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { MAJOR_PUSH_SERVICE_HOSTS } from '../../domain/alerts/push-endpoint';
import { SUBSCRIPTION_BODY_LIMIT } from './push-routes';
import { MAX_ENDPOINT_LENGTH } from './subscription-schema';

const ENDPOINT = 'https://push.example.net/send/abc123';
const good = () => ({ endpoint: ENDPOINT, expirationTime: null, keys: browserKeys() });
const compressedKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey('base64url', 'compressed');
};

const BAD_BODIES: [string, unknown][] = [
  ['an http endpoint', { ...good(), endpoint: 'http://push.example.net/x' }],
  ...PRIVATE_ENDPOINTS.map((endpoint): [string, unknown] => [
    `an endpoint at ${endpoint}`,
    { ...good(), endpoint },
  ]),
  ['a non-URL endpoint', { ...good(), endpoint: 'not a url' }],
  ['an endpoint with credentials', { ...good(), endpoint: 'https://user:pw@push.example.net/x' }],
  [
    'an overlong endpoint',
    { ...good(), endpoint: `https://push.example.net/${'a'.repeat(MAX_ENDPOINT_LENGTH)}` },
  ],
  ['a numeric endpoint', { ...good(), endpoint: 42 }],
  ['no endpoint', { keys: browserKeys() }],
  ['no keys', { endpoint: ENDPOINT }],
  ['no auth key', { endpoint: ENDPOINT, keys: { p256dh: browserKeys().p256dh } }],
  ['no p256dh key', { endpoint: ENDPOINT, keys: { auth: browserKeys().auth } }],
  [
    'a short p256dh',
    {
      endpoint: ENDPOINT,
      keys: { ...browserKeys(), p256dh: randomBytes(64).toString('base64url') },
    },
  ],
  [
    'a compressed p256dh',
    { endpoint: ENDPOINT, keys: { ...browserKeys(), p256dh: compressedKey() } },
  ],
  [
    'a p256dh of the right form that is not a point on the curve',
    {
      endpoint: ENDPOINT,
      keys: {
        ...browserKeys(),
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
      },
    },
  ],
  [
    'a long auth',
    { endpoint: ENDPOINT, keys: { ...browserKeys(), auth: randomBytes(17).toString('base64url') } },
  ],
  [
    'an auth that is not base64',
    { endpoint: ENDPOINT, keys: { ...browserKeys(), auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
  ],
  ['an extra top-level field', { ...good(), userId: 'me' }],
  ['an extra key field', { endpoint: ENDPOINT, keys: { ...browserKeys(), extra: 'x' } }],
  ['a string expirationTime', { ...good(), expirationTime: 'tomorrow' }],
  ['an array', [good()]],
  ['a string', 'subscribe me'],
  ['null', null],
];

describe.each(TEST_DATABASES)('push subscriptions API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  const count = () => t.app.deps.alerts.subscriptions.count();
  const post = (payload: unknown, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({
      method,
      url: '/api/push/subscriptions',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });

  it('serves one VAPID public key, generated once and kept', async () => {
    const first = await t.app.inject('/api/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.app.inject('/api/push/public-key');
    expect(again.json()).toEqual({ publicKey });
    const row = await t.database.db
      .selectFrom('secrets')
      .select('value')
      .where('name', '=', 'vapid_keys')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toMatchObject({ publicKey });
  });

  it.each(BAD_BODIES)('rejects %s with a clear 400 and stores nothing', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/^Invalid push subscription/),
      code: 'INVALID_SUBSCRIPTION',
    });
    expect(await count()).toBe(0);
  });

  it.each([
    [{ ...good(), endpoint: 'http://push.example.net/x' }, 'endpoint: must be an https URL'],
    [
      { ...good(), endpoint: 'https://169.254.169.254/x' },
      'endpoint: must be a public address (this one is link-local)',
    ],
    [{ endpoint: ENDPOINT }, 'keys: is required'],
    [{ ...good(), userId: 'me' }, "unexpected field 'userId'"],
    [
      { endpoint: ENDPOINT, keys: { ...browserKeys(), auth: 'AAAA' } },
      'keys.auth: must be 16 bytes',
    ],
    [[good()], 'send a JSON object with endpoint and keys'],
  ])('names the field and the rule for %j', async (body, words) => {
    const res = await post(body);
    expect((res.json() as { error: string }).error).toBe(
      `Invalid push subscription: ${words}${words.endsWith('bytes') ? ' in URL-safe base64' : ''}.`,
    );
  });

  it('rejects a body larger than a subscription can be with 413', async () => {
    const res = await post({ ...good(), padding: 'x'.repeat(SUBSCRIPTION_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
    expect(await count()).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: '{"endpoint":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: 'endpoint=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(await count()).toBe(0);
  });

  it('stores a subscription, then updates it for the same browser instead of duplicating it', async () => {
    const first = good();
    expect((await post(first)).statusCode).toBe(201);
    const renewed = { ...first, keys: { ...first.keys, p256dh: browserKeys().p256dh } };
    const again = await post(renewed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await t.app.deps.alerts.subscriptions.list()).toEqual([
      { endpoint: ENDPOINT, keys: renewed.keys },
    ]);
    // Someone who only knows the endpoint cannot put their own keys on it.
    const hijack = await post({ ...first, keys: browserKeys() });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.json()).toMatchObject({ code: 'NOT_SUBSCRIPTION_OWNER' });
    expect(await t.app.deps.alerts.subscriptions.list()).toEqual([
      { endpoint: ENDPOINT, keys: renewed.keys },
    ]);
  });

  it('removes a subscription only with its own auth secret', async () => {
    const other = { ...good(), endpoint: 'https://push.example.net/send/other' };
    await post(other);
    expect(await count()).toBe(2);
    const endpointOnly = await post({ endpoint: other.endpoint }, 'DELETE');
    expect(endpointOnly.statusCode).toBe(400);
    const wrong = await post(
      { endpoint: other.endpoint, keys: { auth: browserKeys().auth } },
      'DELETE',
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'NOT_SUBSCRIPTION_OWNER' });
    expect(await count()).toBe(2);
    // What the browser sends: its PushSubscription.toJSON().
    expect((await post(other, 'DELETE')).statusCode).toBe(204);
    expect(await count()).toBe(1);
    expect((await post(other, 'DELETE')).statusCode).toBe(204);
    expect(await count()).toBe(1);
  });
});

describe.each(TEST_DATABASES)('push subscription caps on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PUSH_SUBSCRIPTIONS_PER_ADDRESS: '2',
      PUSH_SUBSCRIPTIONS_MAX: '4',
    });
  });
  afterAll(async () => t?.close());
  const from = (remoteAddress: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      remoteAddress,
      payload: { ...good(), endpoint: `https://push.example.net/send/${remoteAddress}-${n}` },
    });

  it('caps subscriptions per network and in total', async () => {
    expect((await from('203.0.113.7', 1)).statusCode).toBe(201);
    expect((await from('203.0.113.7', 2)).statusCode).toBe(201);
    const third = await from('203.0.113.7', 3);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });
    // One IPv6 network is one /64, whichever of its addresses asks.
    expect((await from('2001:db8:1:2::1', 1)).statusCode).toBe(201);
    expect((await from('2001:db8:1:2::ffff', 2)).statusCode).toBe(201);
    expect((await from('2001:db8:1:2:aaaa::3', 3)).statusCode).toBe(429);
    const full = await from('198.51.100.9', 1);
    expect(full.statusCode).toBe(503);
    expect(full.json()).toMatchObject({ code: 'SUBSCRIPTIONS_FULL' });
    expect(await t.app.deps.alerts.subscriptions.count()).toBe(4);
    // The table holds a keyed digest of the network, never the address.
    const sources = await t.database.db.selectFrom('push_subscriptions').select('source').execute();
    expect(JSON.stringify(sources)).not.toMatch(/203\.0\.113|2001:db8/);
  });
});

describe('push endpoints restricted to known push services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(TEST_DATABASES[0]!, {
      PUSH_ENDPOINT_HOSTS: MAJOR_PUSH_SERVICE_HOSTS.join(','),
    });
  });
  afterAll(async () => t?.close());

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', 201],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', 201],
    ['https://push.example.net/send/abc', 400],
  ])('%s → %i', async (endpoint, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { ...good(), endpoint },
    });
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json()).toMatchObject({
        error: 'Invalid push subscription: endpoint: must be on a known push service.',
      });
    }
  });
});
