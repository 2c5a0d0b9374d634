import type { FastifyInstance } from 'fastify';
import {
  createScratch,
  fakeClock,
  noWait,
  type Scratch,
  startInstance,
} from '../../../test/server/alerts-scratch';
import { expectApiError } from '../../../test/server/api-error';
import {
  type LocalPushService,
  startLocalPushService,
} from '../../../test/server/local-push-service';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_HOURS, RATING_WINDOW_MS } from '../../domain/constants';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { translatorFor } from '../i18n/translators';
import { createRaceScheduler } from '../scheduler/race-scheduler';

// Each fan reads alerts in the language they had when turning alerts on: the subscription
// keeps it, and the delivery picks that language's text for each subscriber.

const VEGAS = '2026-las-vegas-grand-prix';
const RACE_DAY = Date.parse('2026-11-22T04:00:00Z') + ASSUMED_RACE_LENGTH_MS;
const de = translatorFor('de');
const ja = translatorFor('ja');

async function subscribe(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/push/subscriptions', payload });
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

const wire = (res: Awaited<ReturnType<typeof subscribe>>) => ({
  status: res.statusCode,
  headers: res.headers,
  body: res.body,
});

describe.each(TEST_DATABASES)('alerts in the fan’s language on $name', (kind) => {
  let push: LocalPushService;
  let scratch: Scratch;
  const clock = fakeClock(RACE_DAY - 60_000);
  beforeAll(async () => {
    push = await startLocalPushService();
    scratch = await createScratch(kind);
  });
  afterAll(async () => {
    await push?.close();
    await scratch?.drop();
  });

  it('refuses a language we do not speak with a 400, storing nothing', async () => {
    const instance = await startInstance(scratch, { pushCa: push.certPem, now: clock.now });
    try {
      const { app } = instance;
      for (const language of ['xx', 'klingon', '', 42, null]) {
        const res = await subscribe(app, { ...push.subscribe(`bad-${kind.name}`), language });
        expectApiError(wire(res), 400, 'INVALID_SUBSCRIPTION');
        if (typeof language === 'string') expect(res.json().error).toMatch(/language/);
      }
      expect(await app.deps.alerts.subscriptions.count()).toBe(0);
    } finally {
      await instance.close();
    }
  });

  it('sends German to the fan who subscribed in German, English to the one who said nothing', async () => {
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
    const german = `de-${kind.name}`;
    const japanese = `ja-${kind.name}`;
    const english = `en-${kind.name}`;
    try {
      expect((await subscribe(app, { ...push.subscribe(german), language: 'de' })).statusCode).toBe(
        201,
      );
      // A regional tag is our language: Japanese from Japan reads Japanese.
      expect(
        (await subscribe(app, { ...push.subscribe(japanese), language: 'ja-JP' })).statusCode,
      ).toBe(201);
      expect((await subscribe(app, push.subscribe(english))).statusCode).toBe(201);

      await tickAt(RACE_DAY);
      const opened = (fan: string) => push.receivedBy(fan)[0]!.payload;
      expect(opened(german)).toMatchObject({
        kind: 'voting-open',
        raceId: VEGAS,
        title: de('server.alert.votingOpenTitle', { race: 'Las Vegas GP' }),
        body: de('server.alert.votingOpenBody', { hours: RATING_WINDOW_HOURS }),
        url: '/#las-vegas-grand-prix-2026-11-21',
      });
      expect(opened(german).title).toBe('Las Vegas GP: Abstimmung läuft');
      expect(opened(japanese).title).toBe(
        ja('server.alert.votingOpenTitle', { race: 'Las Vegas GP' }),
      );
      expect(opened(english)).toMatchObject({
        title: 'Las Vegas GP: voting is open',
        body: `Rate it within ${RATING_WINDOW_HOURS} hours. No spoilers, just the vibe.`,
      });

      await vote(app, 5, 'Full Race');
      await vote(app, 4, 'Full Race');
      await vote(app, 4, 'Race-in-30');
      await tickAt(RACE_DAY + RATING_WINDOW_MS);
      const summary = (fan: string) =>
        push.receivedBy(fan).find((r) => r.payload.kind === 'results')!.payload;
      expect(summary(english)).toMatchObject({
        title: 'Las Vegas GP rated 4.3 — Great',
        body: 'Best way to watch: Full Race',
      });
      // German numbers: a decimal comma.
      expect(summary(german).title).toBe(
        de('server.alert.resultsTitle', {
          race: 'Las Vegas GP',
          average: '4,3',
          label: de('vote.ratingLabel.great'),
        }),
      );
      expect(summary(german).body).toBe(
        de('server.alert.bestWatch', { mode: de('vote.watchModeName.fullRace') }),
      );
    } finally {
      await scheduler.stop();
      await instance.close();
    }
  });
});
