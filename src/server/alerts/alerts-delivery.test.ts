import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  createScratch,
  fakeClock,
  noWait,
  type Scratch,
  startInstance,
} from '../../../test/server/alerts-scratch';
import {
  type LocalPushService,
  startLocalPushService,
} from '../../../test/server/local-push-service';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_HOURS, RATING_WINDOW_MS } from '../../domain/constants';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { createRaceScheduler } from '../scheduler/race-scheduler';

const VEGAS = '2026-las-vegas-grand-prix';
// When voting opens for the seeded race: its start (04:00 UTC) plus the assumed race length.
const RACE_DAY = Date.parse('2026-11-22T04:00:00Z') + ASSUMED_RACE_LENGTH_MS;
const HOUR = 60 * 60 * 1000;

async function subscribe(app: FastifyInstance, target: object): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: target });
  return res.statusCode;
}

async function vote(app: FastifyInstance, starRating: number, viewMode: string): Promise<void> {
  const session = await app.inject({ method: 'POST', url: '/api/session' });
  const { token } = session.json() as { token: string };
  const res = await app.inject({
    method: 'POST',
    url: '/api/votes',
    headers: { authorization: `Bearer ${token}` },
    payload: { raceId: VEGAS, starRating, viewMode },
  });
  expect(res.statusCode).toBe(200);
}

describe.each(TEST_DATABASES)('alerts delivered to a real push endpoint on $name', (kind) => {
  let push: LocalPushService;
  let scratch: Scratch;
  const clock = fakeClock(RACE_DAY - HOUR);
  beforeAll(async () => {
    push = await startLocalPushService();
    scratch = await createScratch(kind);
  });
  afterAll(async () => {
    await push?.close();
    await scratch?.drop();
  });

  /** A server process as it would start: app, deps and its own scheduler on the shared database. */
  const boot = async () => {
    const instance = await startInstance(scratch, {
      pushCa: push.certPem,
      now: clock.now,
      sleep: noWait,
    });
    const scheduler = createRaceScheduler(instance.app.deps.alerts, { intervalMs: 60_000 });
    return {
      ...instance,
      scheduler: {
        /** One pass, then the delivery of whatever it queued. */
        async tick() {
          await scheduler.tick();
          await instance.app.deps.alerts.delivery.drain();
        },
      },
      async close() {
        await scheduler.stop();
        await instance.close();
      },
    };
  };
  const fans = ['ana', 'ben', 'cy'].map((n) => `${n}-${kind.name}`);
  const gone = `gone-${kind.name}`;
  const late = `late-${kind.name}`;

  it('sends each alert exactly once to every subscriber, across restarts', async () => {
    // First server: subscriptions arrive the day before; one browser has since unsubscribed (410).
    let server = await boot();
    for (const fan of fans) expect(await subscribe(server.app, push.subscribe(fan))).toBe(201);
    expect(await subscribe(server.app, push.subscribe(gone, [410]))).toBe(201);
    await server.scheduler.tick();
    expect(push.received).toEqual([]);

    clock.set(RACE_DAY);
    await server.scheduler.tick();
    const races = (await server.app.inject('/api/races')).json() as {
      id: string;
      isCurrent: boolean;
    }[];
    expect(races.find((r) => r.id === VEGAS)?.isCurrent).toBe(true);
    for (const fan of fans) {
      const got = push.receivedBy(fan);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toEqual({
        kind: 'voting-open',
        raceId: VEGAS,
        title: 'Las Vegas GP: voting is open',
        body: `Rate it within ${RATING_WINDOW_HOURS} hours. No spoilers, just the vibe.`,
        tag: VEGAS,
        url: '/#las-vegas-grand-prix-2026-11-21',
      });
      expect(got[0]!.headers).toMatchObject({
        ttl: String(RATING_WINDOW_HOURS * 3600),
        urgency: 'normal',
      });
    }
    // The push service said 410: that browser is forgotten.
    expect(await server.app.deps.alerts.subscriptions.count()).toBe(fans.length);
    expect(push.receivedBy(gone)).toEqual([]);

    await vote(server.app, 5, 'Full Race');
    await vote(server.app, 4, 'Full Race');
    await vote(server.app, 4, 'Race-in-30');

    // Restart mid-window: the new instance sends nothing again.
    await server.close();
    server = await boot();
    clock.set(RACE_DAY + HOUR);
    await server.scheduler.tick();
    expect(push.received).toHaveLength(fans.length);
    expect(await subscribe(server.app, push.subscribe(late))).toBe(201);

    clock.set(RACE_DAY + RATING_WINDOW_MS);
    await server.scheduler.tick();
    for (const fan of [...fans, late]) {
      const summary = push.receivedBy(fan).filter((r) => r.payload.kind === 'results');
      expect(summary.map((r) => `${r.payload.title}. ${r.payload.body}`)).toEqual([
        'Las Vegas GP rated 4.3 — Great. Best way to watch: Full Race',
      ]);
      expect(summary[0]!.headers).toMatchObject({ urgency: 'low' });
    }

    // Restart after the window: still nothing twice, whatever the scheduler or an operator tries.
    await server.close();
    server = await boot();
    for (const h of [1, 24, 72]) {
      clock.set(RACE_DAY + RATING_WINDOW_MS + h * HOUR);
      await server.scheduler.tick();
    }
    const again = await server.app.deps.alerts.alerts.send(VEGAS, 'voting-open');
    expect(again.status).toBe('already-sent');
    for (const fan of fans) expect(push.receivedBy(fan)).toHaveLength(2);
    expect(push.receivedBy(late)).toHaveLength(1);
    const log = await server.app.deps.alerts.alertLog.list(VEGAS);
    expect(log.map((e) => [e.kind, e.delivered, e.removed])).toEqual([
      ['voting-open', fans.length, 1],
      ['results', fans.length + 1, 0],
    ]);
    await server.close();
  });

  it('alerts:send from the admin CLI sends one alert now and refuses a second', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpvibes-ca-'));
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, push.certPem);
    // Asynchronous: the push service runs in this process and must answer meanwhile.
    const admin = (...args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/server/admin/cli.ts', ...args],
          {
            env: {
              ...process.env,
              DATABASE_URL: scratch.url,
              NODE_EXTRA_CA_CERTS: caFile,
              PUSH_TEST_LOOPBACK: 'on',
            },
          },
          (error, stdout, stderr) =>
            resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    try {
      const before = push.received.length;
      const first = await admin('alerts:send', '2026-qatar-grand-prix', 'voting-open');
      expect(first.stderr).toBe('');
      expect(first.stdout).toMatch(/sent 'Qatar GP: voting is open\. .*' — 4 delivered, 0 failed/);
      const second = await admin('alerts:send', '2026-qatar-grand-prix', 'voting-open');
      expect(second.stdout).toMatch(/was already sent at .*; not sent again/);
      expect(push.received.length - before).toBe(4);
      const bad = await admin('alerts:send', '2026-qatar-grand-prix', 'podium');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/'podium' is not an alert kind/);
      const unknown = await admin('alerts:send', 'no-such-race', 'results');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toMatch(/no race with id 'no-such-race'/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
