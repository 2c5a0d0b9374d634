import { createScratch, noWait, type Scratch } from '../../../test/server/alerts-scratch';
import {
  type LocalPushService,
  startLocalPushService,
} from '../../../test/server/local-push-service';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { type AlertsDeps, createAlertsDeps } from '../alerts/alerts-deps';
import { PUSH_DELIVERY_DEFAULTS } from '../config/push-config';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';

const VEGAS = '2026-las-vegas-grand-prix';
const QATAR = '2026-qatar-grand-prix';
const ABU_DHABI = '2026-abu-dhabi-grand-prix';
const LIMITS = { perSource: 10_000, total: 10_000 };
const MINUTE = 60_000;

describe.each(TEST_DATABASES)('push outbox delivery on $name', (kind) => {
  let push: LocalPushService;
  let scratch: Scratch;
  const open: { deps: AlertsDeps; database: Database }[] = [];
  let clock = Date.parse('2026-11-21T10:00:00Z');

  /** One server instance's alerts side on the shared scratch database. */
  const instance = async (env: Record<string, string> = {}) => {
    const database = await scratch.open();
    const deps = createAlertsDeps(scratch.config(env), database, createChangeBus(), {
      pushCa: push.certPem,
      now: () => clock,
      sleep: noWait,
    });
    open.push({ deps, database });
    return deps;
  };

  beforeAll(async () => {
    push = await startLocalPushService();
  });
  afterAll(async () => push.close());
  beforeEach(async () => {
    scratch = await createScratch(kind);
  });
  afterEach(async () => {
    for (const { deps, database } of open.splice(0)) {
      await deps.close();
      await database.close();
    }
    await scratch.drop();
  });

  it('lets one of several instances deliver each alert, to each subscriber once', async () => {
    const [a, b, c] = [await instance(), await instance(), await instance()];
    const names = Array.from({ length: 30 }, (_, i) => `many-${kind.name}-${i}`);
    for (const name of names) await a.subscriptions.save(push.subscribe(name), null, LIMITS);
    expect((await a.alerts.send(VEGAS, 'voting-open')).status).toBe('queued');
    expect((await b.alerts.send(VEGAS, 'voting-open')).status).toBe('already-sent');
    const reports = (await Promise.all([a, b, c].map((d) => d.delivery.drain()))).flat();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ delivered: names.length, failed: 0, finished: true });
    for (const name of names) expect(push.receivedBy(name)).toHaveLength(1);
    expect(await a.outbox.count()).toBe(0);
    expect(await a.alertLog.get(VEGAS, 'voting-open')).toMatchObject({
      delivered: names.length,
      finishedAt: expect.any(String),
    });
  });

  it('resumes after the instance delivering it died, without repeating what it sent', async () => {
    const dead = await instance();
    const names = Array.from({ length: 6 }, (_, i) => `resume-${kind.name}-${i}`);
    for (const name of names) await dead.subscriptions.save(push.subscribe(name), null, LIMITS);
    // The dead instance had claimed the alert and handed out the first half.
    await dead.alerts.send(QATAR, 'voting-open', { holder: 'gone', now: clock, leaseMs: MINUTE });
    const entry = (await dead.outbox.get(QATAR, 'voting-open'))!;
    const half = (await dead.subscriptions.page(null, 3)).at(-1)!.endpoint;
    await dead.outbox.advance(entry, 'gone', half, { delivered: 3, failed: 0, removed: 0 });

    const next = await instance();
    expect(await next.delivery.drain()).toEqual([]); // still claimed
    clock += MINUTE;
    const [report] = await next.delivery.drain();
    expect(report).toMatchObject({ delivered: 6, finished: true });
    const reached = names.filter((n) => push.receivedBy(n).length > 0);
    expect(reached).toEqual(names.slice(3));
  });

  it(`drops a subscription after ${PUSH_DELIVERY_DEFAULTS.dropAfterFailures} failed alerts in a row, and a delivery resets the count`, async () => {
    const d = await instance();
    const failing = `failing-${kind.name}`;
    const recovering = `recovering-${kind.name}`;
    // 400 is never retried: one answer per alert.
    await d.subscriptions.save(push.subscribe(failing, [400, 400, 400]), null, LIMITS);
    await d.subscriptions.save(push.subscribe(recovering, [400, 400, 201, 400, 400]), null, LIMITS);
    const alerts = [
      [VEGAS, 'voting-open'],
      [VEGAS, 'results'],
      [QATAR, 'voting-open'],
      [QATAR, 'results'],
      [ABU_DHABI, 'voting-open'],
    ] as const;
    const counts = [];
    for (const [raceId, alertKind] of alerts) {
      await d.alerts.send(raceId, alertKind);
      const [report] = await d.delivery.drain();
      counts.push([report!.delivered, report!.failed, report!.removed]);
    }
    expect(counts).toEqual([
      [0, 2, 0],
      [0, 2, 0],
      [1, 1, 1], // the third failure in a row drops `failing`
      [0, 1, 0],
      [0, 1, 0],
    ]);
    const left = (await d.subscriptions.list()).map((s) => s.endpoint.split('/').at(-1));
    expect(left).toEqual([recovering]);
  });

  it('serves healthy subscribers while slow endpoints are still within their deadline', async () => {
    // Two slots only, and every slow endpoint sorted first: a pool that waited for them
    // would reach the healthy fans after four full deadlines.
    const d = await instance({ PUSH_CONCURRENCY: '2', PUSH_TIMEOUT_MS: '10000' });
    for (let i = 0; i < 4; i += 1) {
      await d.subscriptions.save(
        push.subscribe(`a-${kind.name}-slow-${i}`, [], 'trickling'),
        null,
        LIMITS,
      );
      await d.subscriptions.save(
        push.subscribe(`a-${kind.name}-hole-${i}`, [], 'black-holed'),
        null,
        LIMITS,
      );
    }
    const fans = Array.from({ length: 5 }, (_, i) => `b-${kind.name}-fan-${i}`);
    for (const fan of fans) await d.subscriptions.save(push.subscribe(fan), null, LIMITS);
    await d.alerts.send(VEGAS, 'voting-open');
    let done = false;
    const drained = d.delivery.drain().then((r) => {
      done = true;
      return r;
    });
    for (let i = 0; i < 300 && fans.some((f) => push.receivedBy(f).length === 0); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const fan of fans) expect(push.receivedBy(fan)).toHaveLength(1);
    // Every fan has it while the slow ones are still running out their deadline.
    expect(done).toBe(false);
    const [report] = await drained;
    expect(report).toMatchObject({ delivered: 5, failed: 8 });
  }, 60_000);
});
