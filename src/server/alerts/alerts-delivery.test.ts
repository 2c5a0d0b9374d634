import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminWithEnv } from '../../../test/server/admin-cli';
import {
  startTickingInstance,
  subscribe,
  useAlertSuite,
  VEGAS,
  VEGAS_OPENS,
  voteAsNewFan,
} from '../../../test/server/alert-suite';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_HOURS, RATING_WINDOW_MS } from '../../domain/races/race-phase';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('alerts delivered to a real push endpoint on $name', (kind) => {
  const suite = useAlertSuite(kind, VEGAS_OPENS - HOUR);
  const { clock } = suite;
  const boot = () => startTickingInstance(suite);
  const fans = ['ana', 'ben', 'cy'].map((n) => `${n}-${kind.name}`);
  const gone = `gone-${kind.name}`;
  const late = `late-${kind.name}`;

  it('sends each alert exactly once to every subscriber, across restarts', async () => {
    const { push } = suite;
    // First server: subscriptions arrive the day before; one browser has since unsubscribed (410).
    let server = await boot();
    for (const fan of fans)
      expect((await subscribe(server.app, push.subscribe(fan))).statusCode).toBe(201);
    expect((await subscribe(server.app, push.subscribe(gone, [410]))).statusCode).toBe(201);
    await server.tick();
    expect(push.received).toEqual([]);

    clock.set(VEGAS_OPENS);
    await server.tick();
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
        url: `/r/${VEGAS}`,
      });
      expect(got[0]!.headers).toMatchObject({
        ttl: String(RATING_WINDOW_HOURS * 3600),
        urgency: 'normal',
      });
    }
    // The push service said 410: that browser is forgotten.
    expect(await server.app.deps.alerts.subscriptions.count()).toBe(fans.length);
    expect(push.receivedBy(gone)).toEqual([]);

    await voteAsNewFan(server.app, VEGAS, 5, 'Full Race');
    await voteAsNewFan(server.app, VEGAS, 4, 'Full Race');
    await voteAsNewFan(server.app, VEGAS, 4, 'Race-in-30');

    // Restart mid-window: the new instance sends nothing again.
    await server.close();
    server = await boot();
    clock.set(VEGAS_OPENS + HOUR);
    await server.tick();
    expect(push.received).toHaveLength(fans.length);
    expect((await subscribe(server.app, push.subscribe(late))).statusCode).toBe(201);

    clock.set(VEGAS_OPENS + RATING_WINDOW_MS);
    await server.tick();
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
      clock.set(VEGAS_OPENS + RATING_WINDOW_MS + h * HOUR);
      await server.tick();
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

  // Four CLI processes, each seconds long on a loaded machine: the deadline is the CLI's own.
  it('alerts:send from the admin CLI sends one alert now and refuses a second', async () => {
    const { push, scratch } = suite;
    const dir = mkdtempSync(join(tmpdir(), 'gpvibes-ca-'));
    const caFile = join(dir, 'ca.pem');
    writeFileSync(caFile, push.certPem);
    // Asynchronous: the push service runs in this process and must answer meanwhile.
    const admin = async (...args: string[]) => {
      const env = { NODE_EXTRA_CA_CERTS: caFile, PUSH_TEST_LOOPBACK: 'on' };
      const { code, stdout, stderr } = await runAdminWithEnv(env, scratch.url, ...args);
      return { status: code, stdout, stderr };
    };
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
  }, 90_000);
});
