import { en } from '../../../test/client/english';
import { makeRace, modes, tallyWithAverage } from '../../../test/domain/fixtures';
import {
  LABEL_CUTOFF_CINEMA,
  LABEL_CUTOFF_GOOD,
  LABEL_CUTOFF_GREAT,
  LABEL_CUTOFF_MEH,
  MIN_VOTES_PAST,
  RATING_WINDOW_HOURS,
} from '../constants';
import de from '../i18n/messages/de/index';
import ja from '../i18n/messages/ja/index';
import { createTranslate } from '../i18n/translate';
import type { Reader } from '../sharing/verdict-words';
import { emptyTally } from '../voting/tally';
import {
  ALERT_KINDS,
  alertPayload,
  alertSentence,
  isAlertKind,
  resultsText,
  votingOpenText,
} from './alert-texts';

const english: Reader = { t: en, language: 'en' };
const german: Reader = { t: createTranslate('de', de), language: 'de' };

const vegas = makeRace({
  id: '2025-las-vegas-grand-prix',
  name: 'Las Vegas Grand Prix',
  date: '2025-11-22',
});

function tally(votes: number, average: number, viewModes = modes({ 'Full Race': votes })) {
  return { ...tallyWithAverage(vegas.id, votes, average), viewModes };
}

describe('votingOpenText', () => {
  it.each([
    ['Las Vegas Grand Prix', 'Las Vegas GP: voting is open'],
    ['São Paulo Grand Prix', 'São Paulo GP: voting is open'],
    ['Grand Prix de Monaco', 'Grand Prix de Monaco: voting is open'],
  ])('%s → %s', (name, title) => {
    expect(votingOpenText({ name }, english)).toEqual({
      title,
      body: `Rate it within ${RATING_WINDOW_HOURS} hours. No spoilers, just the vibe.`,
    });
  });
});

describe('resultsText', () => {
  it.each([
    [
      'the example verdict',
      tally(10, 4.2),
      'Las Vegas GP rated 4.2 — Great. Best way to watch: Full Race',
    ],
    [
      'Cinema at its cut-off',
      tally(4, LABEL_CUTOFF_CINEMA),
      'Las Vegas GP rated 4.5 — Cinema. Best way to watch: Full Race',
    ],
    [
      'Great at its cut-off',
      tally(4, LABEL_CUTOFF_GREAT),
      'Las Vegas GP rated 3.5 — Great. Best way to watch: Full Race',
    ],
    [
      'Good at its cut-off',
      tally(4, LABEL_CUTOFF_GOOD),
      'Las Vegas GP rated 2.8 — Good. Best way to watch: Full Race',
    ],
    [
      'just under Good stays Meh',
      tally(100, 2.74),
      'Las Vegas GP rated 2.7 — Meh. Best way to watch: Full Race',
    ],
    [
      'Meh at its cut-off',
      tally(4, LABEL_CUTOFF_MEH),
      'Las Vegas GP rated 2.0 — Meh. Best way to watch: Full Race',
    ],
    [
      'Poor below Meh',
      tally(4, 1.5),
      'Las Vegas GP rated 1.5 — Poor. Best way to watch: Full Race',
    ],
    [
      'a tie of modes favours the later one',
      tally(4, 3, modes({ 'Full Race': 2, 'Race-in-30': 2 })),
      'Las Vegas GP rated 3.0 — Good. Best way to watch: Race-in-30',
    ],
    [
      'highlights when most said so',
      tally(5, 1.2, modes({ 'Highlights Only': 4, 'Full Race': 1 })),
      'Las Vegas GP rated 1.2 — Poor. Best way to watch: Highlights Only',
    ],
    [
      'the minimum past votes is enough',
      tally(MIN_VOTES_PAST, 5),
      'Las Vegas GP rated 5.0 — Cinema. Best way to watch: Full Race',
    ],
    [
      'votes without a mode name no mode',
      tally(3, 4, modes({})),
      'Las Vegas GP rated 4.0 — Great. See the verdict, spoiler-free.',
    ],
    [
      'no votes says voting closed',
      emptyTally(vegas.id),
      'Las Vegas GP: voting has closed. No ratings came in this time.',
    ],
  ])('%s', (_name, t, sentence) => {
    expect(alertSentence(resultsText(vegas, t, english))).toBe(sentence);
  });
});

describe('alertPayload', () => {
  it.each(ALERT_KINDS)('%s is tagged with the race and links to its card', (kind) => {
    const payload = alertPayload(kind, vegas, tally(10, 4.2), english);
    expect(payload).toMatchObject({
      kind,
      raceId: vegas.id,
      tag: vegas.id,
      url: '/#las-vegas-grand-prix-2025-11-22',
    });
  });

  it.each(ALERT_KINDS)('%s carries no digits but the rating and the window length', (kind) => {
    const { title, body } = alertPayload(kind, vegas, tally(7, 3.71), english);
    const digits = `${title} ${body}`.match(/\d+(\.\d+)?/g) ?? [];
    const allowed = kind === 'results' ? ['3.7'] : [String(RATING_WINDOW_HOURS)];
    expect(digits).toEqual(allowed);
  });
});

describe("alerts in the fan's language", () => {
  it('writes German with a German decimal comma and the shared words', () => {
    const { title, body } = resultsText(vegas, tally(10, 4.2), german);
    expect(title).toBe(
      german.t('server.alert.resultsTitle', {
        race: 'Las Vegas GP',
        average: '4,2',
        label: german.t('vote.ratingLabel.great'),
      }),
    );
    expect(title).toContain('4,2');
    expect(body).toContain(german.t('vote.watchModeName.fullRace'));
    expect(votingOpenText(vegas, german).body).toContain(String(RATING_WINDOW_HOURS));
    expect(votingOpenText(vegas, german).body).not.toBe(votingOpenText(vegas, english).body);
  });

  it('writes Japanese too', () => {
    const japanese: Reader = { t: createTranslate('ja', ja), language: 'ja' };
    expect(votingOpenText(vegas, japanese).title).toMatch(/^Las Vegas GP/);
    expect(votingOpenText(vegas, japanese).title).not.toBe(votingOpenText(vegas, english).title);
  });
});

describe('isAlertKind', () => {
  it.each([
    ['voting-open', true],
    ['results', true],
    ['Results', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, ok) => {
    expect(isAlertKind(value)).toBe(ok);
  });
});
