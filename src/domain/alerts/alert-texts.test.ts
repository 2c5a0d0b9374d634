import { en } from '../../../test/client/english';
import { makeRace, modes, tallyWithAverage } from '../../../test/domain/fixtures';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { Catalogue } from '../i18n/messages/catalogue';
import de from '../i18n/messages/de/index';
import enCatalogue from '../i18n/messages/en/index';
import es from '../i18n/messages/es/index';
import fr from '../i18n/messages/fr/index';
import it_ from '../i18n/messages/it/index';
import ja from '../i18n/messages/ja/index';
import nl from '../i18n/messages/nl/index';
import ptBR from '../i18n/messages/pt-BR/index';
import { createTranslate } from '../i18n/translate';
import { RATING_WINDOW_HOURS } from '../races/race-phase';
import { sportRaceName } from '../races/sport-race-name';
import {
  LABEL_CUTOFF_CINEMA,
  LABEL_CUTOFF_GOOD,
  LABEL_CUTOFF_GREAT,
  LABEL_CUTOFF_MEH,
  RATING_LABELS,
  STAR_WORDS,
} from '../voting/rating-labels';
import { REASON_TAG_IDS } from '../voting/reason-tags';
import { emptyTally } from '../voting/tally';
import { MIN_VOTES_PAST } from '../voting/unlock';
import type { Reader } from '../voting/verdict-words';
import {
  ratingLabelMessage,
  reasonTagMessages,
  starWordMessage,
  watchModeMessage,
  watchModeNameMessage,
} from '../voting/vocabulary-messages';
import { WATCH_MODE_LABELS } from '../voting/watch-modes';
import { ALERT_KINDS } from './alert-kinds';
import {
  alertPayload,
  alertSentence,
  isAlertKind,
  resultsText,
  shieldedResultsText,
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
  it.each(ALERT_KINDS)('%s is tagged with the race and links to its page', (kind) => {
    const payload = alertPayload(kind, vegas, tally(10, 4.2), english);
    expect(payload).toMatchObject({
      kind,
      raceId: vegas.id,
      tag: vegas.id,
      url: '/r/2025-las-vegas-grand-prix',
    });
  });

  it.each(ALERT_KINDS)("%s for another sport's race opens that race's page too", (kind) => {
    const valencia = makeRace({
      id: '2026-motogp-valencia-grand-prix',
      name: 'Valencia Grand Prix',
      date: '2026-11-29',
      sport: 'motogp',
    });
    const payload = alertPayload(kind, valencia, tally(10, 4.2), english);
    expect(payload.url).toBe('/r/2026-motogp-valencia-grand-prix');
  });

  it('links a race whose id needs escaping as one path segment', () => {
    const odd = makeRace({ id: 'odd/race id', name: 'Odd Grand Prix' });
    expect(alertPayload('voting-open', odd, tally(10, 4.2), english).url).toBe(
      '/r/odd%2Frace%20id',
    );
  });

  it.each(ALERT_KINDS)('%s carries no digits but the rating and the window length', (kind) => {
    const { title, body } = alertPayload(kind, vegas, tally(7, 3.71), english);
    const digits = `${title} ${body}`.match(/\d+(\.\d+)?/g) ?? [];
    const allowed = kind === 'results' ? ['3.7'] : [String(RATING_WINDOW_HOURS)];
    expect(digits).toEqual(allowed);
  });
});

describe('the results alert for a shielded race', () => {
  const catalogues: Record<Language, Catalogue> = {
    en: enCatalogue,
    es,
    'pt-BR': ptBR,
    fr,
    de,
    it: it_,
    nl,
    ja,
  };
  const readerIn = (language: Language): Reader => ({
    t: createTranslate(language, catalogues[language]),
    language,
  });
  const MODES = Object.keys(WATCH_MODE_LABELS) as (keyof typeof WATCH_MODE_LABELS)[];
  const STARS = [1, 2, 3, 4, 5] as const;

  /** Every word of a verdict a fan could read in this language: labels, star words, modes, factors. */
  function verdictWords({ t }: Reader): string[] {
    return [
      ...RATING_LABELS.flatMap((label) => [label, t(ratingLabelMessage(label))]),
      ...STARS.flatMap((star) => [STAR_WORDS[star], t(starWordMessage(star))]),
      t('vote.compactCinema'),
      ...MODES.flatMap((mode) => [mode, t(watchModeMessage(mode)), t(watchModeNameMessage(mode))]),
      ...REASON_TAG_IDS.map((id) => t(reasonTagMessages(id)!.label)),
    ];
  }

  it.each(LANGUAGES)('%s says only that the verdict is in', (language) => {
    const reader = readerIn(language);
    const payload = alertPayload('results', vegas, tally(10, 4.2), reader);
    const { title, body } = payload.shielded!;
    expect(payload.shielded).toEqual(shieldedResultsText(vegas, reader));
    expect(title).toContain(sportRaceName(vegas, language));
    expect(body).toContain('GP Vibes');
    const text = `${title} ${body}`;
    expect(text).not.toMatch(/\d/);
    expect(text).not.toMatch(/[★⭐]/u);
    const lower = text.toLocaleLowerCase(language);
    const found = verdictWords(reader).filter((word) =>
      lower.includes(word.toLocaleLowerCase(language)),
    );
    expect(found).toEqual([]);
    // The same words the normal alert shows are there to be caught.
    expect(
      verdictWords(reader).some((word) => `${payload.title} ${payload.body}`.includes(word)),
    ).toBe(true);
  });

  it('is carried only by a results alert that has a verdict', () => {
    expect(alertPayload('voting-open', vegas, tally(10, 4.2), english).shielded).toBeUndefined();
    expect(alertPayload('results', vegas, emptyTally(vegas.id), english).shielded).toBeUndefined();
    expect(alertPayload('results', vegas, tally(10, 4.2), english).shielded).toEqual({
      title: 'Las Vegas GP: the verdict is in',
      body: 'Open GP Vibes when you have watched it.',
    });
  });

  it('keeps the largest payload far inside what one push message can carry', () => {
    // aes128gcm leaves 3,993 bytes of a 4,096-byte record for the payload itself; a
    // calendar's race name is at most 120 characters, each up to 3 bytes.
    const race = makeRace({ id: 'x'.repeat(100), name: 'Ｗ'.repeat(120), date: '2026-11-22' });
    for (const language of LANGUAGES) {
      const payload = alertPayload('results', race, tally(10, 4.2), readerIn(language));
      expect(new TextEncoder().encode(JSON.stringify(payload)).length).toBeLessThan(3993);
    }
  });
});

describe("alerts in the fan's language", () => {
  it('writes German with a German decimal comma and the shared words', () => {
    const { title, body } = resultsText(vegas, tally(10, 4.2), german);
    expect(title).toBe(
      german.t('server.alert.resultsTitle', {
        race: 'GP von Las Vegas',
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
    expect(votingOpenText(vegas, japanese).title).toMatch(/^ラスベガスGP/);
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
