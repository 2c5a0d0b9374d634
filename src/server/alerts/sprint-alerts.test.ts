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
import { RATING_WINDOW_MS } from '../../domain/constants';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { createRaceScheduler } from '../scheduler/race-scheduler';

// A sprint's two alerts are its own, and a fan may keep Grand Prix alerts without them.

const SPRINT_OPENS = Date.parse('2026-10-10T09:00:00Z') + ASSUMED_RACE_LENGTH_MS;
const GRAND_PRIX_OPENS = Date.parse('2026-10-11T12:00:00Z') + ASSUMED_RACE_LENGTH_MS;

async function subscribe(app: FastifyInstance, payload: object): Promise<number> {
  return (await app.inject({ method: 'POST', url: '/api/push/subscriptions', payload })).statusCode;
}

describe.each(TEST_DATABASES)('sprint alerts on $name', (kind) => {
  let push: LocalPushService;
  let scratch: Scratch;
  const clock = fakeClock(SPRINT_OPENS - 60_000);
  beforeAll(async () => {
    push = await startLocalPushService();
    scratch = await createScratch(kind);
  });
  afterAll(async () => {
    await push?.close();
    await scratch?.drop();
  });

  it('sends a sprint its own two alerts, only to fans who did not turn sprints off', async () => {
    const instance = await startInstance(scratch, {
      pushCa: push.certPem,
      now: clock.now,
      sleep: noWait,
    });
    const { app } = instance;
    const scheduler = createRaceScheduler(app.deps.alerts, { intervalMs: 60_000 });
    const tickAt = async (at: number) => {
      clock.set(at);
      await scheduler.tick();
      await app.deps.alerts.delivery.drain();
    };
    const everything = `all-${kind.name}`;
    const grandPrixOnly = `gp-only-${kind.name}`;
    try {
      expect(await subscribe(app, push.subscribe(everything))).toBe(201);
      const withoutSprints = push.subscribe(grandPrixOnly);
      expect(await subscribe(app, { ...withoutSprints, sprints: false })).toBe(201);
      // Subscribing again without saying keeps the choice already made.
      expect(await subscribe(app, withoutSprints)).toBe(200);

      await tickAt(SPRINT_OPENS);
      await tickAt(GRAND_PRIX_OPENS);
      await tickAt(SPRINT_OPENS + RATING_WINDOW_MS);
      await tickAt(GRAND_PRIX_OPENS + RATING_WINDOW_MS);

      const titles = (fan: string) => push.receivedBy(fan).map((r) => r.payload.title);
      expect(titles(everything)).toEqual([
        'Singapore GP Sprint: voting is open',
        'Singapore GP: voting is open',
        'Singapore GP Sprint: voting has closed',
        'Singapore GP: voting has closed',
      ]);
      expect(titles(grandPrixOnly)).toEqual([
        'Singapore GP: voting is open',
        'Singapore GP: voting has closed',
      ]);
      expect(push.receivedBy(everything)[0]!.payload).toMatchObject({
        raceId: '2026-singapore-grand-prix-sprint',
        url: '/#singapore-grand-prix-sprint-2026-10-10',
      });
    } finally {
      await scheduler.stop();
      await instance.close();
    }
  });
});
