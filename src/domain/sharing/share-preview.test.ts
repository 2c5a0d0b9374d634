import { makeRace, makeTally, modes } from '../../../test/domain/fixtures';
import { DAY_MS, MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../constants';
import { CANCELLED_RACE_BADGE, CANCELLED_RACE_TEXT, UPCOMING_SUBTITLE } from '../site/copy';
import { emptyTally } from '../voting/tally';
import {
  PREVIEW_NO_RATINGS_TEXT,
  PREVIEW_VOTING_OPEN_TEXT,
  sharePageTitle,
  sharePath,
  sharePreview,
  verdictDescription,
} from './share-preview';

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
      CANCELLED_RACE_TEXT,
    ],
    [
      'a cancelled race rated before it was called off',
      { ...past, cancelled: true },
      great,
      `${CANCELLED_RACE_BADGE} — Rated Great by 120 fans — best way to watch: Full Race`,
    ],
    ['a cancelled race still ahead', { ...upcoming, cancelled: true }, great, CANCELLED_RACE_TEXT],
  ])('describes %s', (_what, race, tally, expected) => {
    expect(verdictDescription(race, tally, NOW)).toBe(expected);
  });

  it('turns a race into past on its race day, not the day before', () => {
    const dayBefore = NOW - DAY_MS;
    expect(verdictDescription(past, great, dayBefore)).toBe(UPCOMING_SUBTITLE);
    expect(verdictDescription(past, great, NOW)).toMatch(/^Rated Great/);
  });
});

describe('sharePreview', () => {
  it('titles the preview with the short race name and never names a result', () => {
    const preview = sharePreview(past, great, NOW);
    expect(preview.title).toBe('Las Vegas GP');
    expect(preview.description).not.toMatch(/P\d|position|winner|won|podium/i);
  });

  it('builds the share path and page title', () => {
    expect(sharePath('2025-las-vegas-grand-prix')).toBe('/r/2025-las-vegas-grand-prix');
    expect(sharePath('a b')).toBe('/r/a%20b');
    expect(sharePageTitle(past)).toBe('Las Vegas GP | GP Vibes');
  });
});
