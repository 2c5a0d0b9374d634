import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratch, type Scratch } from '../../../test/server/alerts-scratch';
import {
  type LocalPushService,
  startLocalPushService,
} from '../../../test/server/local-push-service';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { PUSH_DELIVERY_DEFAULTS } from '../config/push-config';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { createSubscriptionsRepo } from '../push/subscriptions-repo';
import { createRacesRepo } from '../races/races-repo';
import { createAlertLogRepo } from './alert-log-repo';

// The real server, scheduler on, against push endpoints that take the request and then
// answer a byte every two seconds. Before the outbox, the scheduler's pass sent the alert
// itself and sat inside it for minutes: a healthy fan waited behind the slow endpoints and a
// race due to open stayed closed.

const OPEN_NOW = 'test-open-now-grand-prix';
const OPENS_SOON = 'test-opens-soon-grand-prix';
const SLOW = 10;
/** Generous, for a loaded machine; the stall this guards against lasted minutes. */
const WITHIN_MS = 15_000;
const SECOND = 1000;

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(TEST_DATABASES)('alerts with slow push endpoints, real server on $name', (kind) => {
  let push: LocalPushService;
  let scratch: Scratch;
  let database: Database;
  let server: ServerProcess | undefined;
  let caDir: string;

  beforeAll(async () => {
    push = await startLocalPushService();
    caDir = mkdtempSync(join(tmpdir(), 'gpvibes-ca-'));
    writeFileSync(join(caDir, 'ca.pem'), push.certPem);
    scratch = await createScratch(kind);
    database = await scratch.open();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await scratch?.drop();
    await push?.close();
    rmSync(caDir, { recursive: true, force: true });
  });

  it('opens voting on time and reaches healthy fans while slow endpoints time out', async () => {
    const now = Date.now();
    const opensAt = now + 8 * SECOND;
    const race = (id: string, date: string, startsAt?: string) => ({
      id,
      season: 2026,
      round: 90,
      name: id.replace(/^test-/, '').replace(/-/g, ' '),
      date,
      location: 'Test',
      countryFlag: '🏁',
      sport: 'formula1' as const,
      ...(startsAt ? { startsAt } : {}),
    });
    const racesRepo = createRacesRepo(database.db, createChangeBus());
    // The seeded calendar may have a race whose window is open today: an operator's
    // close keeps the scheduler off it, so only this test's races are opened.
    for (const seeded of await racesRepo.list()) {
      await racesRepo.setCurrent(seeded.id, false, { manual: true });
    }
    await racesRepo.importCalendar([
      race(OPEN_NOW, new Date(now).toISOString().slice(0, 10)),
      race(
        OPENS_SOON,
        new Date(opensAt).toISOString().slice(0, 10),
        new Date(opensAt - ASSUMED_RACE_LENGTH_MS).toISOString(),
      ),
    ]);
    const subscriptions = createSubscriptionsRepo(database.db);
    const limits = { perSource: 1000, total: 1000 };
    // Endpoint order puts every slow one before the fan.
    for (let i = 0; i < SLOW; i += 1) {
      await subscriptions.save(push.subscribe(`a-slow-${i}`, [], 'trickling'), null, limits);
    }
    await subscriptions.save(push.subscribe('z-fan'), null, limits);

    server = await startServerProcess(scratch.url, {
      SCHEDULER: 'on',
      SCHEDULER_INTERVAL_MS: '1000',
      PUSH_TEST_LOOPBACK: 'on',
      NODE_EXTRA_CA_CERTS: join(caDir, 'ca.pem'),
    });
    const started = Date.now();
    const current = async () => {
      const races = (await (await fetch(`${server!.url}/api/races`)).json()) as {
        id: string;
        isCurrent: boolean;
      }[];
      return races.filter((r) => r.isCurrent).map((r) => r.id);
    };

    await until(
      'the fan',
      async () => push.receivedBy('z-fan').length,
      (n) => n >= 1,
      WITHIN_MS,
    );
    expect(push.receivedBy('z-fan')[0]!.payload).toMatchObject({
      kind: 'voting-open',
      raceId: OPEN_NOW,
    });
    await until(
      'the race due to open',
      current,
      (ids) => ids.includes(OPENS_SOON),
      Math.max(opensAt, started) - Date.now() + WITHIN_MS,
    );
    expect(await current()).toContain(OPEN_NOW);

    // Every slow endpoint is cut at its own deadline; both alerts finish with the tally.
    const log = createAlertLogRepo(database.db);
    const finished = await until(
      'both alerts delivered',
      () => log.list(),
      (entries) =>
        entries.filter((e) => [OPEN_NOW, OPENS_SOON].includes(e.raceId) && e.finishedAt).length ===
        2,
      2 * PUSH_DELIVERY_DEFAULTS.timeoutMs + 4 * WITHIN_MS,
    );
    for (const raceId of [OPEN_NOW, OPENS_SOON]) {
      expect(finished.find((e) => e.raceId === raceId)).toMatchObject({
        kind: 'voting-open',
        delivered: 1,
        failed: SLOW,
      });
    }
    expect(push.receivedBy('z-fan').map((r) => r.payload.raceId)).toEqual([OPEN_NOW, OPENS_SOON]);
    // One request per slow endpoint per alert: a deadline is not retried.
    expect(push.attempts('a-slow-0')).toBe(2);
    expect(server.exitCode()).toBeNull();
  }, 180_000);
});
