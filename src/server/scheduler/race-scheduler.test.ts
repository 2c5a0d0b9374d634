import {
  createScratch,
  type FakeClock,
  fakeClock,
  noWait,
  type Scratch,
} from '../../../test/server/alerts-scratch';
import {
  type LocalPushService,
  startLocalPushService,
} from '../../../test/server/local-push-service';
import { type RecordingLog, recordingLog } from '../../../test/server/recording-log';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_MS } from '../../domain/races/race-phase';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { type AlertsDeps, createAlertsDeps } from '../alerts/alerts-deps';
import type { Database } from '../db/connect';
import { type Change, createChangeBus } from '../live/change-bus';
import { createRaceScheduler, RESULTS_STALE_AFTER_MS, type TickReport } from './race-scheduler';

const VEGAS = '2026-las-vegas-grand-prix';
const RACE_DAY = Date.parse('2026-11-21T00:00:00Z');
const HOUR = 60 * 60 * 1000;
const WINDOW_HOURS = RATING_WINDOW_MS / HOUR;

const LIMITS = { perSource: 1000, total: 1000 };

const quiet = (r: TickReport | null) =>
  r !== null && r.opened.length + r.closed.length + r.alerts.length === 0;

describe.each(TEST_DATABASES)('race-day scheduler on $name', (kind) => {
  let push: LocalPushService;
  let scratch: Scratch;
  let database: Database;
  let clock: FakeClock;
  let log: RecordingLog;
  let deps: AlertsDeps;

  beforeAll(async () => {
    push = await startLocalPushService();
  });
  afterAll(async () => push.close());
  beforeEach(async () => {
    scratch = await createScratch(kind);
    database = await scratch.open();
    // These walks follow the date-only window (00:00 UTC on race day); the seeded start
    // times are cleared so they do, and the start-time rule has its own test below.
    await database.db.updateTable('races').set({ starts_at: null }).execute();
    clock = fakeClock(RACE_DAY - 2 * 24 * HOUR);
    log = recordingLog();
    deps = createAlertsDeps(scratch.config(), database, createChangeBus(), {
      pushCa: push.certPem,
      now: clock.now,
      sleep: noWait,
      log,
    });
  });
  afterEach(async () => {
    await deps.close();
    await database.close();
    await scratch.drop();
  });

  const scheduler = (d = deps) => createRaceScheduler(d, { intervalMs: 60_000 });
  const isCurrent = async (id = VEGAS) => (await deps.races.get(id))?.isCurrent;
  const titles = (name: string) => push.receivedBy(name).map((r) => r.payload.title);

  it('walks a whole race weekend: opens on race day, closes 48 h later, one alert each', async () => {
    await deps.subscriptions.save(push.subscribe(`fan-${kind.name}`), null, LIMITS);
    const s = scheduler();
    const reports = new Map<number, TickReport | null>();
    for (let h = -48; h <= WINDOW_HOURS + 48; h += 1) {
      clock.set(RACE_DAY + h * HOUR);
      reports.set(h, await s.tick());
      await deps.delivery.drain();
      if (h === -1) expect(await isCurrent()).toBe(false);
      if (h === WINDOW_HOURS - 1) expect(await isCurrent()).toBe(true);
    }
    for (const [h, report] of reports) {
      if (h === 0) {
        expect(report).toEqual({
          leader: true,
          opened: [VEGAS],
          closed: [],
          alerts: [{ raceId: VEGAS, kind: 'voting-open', status: 'queued' }],
        });
      } else if (h === WINDOW_HOURS) {
        expect(report).toEqual({
          leader: true,
          opened: [],
          closed: [VEGAS],
          alerts: [{ raceId: VEGAS, kind: 'results', status: 'queued' }],
        });
      } else {
        expect(quiet(report), `tick at ${h} h`).toBe(true);
      }
    }
    expect(await isCurrent()).toBe(false);
    expect(titles(`fan-${kind.name}`)).toEqual([
      'Las Vegas GP: voting is open',
      'Las Vegas GP: voting has closed',
    ]);
    await s.stop();
  });

  // races.setCurrent announces the change; open pages learn of the new phase from it.
  it('tells the live feed when it opens or closes a race', async () => {
    const changes: Change[] = [];
    deps.changes.on((c: Change) => changes.push(c));
    const s = scheduler();
    clock.set(RACE_DAY);
    await s.tick();
    await s.tick();
    clock.set(RACE_DAY + RATING_WINDOW_MS);
    await s.tick();
    expect(changes).toEqual([{ type: 'races' }, { type: 'races' }]);
  });

  it('opens at the start time plus the assumed race length when one is given', async () => {
    const startsAt = Date.parse('2026-11-22T04:00:00Z');
    await database.db
      .updateTable('races')
      .set({ starts_at: new Date(startsAt).toISOString() })
      .where('id', '=', VEGAS)
      .execute();
    const opensAt = startsAt + ASSUMED_RACE_LENGTH_MS;
    const s = scheduler();
    for (const [at, current] of [
      [RACE_DAY, false],
      [opensAt - 1, false],
      [opensAt, true],
      [opensAt + RATING_WINDOW_MS - 1, true],
      [opensAt + RATING_WINDOW_MS, false],
    ] as const) {
      clock.set(at);
      await s.tick();
      expect(await isCurrent(), new Date(at).toISOString()).toBe(current);
    }
  });

  it('runs a sprint in its own window beside its Grand Prix: both open at once, each with its own alerts', async () => {
    const SPRINT = '2026-singapore-grand-prix-sprint';
    const GRAND_PRIX = '2026-singapore-grand-prix';
    const sprintStart = Date.parse('2026-10-10T09:00:00Z');
    const grandPrixStart = Date.parse('2026-10-11T12:00:00Z');
    for (const [id, at] of [
      [SPRINT, sprintStart],
      [GRAND_PRIX, grandPrixStart],
    ] as const) {
      await database.db
        .updateTable('races')
        .set({ starts_at: new Date(at).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    await deps.subscriptions.save(push.subscribe(`sprint-fan-${kind.name}`), null, LIMITS);
    const s = scheduler();
    const sprintOpens = sprintStart + ASSUMED_RACE_LENGTH_MS;
    const grandPrixOpens = grandPrixStart + ASSUMED_RACE_LENGTH_MS;
    const steps: [number, boolean, boolean][] = [
      [sprintOpens - 1, false, false],
      [sprintOpens, true, false],
      [grandPrixOpens, true, true],
      [sprintOpens + RATING_WINDOW_MS, false, true],
      [grandPrixOpens + RATING_WINDOW_MS, false, false],
    ];
    for (const [at, sprintOpen, grandPrixOpen] of steps) {
      clock.set(at);
      await s.tick();
      await deps.delivery.drain();
      const when = new Date(at).toISOString();
      expect(await isCurrent(SPRINT), when).toBe(sprintOpen);
      expect(await isCurrent(GRAND_PRIX), when).toBe(grandPrixOpen);
    }
    expect(titles(`sprint-fan-${kind.name}`)).toEqual([
      'Singapore GP Sprint: voting is open',
      'Singapore GP: voting is open',
      'Singapore GP Sprint: voting has closed',
      'Singapore GP: voting has closed',
    ]);
    await s.stop();
  });

  it('on first start opens only the race whose window contains now, and replays nothing old', async () => {
    // A past race left marked current by an import (not by hand) is not the scheduler's.
    await database.db
      .updateTable('races')
      .set({ is_current: 1 })
      .where('id', '=', '2025-las-vegas-grand-prix')
      .execute();
    clock.set('2026-11-21T08:00:00Z');
    const report = await scheduler().tick();
    expect(report).toMatchObject({
      opened: [VEGAS],
      closed: [],
      alerts: [{ raceId: VEGAS, kind: 'voting-open' }],
    });
    const current = (await deps.races.list()).filter((r) => r.isCurrent).map((r) => r.id);
    expect(current.sort()).toEqual(['2025-las-vegas-grand-prix', VEGAS]);
    expect((await deps.alertLog.list()).map((e) => e.raceId)).toEqual([VEGAS]);
  });

  it('queues alerts and returns: opening voting never waits for a push service', async () => {
    // Endpoints that never finish answering: delivering to them takes the whole deadline.
    for (let i = 0; i < 10; i += 1) {
      await deps.subscriptions.save(
        push.subscribe(`slow-${i}-${kind.name}`, [], 'trickling'),
        null,
        LIMITS,
      );
    }
    clock.set(RACE_DAY);
    const report = await scheduler().tick();
    expect(report).toMatchObject({
      opened: [VEGAS],
      alerts: [{ raceId: VEGAS, kind: 'voting-open', status: 'queued' }],
    });
    expect(await isCurrent()).toBe(true);
    // Nothing was sent inside the pass: the alert waits in the outbox for the delivery.
    expect(push.attempts(`slow-0-${kind.name}`)).toBe(0);
    expect(await deps.outbox.count()).toBe(1);
    await database.db.deleteFrom('push_subscriptions').execute();
    await deps.delivery.drain();
    expect(await deps.outbox.count()).toBe(0);
  });

  it('never opens or sums up a window it missed entirely', async () => {
    clock.set(RACE_DAY + RATING_WINDOW_MS + HOUR);
    expect(quiet(await scheduler().tick())).toBe(true);
    expect(await isCurrent()).toBe(false);
    expect(await deps.alertLog.list()).toEqual([]);
  });

  it('closes a race it opened but keeps a late summary to itself', async () => {
    const s = scheduler();
    clock.set(RACE_DAY);
    await s.tick();
    clock.set(RACE_DAY + RATING_WINDOW_MS + RESULTS_STALE_AFTER_MS + 1);
    expect(await s.tick()).toMatchObject({ closed: [VEGAS], alerts: [] });
    expect(await isCurrent()).toBe(false);
  });

  it.each([
    ['closed by hand before race day', -24, false],
    ['opened by hand early', -24, true],
    ['closed by hand mid-window', 10, false],
  ])('leaves a race %s alone from then on', async (_name, atHour, on) => {
    const s = scheduler();
    for (let h = -30; h <= WINDOW_HOURS + 4; h += 2) {
      clock.set(RACE_DAY + h * HOUR);
      if (h === atHour) await deps.races.setCurrent(VEGAS, on, { manual: true });
      await s.tick();
      if (h >= atHour) expect(await isCurrent(), `at ${h} h`).toBe(on);
    }
    const kinds = (await deps.alertLog.list()).map((e) => e.kind);
    expect(kinds).toEqual(atHour > 0 ? ['voting-open'] : []);
  });

  it('keeps ticking when sending fails, and logs why', async () => {
    const broken: AlertsDeps = {
      ...deps,
      alerts: { send: async () => Promise.reject(new Error('push exploded')) },
    };
    clock.set(RACE_DAY);
    const report = await scheduler(broken).tick();
    expect(report).toMatchObject({ leader: true, opened: [VEGAS], alerts: [] });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'scheduler could not update a race' }),
    );
  });

  it('never throws out of a tick, even when the database is gone', async () => {
    const other = await scratch.open();
    const lost = createAlertsDeps(scratch.config(), other, createChangeBus(), {
      now: clock.now,
      log,
    });
    await other.close();
    await expect(scheduler(lost).tick()).resolves.toBeNull();
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'scheduler tick failed' }),
    );
  });

  it('lets only one of several instances hold the lease, and hands it over', async () => {
    const handles = await Promise.all([1, 2, 3].map(() => scratch.open()));
    try {
      const schedulers = handles.map((h) =>
        createRaceScheduler(
          createAlertsDeps(scratch.config(), h, createChangeBus(), { now: clock.now, log }),
          {
            intervalMs: 60_000,
            leaseMs: 5 * 60_000,
          },
        ),
      );
      const first = await Promise.all(schedulers.map((s) => s.tick()));
      expect(first.filter((r) => r?.leader)).toHaveLength(1);
      const leader = first.findIndex((r) => r?.leader);
      // The holder renews; the others still wait.
      const second = await Promise.all(schedulers.map((s) => s.tick()));
      expect(second.map((r) => r?.leader)).toEqual(first.map((r) => r?.leader));
      // A clean stop hands over at once.
      await schedulers[leader]!.stop();
      const next = await schedulers[(leader + 1) % 3]!.tick();
      expect(next?.leader).toBe(true);
      // A holder that vanishes without stopping loses the lease when it expires.
      clock.set(clock.now() + 5 * 60_000);
      const late = await schedulers[(leader + 2) % 3]!.tick();
      expect(late?.leader).toBe(true);
      expect((await schedulers[(leader + 1) % 3]!.tick())?.leader).toBe(false);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
