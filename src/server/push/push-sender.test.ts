import webpush from 'web-push';
import {
  LOCAL_PUSH_ALIAS,
  type LocalPushService,
  startLocalPushService,
  TRICKLE_EVERY_MS,
} from '../../../test/server/local-push-service';
import { createPushSender, PUSH_DEFAULTS } from './push-sender';
import { createPushTransport, type ResolveHost, type TransportOptions } from './push-transport';

const keys = webpush.generateVAPIDKeys();
const message = { ttlSeconds: 3600, urgency: 'normal' as const, topic: 'race-topic' };
/** Short, so the deadline tests are quick; far longer than a healthy local answer. */
const DEADLINE_MS = 1_500;

describe('push sender against a local HTTPS push service', () => {
  let service: LocalPushService;
  let delays: number[];
  const transports: { close(): void }[] = [];
  const sender = (transport: Partial<TransportOptions> = {}, allowLoopback = true) => {
    const t = createPushTransport({
      timeoutMs: DEADLINE_MS,
      maxSockets: 8,
      allowLoopback,
      extraCa: service.certPem,
      ...transport,
    });
    transports.push(t);
    return createPushSender({
      keys: { keys: async () => keys },
      subject: 'mailto:ops@example.com',
      transport: t,
      rules: { allowedHostSuffixes: null, allowLoopback },
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
  };

  beforeAll(async () => {
    service = await startLocalPushService();
  });
  afterAll(async () => {
    for (const t of transports) t.close();
    await service.close();
  });
  beforeEach(() => {
    delays = [];
  });

  it('delivers an encrypted payload the subscriber can read, with TTL, urgency, topic and VAPID', async () => {
    const target = service.subscribe('reader');
    const outcome = await sender()(target, JSON.stringify({ title: 'hello' }), message);
    expect(outcome).toEqual({ outcome: 'delivered', attempts: 1 });
    const [got] = service.receivedBy('reader');
    expect(got?.payload).toEqual({ title: 'hello' });
    expect(got?.headers).toMatchObject({ ttl: '3600', urgency: 'normal', topic: 'race-topic' });
    expect(got?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${keys.publicKey}$`));
  });

  it('reuses one connection for many deliveries (keep-alive)', async () => {
    const send = sender();
    const before = service.connections();
    for (let i = 0; i < 5; i += 1) {
      expect(await send(service.subscribe(`kept-${i}`), '{}', message)).toMatchObject({
        outcome: 'delivered',
      });
    }
    expect(service.connections() - before).toBe(1);
  });

  it.each([404, 410])('reports a %i subscription as gone without retrying', async (status) => {
    const target = service.subscribe(`gone-${status}`, [status]);
    expect(await sender()(target, '{}', message)).toEqual({ outcome: 'gone', attempts: 1, status });
    expect(delays).toEqual([]);
  });

  it('retries 5xx and 429 with exponential backoff, then delivers', async () => {
    const target = service.subscribe('flaky', [503, 429]);
    const outcome = await sender()(target, '{}', message);
    expect(outcome).toEqual({ outcome: 'delivered', attempts: 3 });
    const base = PUSH_DEFAULTS.baseDelayMs;
    expect(delays).toEqual([base, 2 * base]);
    expect(service.attempts('flaky')).toBe(3);
  });

  it(`gives up after ${PUSH_DEFAULTS.maxAttempts} attempts and reports the failure`, async () => {
    const target = service.subscribe('down', [502, 502, 502, 502, 502]);
    const outcome = await sender()(target, '{}', message);
    expect(outcome).toMatchObject({
      outcome: 'failed',
      attempts: PUSH_DEFAULTS.maxAttempts,
      status: 502,
    });
    expect(service.attempts('down')).toBe(PUSH_DEFAULTS.maxAttempts);
    expect(service.receivedBy('down')).toEqual([]);
  });

  it.each([400, 403, 413])(
    'does not retry a %i (our request is wrong, not the service)',
    async (status) => {
      const target = service.subscribe(`refused-${status}`, [status]);
      expect(await sender()(target, '{}', message)).toMatchObject({
        outcome: 'failed',
        attempts: 1,
        status,
      });
    },
  );

  it('retries a refused connection a bounded number of times and never throws', async () => {
    const target = {
      endpoint: 'https://127.0.0.1:1/push/nowhere',
      keys: service.subscribe('x').keys,
    };
    const outcome = await sender()(target, '{}', message);
    expect(outcome).toMatchObject({
      outcome: 'failed',
      attempts: PUSH_DEFAULTS.maxAttempts,
      status: null,
    });
  });

  // The idle-socket timeout the server used before never fired here: a byte arrives
  // every two seconds, so the socket is never idle for long.
  it('cuts an endpoint that answers a byte at a time at the overall deadline, once', async () => {
    const target = service.subscribe('trickle', [], 'trickling');
    const started = Date.now();
    const outcome = await sender({ timeoutMs: 3 * TRICKLE_EVERY_MS })(target, '{}', message);
    const took = Date.now() - started;
    expect(outcome).toMatchObject({ outcome: 'failed', attempts: 1, status: null });
    expect(took).toBeGreaterThanOrEqual(3 * TRICKLE_EVERY_MS - 50);
    // Bounded by the deadline (with room for a loaded machine), not by the endless answer.
    expect(took).toBeLessThan(3 * TRICKLE_EVERY_MS + 20_000);
    expect(service.attempts('trickle')).toBe(1);
  });

  it('cuts a black-holed endpoint at the deadline and does not retry it', async () => {
    const target = service.subscribe('hole', [], 'black-holed');
    const before = service.blackHoleConnections();
    const outcome = await sender()(target, '{}', message);
    expect(outcome).toMatchObject({ outcome: 'failed', attempts: 1, status: null });
    expect(outcome.outcome === 'failed' && outcome.reason).toMatch(/within 1500 ms/);
    expect(service.blackHoleConnections() - before).toBe(1);
  });

  it('refuses a push service whose certificate it does not trust', async () => {
    const t = createPushTransport({ timeoutMs: DEADLINE_MS, maxSockets: 1, allowLoopback: true });
    transports.push(t);
    const untrusting = createPushSender({
      keys: { keys: async () => keys },
      subject: 'mailto:ops@example.com',
      transport: t,
      rules: { allowedHostSuffixes: null, allowLoopback: true },
      maxAttempts: 1,
    });
    const outcome = await untrusting(service.subscribe('tls'), '{}', message);
    expect(outcome).toMatchObject({ outcome: 'failed', status: null });
    expect(service.receivedBy('tls')).toEqual([]);
  });

  it('sends nothing to a loopback endpoint unless a test allows it', async () => {
    const target = service.subscribe('ssrf');
    const outcome = await sender({}, false)(target, '{}', message);
    expect(outcome).toMatchObject({ outcome: 'failed', attempts: 0 });
    expect(service.attempts('ssrf')).toBe(0);
  });

  describe('a name that resolves to a private address when the alert goes out (DNS rebinding)', () => {
    const toLoopback: ResolveHost = async (host) =>
      host === LOCAL_PUSH_ALIAS ? [{ address: '127.0.0.1', family: 4 }] : [];
    const aliased = (name: string) => {
      const target = service.subscribe(name);
      return { ...target, endpoint: target.endpoint.replace('127.0.0.1', LOCAL_PUSH_ALIAS) };
    };

    it('gets no request: the connection is refused at the resolved address', async () => {
      const outcome = await sender({ resolveHost: toLoopback, allowLoopback: false }, false)(
        aliased('rebound'),
        '{}',
        message,
      );
      expect(outcome).toMatchObject({ outcome: 'failed', attempts: 1, status: null });
      expect(outcome.outcome === 'failed' && outcome.reason).toMatch(
        /resolves to a loopback address 127\.0\.0\.1/,
      );
      expect(service.attempts('rebound')).toBe(0);
    });

    it('is delivered when that address is allowed (the same request, so the check is what stops it)', async () => {
      const outcome = await sender({ resolveHost: toLoopback })(aliased('allowed'), '{}', message);
      expect(outcome).toEqual({ outcome: 'delivered', attempts: 1 });
    });

    it('refuses a name with one public and one private address', async () => {
      const mixed: ResolveHost = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ];
      const outcome = await sender({ resolveHost: mixed }, false)(aliased('mixed'), '{}', message);
      expect(outcome.outcome === 'failed' && outcome.reason).toMatch(/private address 10\.0\.0\.7/);
      expect(service.attempts('mixed')).toBe(0);
    });
  });
});
