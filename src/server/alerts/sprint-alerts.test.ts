import { startTickingInstance, subscribe, useAlertSuite } from '../../../test/server/alert-suite';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_MS } from '../../domain/races/race-phase';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';

// A sprint's two alerts are its own, and a fan may keep Grand Prix alerts without them.

const SPRINT_OPENS = Date.parse('2026-10-10T09:00:00Z') + ASSUMED_RACE_LENGTH_MS;
const GRAND_PRIX_OPENS = Date.parse('2026-10-11T12:00:00Z') + ASSUMED_RACE_LENGTH_MS;

describe.each(TEST_DATABASES)('sprint alerts on $name', (kind) => {
  const suite = useAlertSuite(kind, SPRINT_OPENS - 60_000);

  it('sends a sprint its own two alerts, only to fans who did not turn sprints off', async () => {
    const instance = await startTickingInstance(suite);
    const { app, tickAt } = instance;
    const { push } = suite;
    const everything = `all-${kind.name}`;
    const grandPrixOnly = `gp-only-${kind.name}`;
    try {
      expect((await subscribe(app, push.subscribe(everything))).statusCode).toBe(201);
      const withoutSprints = push.subscribe(grandPrixOnly);
      expect((await subscribe(app, { ...withoutSprints, sprints: false })).statusCode).toBe(201);
      // Subscribing again without saying keeps the choice already made.
      expect((await subscribe(app, withoutSprints)).statusCode).toBe(200);

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
        url: '/r/2026-singapore-grand-prix-sprint',
      });
    } finally {
      await instance.close();
    }
  });
});
