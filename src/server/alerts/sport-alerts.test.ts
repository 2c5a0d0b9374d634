import {
  startTickingInstance,
  subscribe,
  useAlertSuite,
  wire,
} from '../../../test/server/alert-suite';
import { expectApiError } from '../../../test/server/api-error';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_MS } from '../../domain/races/race-phase';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { createChangeBus } from '../live/change-bus';
import { createRacesRepo } from '../races/races-repo';
import { seedSports } from '../races/seed';

// Alerts per sport: a subscription lists its sports (Formula 1 alone when it names none,
// the default sport); an event's alerts reach only those following its sport, still at
// most two per event. Sunday 29 November 2026: MotoGP's Valencia round and Formula 1's
// Qatar Grand Prix are both rated at once.

const QATAR = '2026-qatar-grand-prix';
const VALENCIA = '2026-motogp-valencia-grand-prix';
const VALENCIA_SPRINT = `${VALENCIA}-sprint`;
const opens = (startsAt: string) => Date.parse(startsAt) + ASSUMED_RACE_LENGTH_MS;
const QATAR_OPENS = opens('2026-11-29T16:00:00Z');

describe.each(TEST_DATABASES)('alerts per sport on $name', (kind) => {
  const suite = useAlertSuite(kind, opens('2026-11-28T14:00:00Z') - 60_000);

  it('sends each event’s alerts to the fans of its sport alone, two at most, on a Sunday of two sports', async () => {
    const instance = await startTickingInstance(suite);
    const { app, database, tickAt } = instance;
    const { push } = suite;
    await seedSports(createRacesRepo(database.db, createChangeBus()), ['motogp']);
    app.deps.homeSnapshot.invalidate({ type: 'races' });
    const formula1Fan = `f1-${kind.name}`;
    const motogpFan = `motogp-${kind.name}`;
    const bothFan = `both-${kind.name}`;
    try {
      for (const sports of [['curling'], [], ['motogp', 'f9'], 'motogp', [42]]) {
        const res = await subscribe(app, { ...push.subscribe(`bad-${kind.name}`), sports });
        expectApiError(wire(res), 400, 'INVALID_SUBSCRIPTION');
      }
      expect(await app.deps.alerts.subscriptions.count()).toBe(0);

      expect((await subscribe(app, push.subscribe(formula1Fan))).statusCode).toBe(201);
      const motogp = push.subscribe(motogpFan);
      expect((await subscribe(app, { ...motogp, sports: ['formula1'] })).statusCode).toBe(201);
      // A fan changes their sports later: the same subscription, now MotoGP only.
      expect((await subscribe(app, { ...motogp, sports: ['motogp'] })).statusCode).toBe(200);
      const both = { ...push.subscribe(bothFan), sports: ['motogp', 'formula1'] };
      expect((await subscribe(app, both)).statusCode).toBe(201);

      // The sprint on Saturday, the MotoGP race on Sunday, then Formula 1's, all open at once.
      await tickAt(opens('2026-11-28T14:00:00Z'));
      await tickAt(opens('2026-11-29T13:00:00Z'));
      await tickAt(QATAR_OPENS);
      for (const id of [QATAR, VALENCIA, VALENCIA_SPRINT]) {
        expect({ id, current: (await app.deps.races.get(id))?.isCurrent }).toEqual({
          id,
          current: true,
        });
      }
      // Every window closes 48 h after it opened.
      await tickAt(opens('2026-11-28T14:00:00Z') + RATING_WINDOW_MS);
      await tickAt(opens('2026-11-29T13:00:00Z') + RATING_WINDOW_MS);
      await tickAt(QATAR_OPENS + RATING_WINDOW_MS);

      const received = (fan: string) =>
        push
          .receivedBy(fan)
          .map((r) => `${r.payload.raceId} ${r.payload.kind}`)
          .sort();
      const alertsOf = (...ids: string[]) =>
        ids.flatMap((id) => [`${id} results`, `${id} voting-open`]).sort();
      expect(received(formula1Fan)).toEqual(alertsOf(QATAR));
      expect(received(motogpFan)).toEqual(alertsOf(VALENCIA, VALENCIA_SPRINT));
      expect(received(bothFan)).toEqual(alertsOf(QATAR, VALENCIA, VALENCIA_SPRINT));

      const valencia = push.receivedBy(motogpFan).find((r) => r.payload.raceId === VALENCIA)!;
      expect(valencia.payload).toMatchObject({
        title: 'MotoGP · Valencia GP: voting is open',
        url: `/r/${VALENCIA}`,
      });
    } finally {
      await instance.close();
    }
  });
});
