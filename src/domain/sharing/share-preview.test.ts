import { en } from '../../../test/client/english';
import { makeRace, makeTally, modes } from '../../../test/domain/fixtures';
import { DAY_MS } from '../constants';
import de from '../i18n/messages/de/index';
import es from '../i18n/messages/es/index';
import { createTranslate } from '../i18n/translate';
import { UPCOMING_SUBTITLE } from '../site/copy';
import { LABEL_CUTOFF_CINEMA } from '../voting/rating-labels';
import { emptyTally } from '../voting/tally';
import { MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../voting/unlock';
import type { Reader } from '../voting/verdict-words';
import { sharePath, withLanguage } from './share-paths';
import { sharePageTitle, sharePreview, verdictDescription } from './share-preview';

const english: Reader = { t: en, language: 'en' };
const PREVIEW_NO_RATINGS_TEXT = en('server.preview.noRatings');
const PREVIEW_VOTING_OPEN_TEXT = en('server.preview.votingOpen');

const RACE_DAY = '2025-11-22';
const NOW = Date.UTC(2025, 10, 22, 12);
const past = makeRace({ id: 'vegas', name: 'Las Vegas Grand Prix', date: RACE_DAY });
const upcoming = makeRace({ id: 'qatar', date: '2025-11-30' });
const current = makeRace({ id: 'live', date: RACE_DAY, isCurrent: true });

const great = makeTally(
  'vegas',
  { '4': 100, '5': 20 },
  { viewModes: modes({ 'Full Race': 90, 'Race-in-30': 30 }) },
);
const oneVote = makeTally(
  'vegas',
  { '5': MIN_VOTES_PAST },
  { viewModes: modes({ 'Highlights Only': 1 }) },
);

describe('verdictDescription', () => {
  it.each([
    ['an upcoming race', upcoming, great, UPCOMING_SUBTITLE],
    ['a past race nobody rated', past, emptyTally('vegas'), PREVIEW_NO_RATINGS_TEXT],
    [
      'a past race nobody rated that the data rated',
      past,
      { ...emptyTally('vegas'), AI_Rating_Value: LABEL_CUTOFF_CINEMA },
      'No fan ratings yet — the data calls it Cinema',
    ],
    [
      'a past race the data rated just below Cinema, and nobody else',
      past,
      { ...emptyTally('vegas'), AI_Rating_Value: LABEL_CUTOFF_CINEMA - 0.01 },
      'No fan ratings yet — the data calls it Great',
    ],
    [
      'a past race fans rated, whatever the data says (the crowd leads)',
      past,
      { ...great, AI_Rating_Value: 1 },
      'Rated Great by 120 fans — best way to watch: Full Race',
    ],
    [
      'a live race the data rated, still being rated',
      current,
      { ...emptyTally('live'), AI_Rating_Value: 4.8 },
      PREVIEW_VOTING_OPEN_TEXT,
    ],
    [
      'a live race just below the unlock count',
      current,
      makeTally(
        'live',
        { '5': MIN_VOTES_CURRENT - 1 },
        { viewModes: modes({ 'Full Race': MIN_VOTES_CURRENT - 1 }) },
      ),
      PREVIEW_VOTING_OPEN_TEXT,
    ],
    [
      'a live race at the unlock count',
      current,
      makeTally(
        'live',
        { '5': MIN_VOTES_CURRENT },
        { viewModes: modes({ 'Full Race': MIN_VOTES_CURRENT }) },
      ),
      `Rated Cinema by ${MIN_VOTES_CURRENT} fans — best way to watch: Full Race`,
    ],
    ['a rated past race', past, great, 'Rated Great by 120 fans — best way to watch: Full Race'],
    [
      'a past race with one rating',
      past,
      oneVote,
      'Rated Cinema by 1 fan — best way to watch: Highlights Only',
    ],
    [
      'a past race whose tally lost its modes',
      past,
      makeTally('vegas', { '2': 3 }),
      'Rated Meh by 3 fans',
    ],
    [
      'a cancelled race nobody rated',
      { ...past, cancelled: true },
      emptyTally('vegas'),
      'This race was called off: it takes no ratings.',
    ],
    [
      'a cancelled race rated before it was called off',
      { ...past, cancelled: true },
      great,
      'Cancelled — Rated Great by 120 fans — best way to watch: Full Race',
    ],
    [
      'a cancelled race still ahead',
      { ...upcoming, cancelled: true },
      great,
      'This race was called off: it takes no ratings.',
    ],
  ])('describes %s', (_what, race, tally, expected) => {
    expect(verdictDescription(race, tally, NOW, english)).toBe(expected);
  });

  it('turns a race into past on its race day, not the day before', () => {
    const dayBefore = NOW - DAY_MS;
    expect(verdictDescription(past, great, dayBefore, english)).toBe(UPCOMING_SUBTITLE);
    expect(verdictDescription(past, great, NOW, english)).toMatch(/^Rated Great/);
  });
});

describe('sharePreview', () => {
  it('titles the preview with the season and the short race name, and never names a result', () => {
    const preview = sharePreview(past, great, NOW, english);
    expect(preview.title).toBe('2025 Las Vegas GP');
    const spanish: Reader = { t: createTranslate('es', es), language: 'es' };
    expect(sharePreview(past, great, NOW, spanish).title).toBe('2025 GP de Las Vegas');
    expect(preview.description).not.toMatch(/P\d|position|winner|won|podium/i);
  });

  it('builds the share path and page title', () => {
    expect(sharePath('2025-las-vegas-grand-prix')).toBe('/r/2025-las-vegas-grand-prix');
    expect(sharePath('a b')).toBe('/r/a%20b');
    expect(sharePageTitle(past, english)).toBe(
      '2025 Las Vegas Grand Prix — worth watching? · GP Vibes',
    );
    const german: Reader = { t: createTranslate('de', de), language: 'de' };
    expect(sharePageTitle(past, german)).toBe(
      '2025 Großer Preis von Las Vegas – sehenswert? · GP Vibes',
    );
    expect(sharePageTitle({ ...past, name: 'Jeddah E-Prix', sport: 'formula-e' }, english)).toBe(
      '2025 Formula E · Jeddah E-Prix — worth watching? · GP Vibes',
    );
  });

  it('keeps the language on a link only when one was asked for', () => {
    expect(withLanguage('/r/vegas', undefined)).toBe('/r/vegas');
    expect(withLanguage('/r/vegas', 'pt-BR')).toBe('/r/vegas?lang=pt-BR');
    expect(withLanguage('/?x=1', 'fr')).toBe('/?x=1&lang=fr');
  });

  it("speaks the reader's language, numbers and shared words included", () => {
    const german: Reader = { t: createTranslate('de', de), language: 'de' };
    const text = verdictDescription(past, great, NOW, german);
    expect(text).not.toBe(verdictDescription(past, great, NOW, english));
    expect(text).toContain('120');
    expect(text).toContain(german.t('vote.ratingLabel.great'));
    expect(text).toContain(german.t('vote.watchModeName.fullRace'));
  });
});
