import { en } from '../../../test/client/english';
import { makeTally, modes } from '../../../test/domain/fixtures';
import de from '../i18n/messages/de/index';
import { createTranslate } from '../i18n/translate';
import { raceVerdict, VERDICT_TOP_FACTORS, verdictSentence, votesText } from './race-verdict';
import { describeTag, REASON_TAGS, TAG_MIN_COUNT } from './reason-tags';
import { MIN_VOTES_CURRENT } from './unlock';
import type { Reader } from './verdict-words';

const english: Reader = { t: en, language: 'en' };

const [first, second, third, fourth] = REASON_TAGS.map((tag) => tag.id);
const chip = (id: string) => `${describeTag(id).emoji} ${describeTag(id).label}`;

describe('raceVerdict', () => {
  const rated = makeTally(
    'r',
    { '5': 30, '4': 10 },
    {
      viewModes: modes({ 'Full Race': 25, 'Race-in-30': 15 }),
      reasonTagTallies: {
        [first!]: 20,
        [second!]: 30,
        [third!]: TAG_MIN_COUNT,
        [fourth!]: 10,
        unknown_tag: TAG_MIN_COUNT - 1,
      },
    },
  );

  it('names label, average, votes, best way to watch and the top factors', () => {
    expect(raceVerdict(rated, 'past', english)).toEqual({
      label: 'Cinema',
      average: '4.8',
      votes: 40,
      bestWatch: 'Full Race',
      topFactors: [chip(second!), chip(first!), chip(fourth!)],
    });
    expect(raceVerdict(rated, 'past', english)?.topFactors).toHaveLength(VERDICT_TOP_FACTORS);
  });

  it.each<[string, number, 'past' | 'current', boolean]>([
    ['no votes, past', 0, 'past', false],
    ['one vote, past', 1, 'past', true],
    ['below the live threshold', MIN_VOTES_CURRENT - 1, 'current', false],
    ['at the live threshold', MIN_VOTES_CURRENT, 'current', true],
  ])('%s → verdict shown: %s', (_, votes, phase, shown) => {
    const tally = makeTally('r', { '3': votes });
    expect(raceVerdict(tally, phase, english) !== null).toBe(shown);
  });
});

describe('the verdict in German', () => {
  it('translates label, factors and decimal, and keeps the counts', () => {
    const german: Reader = { t: createTranslate('de', de), language: 'de' };
    const verdict = raceVerdict(
      makeTally('r', { '5': 8, '4': 2 }, { reasonTagTallies: { overtakes: 10 } }),
      'past',
      german,
    );
    expect(verdict).toMatchObject({
      label: german.t('vote.ratingLabel.cinema'),
      average: '4,8',
      votes: 10,
      topFactors: [`🏎️ ${german.t('vote.factor.overtakes')}`],
    });
    expect(verdictSentence(verdict!, german)).toContain(german.t('server.votes', { count: 10 }));
  });
});

describe('verdictSentence', () => {
  it.each([
    [
      { label: 'Great', average: '4.1', votes: 1, bestWatch: null, topFactors: [] },
      'Rated Great (4.1) from 1 vote.',
    ],
    [
      {
        label: 'Meh',
        average: '2.7',
        votes: 12,
        bestWatch: 'Highlights Only' as const,
        topFactors: ['🏎️ Overtakes', '🧠 Strategy'],
      },
      'Rated Meh (2.7) from 12 votes. Best way to watch: Highlights Only. Vibe factors: 🏎️ Overtakes, 🧠 Strategy.',
    ],
  ])('%o reads %j', (verdict, text) => {
    expect(verdictSentence(verdict, english)).toBe(text);
  });

  it.each<[number, string]>([
    [0, '0 votes'],
    [1, '1 vote'],
    [2, '2 votes'],
  ])('%d → %s', (n, text) => expect(votesText(n, en)).toBe(text));
});
