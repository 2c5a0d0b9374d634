import { en } from '../../../test/client/english';
import { makeRace, makeTally, modes } from '../../../test/domain/fixtures';
import de from '../i18n/messages/de/index';
import { createTranslate } from '../i18n/translate';
import { LABEL_CUTOFF_CINEMA } from '../voting/rating-labels';
import { TAG_MIN_COUNT } from '../voting/reason-tags';
import { emptyTally } from '../voting/tally';
import { MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../voting/unlock';
import type { Reader } from '../voting/verdict-words';
import { PREVIEW_IMAGE_ROUTE, previewCard, previewImagePath } from './preview-card';

const english: Reader = { t: en, language: 'en' };
const RACE_DAY = '2025-11-22';
const NOW = Date.UTC(2025, 10, 22, 12);
const past = makeRace({ id: 'vegas', name: 'Las Vegas Grand Prix', date: RACE_DAY });
const current = makeRace({ id: 'live', name: 'Live Grand Prix', date: RACE_DAY, isCurrent: true });
const upcoming = makeRace({ id: 'qatar', name: 'Qatar Grand Prix', date: '2025-11-30' });
const calledOff = { ...past, cancelled: true };

/** `n` fans who gave four stars, watched the full race and picked overtakes. */
const fourStars = (id: string, n: number) =>
  makeTally(
    id,
    { '4': n },
    { viewModes: modes({ 'Full Race': n }), reasonTagTallies: { overtakes: n } },
  );
const dataOnly = { ...emptyTally('vegas'), AI_Rating_Value: LABEL_CUTOFF_CINEMA };

describe('previewCard: which verdict a race’s picture shows', () => {
  it.each([
    ['a past race with its first vote', past, fourStars('vegas', MIN_VOTES_PAST), 'crowd'],
    [
      'a past race fans rated, whatever the data says',
      past,
      { ...fourStars('vegas', 1), AI_Rating_Value: 1 },
      'crowd',
    ],
    ['a past race only the data rated', past, dataOnly, 'data'],
    ['a past race nobody rated', past, emptyTally('vegas'), 'words'],
    [
      'a live race one vote short of unlocking',
      current,
      fourStars('live', MIN_VOTES_CURRENT - 1),
      'words',
    ],
    ['a live race that unlocked', current, fourStars('live', MIN_VOTES_CURRENT), 'crowd'],
    ['an upcoming race', upcoming, emptyTally('qatar'), 'words'],
    ['a race called off with votes kept', calledOff, fourStars('vegas', 2), 'crowd'],
    ['a race called off that only the data rated', calledOff, dataOnly, 'words'],
  ] as const)('%s: %s', (_what, race, tally, kind) => {
    expect(previewCard(race, tally, NOW, english).verdict.kind).toBe(kind);
  });

  it("shows the crowd's average, its stars, head count, best way to watch and factors", () => {
    const card = previewCard(past, fourStars('vegas', TAG_MIN_COUNT), NOW, english);
    expect(card).toMatchObject({
      site: 'GP Vibes',
      title: '2025 Las Vegas Grand Prix',
      series: 'Formula 1 · Round 1',
      verdict: {
        kind: 'crowd',
        caption: "Fans' verdict",
        label: 'Great',
        average: '4.0',
        stars: 4,
        votes: `${TAG_MIN_COUNT} votes`,
      },
      bestWatch: 'Best way to watch: Full Race',
      factors: ['Overtakes'],
    });
    // The alt text says what the picture shows, as the race page says it.
    expect(card.alt).toMatch(
      new RegExp(
        `^GP Vibes verdict card: 2025 Las Vegas Grand Prix\\. Rated Great \\(4\\.0\\) from ${TAG_MIN_COUNT} votes\\. Best way to watch: Full Race\\. Vibe factors: \\S+ Overtakes\\.$`,
        'u',
      ),
    );
  });

  it('names a factor only once enough fans picked it, as the cards do', () => {
    const few = previewCard(past, fourStars('vegas', TAG_MIN_COUNT - 1), NOW, english);
    expect(few.factors).toEqual([]);
  });

  it('labels the data verdict as the data’s, with no head count', () => {
    const card = previewCard(past, dataOnly, NOW, english);
    expect(card.verdict).toEqual({
      kind: 'data',
      caption: 'Data verdict',
      label: 'Cinema',
      average: '4.5',
      stars: LABEL_CUTOFF_CINEMA,
      votes: null,
    });
    expect(card.bestWatch).toBeNull();
    expect(card.alt).toContain('The data calls it Cinema (4.5).');
  });

  it('says in words what a race without a verdict awaits', () => {
    expect(previewCard(past, emptyTally('vegas'), NOW, english).verdict).toEqual({
      kind: 'words',
      text: en('server.preview.noRatings'),
    });
    expect(previewCard(upcoming, emptyTally('qatar'), NOW, english).verdict).toEqual({
      kind: 'words',
      text: en('server.preview.upcoming'),
    });
  });

  it('marks a race called off in its series line', () => {
    expect(previewCard(calledOff, emptyTally('vegas'), NOW, english).series).toBe(
      'Formula 1 · Round 1 · Cancelled',
    );
  });

  it('speaks the reader’s language, numbers included', () => {
    const german: Reader = { t: createTranslate('de', de), language: 'de' };
    const card = previewCard(past, dataOnly, NOW, german);
    expect(card.series).toBe('Formel 1 · Lauf 1');
    expect(card.verdict).toMatchObject({ caption: 'Datenurteil', average: '4,5' });
    expect(card.alt).toMatch(/^Urteilskarte von GP Vibes: 2025 Großer Preis von Las Vegas\./);
  });

  it('lives beside its race’s page', () => {
    expect(previewImagePath('2025-las-vegas-grand-prix')).toBe(
      '/r/2025-las-vegas-grand-prix/card.png',
    );
    expect(previewImagePath('a b/c')).toBe('/r/a%20b%2Fc/card.png');
    expect(PREVIEW_IMAGE_ROUTE).toBe('/r/:raceId/card.png');
  });
});
