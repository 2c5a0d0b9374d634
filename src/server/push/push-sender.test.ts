import webpush from 'web-push';
import { type LocalPushService, startLocalPushService } from './local-push-service';
import { createPushSender, PUSH_DEFAULTS } from './push-sender';

const keys = webpush.generateVAPIDKeys();
const message = { ttlSeconds: 3600, urgency: 'normal' as const, topic: 'race-topic' };

describe('push sender against a local HTTPS push service', () => {
  let service: LocalPushService;
  let delays: number[];
  const sender = () =>
    createPushSender({
      keys: { keys: async () => keys },
      subject: 'mailto:ops@example.com',
      agent: service.agent,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });

  beforeAll(async () => {
    service = await startLocalPushService();
  });
  afterAll(async () => service.close());
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

  it.each([404, 410])('reports a %i subscription as gone without retrying', async (status) => {
    const target = service.subscribe(`gone-${status}`, [status]);
    expect(await sender()(target, '{}', message)).toEqual({ outcome: 'gone', attempts: 1, status });
    expect(delays).toEqual([]);
  });

  it('retries 5xx and 429 with exponential backoff, then delivers', async () => {
    const target = service.subscribe('flaky', [503, 429, 500]);
    const outcome = await sender()(target, '{}', message);
    expect(outcome).toEqual({ outcome: 'delivered', attempts: 4 });
    const base = PUSH_DEFAULTS.baseDelayMs;
    expect(delays).toEqual([base, 2 * base, 4 * base]);
    expect(service.attempts('flaky')).toBe(4);
  });

  it(`gives up after ${PUSH_DEFAULTS.maxAttempts} attempts and reports the failure`, async () => {
    const target = service.subscribe('down', [502, 502, 502, 502, 502]);
    const outcome = await sender()(target, '{}', message);
    expect(outcome).toMatchObject({
      outcome: 'failed',
      attempts: PUSH_DEFAULTS.maxAttempts,
      status: 502,
    });
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

  it('retries a network failure and never throws', async () => {
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

  it('refuses a push service whose certificate it does not trust', async () => {
    const untrusting = createPushSender({
      keys: { keys: async () => keys },
      subject: 'mailto:ops@example.com',
      maxAttempts: 1,
    });
    const outcome = await untrusting(service.subscribe('tls'), '{}', message);
    expect(outcome).toMatchObject({ outcome: 'failed', status: null });
    expect(service.receivedBy('tls')).toEqual([]);
  });
});
