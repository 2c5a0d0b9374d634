import {
  startTickingInstance,
  subscribe,
  useAlertSuite,
  VEGAS,
  VEGAS_OPENS,
  voteAsNewFan,
  wire,
} from '../../../test/server/alert-suite';
import { expectApiError } from '../../../test/server/api-error';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RATING_WINDOW_HOURS, RATING_WINDOW_MS } from '../../domain/races/race-phase';
import { translatorFor } from '../i18n/translators';

// Each fan reads alerts in the language they had when turning alerts on: the subscription
// keeps it, and the delivery picks that language's text for each subscriber.

const de = translatorFor('de');
const ja = translatorFor('ja');

describe.each(TEST_DATABASES)('alerts in the fan’s language on $name', (kind) => {
  const suite = useAlertSuite(kind, VEGAS_OPENS - 60_000);

  it('refuses a language we do not speak with a 400, storing nothing', async () => {
    const instance = await startTickingInstance(suite);
    try {
      const { app } = instance;
      const { push } = suite;
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
    const instance = await startTickingInstance(suite);
    const { app, tickAt } = instance;
    const { push } = suite;
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

      await tickAt(VEGAS_OPENS);
      const opened = (fan: string) => push.receivedBy(fan)[0]!.payload;
      expect(opened(german)).toMatchObject({
        kind: 'voting-open',
        raceId: VEGAS,
        title: de('server.alert.votingOpenTitle', { race: 'GP von Las Vegas' }),
        body: de('server.alert.votingOpenBody', { hours: RATING_WINDOW_HOURS }),
        url: `/r/${VEGAS}`,
      });
      expect(opened(german).title).toBe('GP von Las Vegas: Abstimmung läuft');
      expect(opened(japanese).title).toBe(
        ja('server.alert.votingOpenTitle', { race: 'ラスベガスGP' }),
      );
      expect(opened(english)).toMatchObject({
        title: 'Las Vegas GP: voting is open',
        body: `Rate it within ${RATING_WINDOW_HOURS} hours. No spoilers, just the vibe.`,
      });

      await voteAsNewFan(app, VEGAS, 5, 'Full Race');
      await voteAsNewFan(app, VEGAS, 4, 'Full Race');
      await voteAsNewFan(app, VEGAS, 4, 'Race-in-30');
      await tickAt(VEGAS_OPENS + RATING_WINDOW_MS);
      const summary = (fan: string) =>
        push.receivedBy(fan).find((r) => r.payload.kind === 'results')!.payload;
      expect(summary(english)).toMatchObject({
        title: 'Las Vegas GP rated 4.3 — Great',
        body: 'Best way to watch: Full Race',
      });
      // German numbers: a decimal comma.
      expect(summary(german).title).toBe(
        de('server.alert.resultsTitle', {
          race: 'GP von Las Vegas',
          average: '4,3',
          label: de('vote.ratingLabel.great'),
        }),
      );
      expect(summary(german).body).toBe(
        de('server.alert.bestWatch', { mode: de('vote.watchModeName.fullRace') }),
      );
    } finally {
      await instance.close();
    }
  });
});
