import type { FastifyInstance } from 'fastify';
import { ASSUMED_RACE_LENGTH_MS } from '../../src/domain/races/voting-window';
import type { Database } from '../../src/server/db/connect';
import { createRaceScheduler } from '../../src/server/scheduler/race-scheduler';
import {
  createScratch,
  type FakeClock,
  fakeClock,
  noWait,
  type Scratch,
  startInstance,
} from './alerts-scratch';
import { type LocalPushService, startLocalPushService } from './local-push-service';
import type { TestDatabaseKind } from './test-databases';
import { newToken, postVote } from './vote-requests';

// What every alert test of a describe block shares: one local push service and one scratch
// database for the block, a clock the test moves, and app instances that run the scheduler
// only when the test ticks it, so each alert goes out at a moment the test chose.

/** The seeded race the delivery tests follow. */
export const VEGAS = '2026-las-vegas-grand-prix';
/** When its voting opens: its start (04:00 UTC) plus the assumed race length. */
export const VEGAS_OPENS = Date.parse('2026-11-22T04:00:00Z') + ASSUMED_RACE_LENGTH_MS;

export interface AlertSuite {
  readonly push: LocalPushService;
  readonly scratch: Scratch;
  readonly clock: FakeClock;
}

/** Registers the block's hooks: the push service and database before its tests, gone after. */
export function useAlertSuite(kind: TestDatabaseKind, clockStart: number): AlertSuite {
  let push: LocalPushService | undefined;
  let scratch: Scratch | undefined;
  beforeAll(async () => {
    push = await startLocalPushService();
    scratch = await createScratch(kind);
  });
  afterAll(async () => {
    await push?.close();
    await scratch?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the alert suite starts in beforeAll');
    return value;
  };
  return {
    get push() {
      return started(push);
    },
    get scratch() {
      return started(scratch);
    },
    clock: fakeClock(clockStart),
  };
}

export interface TickingInstance {
  app: FastifyInstance;
  database: Database;
  /** One scheduler pass, then the delivery of whatever it queued. */
  tick(): Promise<void>;
  /** Moves the suite's clock to `at`, then ticks. */
  tickAt(at: number): Promise<void>;
  /** Stops the scheduler, then shuts the instance down cleanly. */
  close(): Promise<void>;
}

/**
 * A server process as it would start on the suite's database: app, deps and its own
 * scheduler, trusting the local push service and retrying without waiting.
 */
export async function startTickingInstance(suite: AlertSuite): Promise<TickingInstance> {
  const instance = await startInstance(suite.scratch, {
    pushCa: suite.push.certPem,
    now: suite.clock.now,
    sleep: noWait,
  });
  const scheduler = createRaceScheduler(instance.app.deps.alerts, { intervalMs: 60_000 });
  const tick = async () => {
    await scheduler.tick();
    await instance.app.deps.alerts.delivery.drain();
  };
  return {
    app: instance.app,
    database: instance.database,
    tick,
    async tickAt(at) {
      suite.clock.set(at);
      await tick();
    },
    async close() {
      await scheduler.stop();
      await instance.close();
    },
  };
}

/** A browser turning alerts on (or changing them): the reply as the API sent it. */
export function subscribe(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/push/subscriptions', payload });
}

/** The reply in the shape expectApiError reads. */
export const wire = (res: Awaited<ReturnType<typeof subscribe>>) => ({
  status: res.statusCode,
  headers: res.headers,
  body: res.body,
});

/** One vote from a fresh anonymous fan, which the API must take. */
export async function voteAsNewFan(
  app: FastifyInstance,
  raceId: string,
  starRating: number,
  viewMode: string,
): Promise<void> {
  const res = await postVote(app, await newToken(app), { raceId, starRating, viewMode });
  expect(res.statusCode, res.body).toBe(200);
}
