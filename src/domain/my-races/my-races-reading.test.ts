import { RACE_ID_MAX_LENGTH } from '../constants';
import {
  EMPTY_MY_RACES,
  MAX_MARKS,
  MY_RACES_FILE_VERSION,
  type MyRaces,
  myRacesFile,
  readMyRacesFile,
  readStoredMyRaces,
} from './my-races';

// Reading marks back from storage and from an export file, without a schema library: every
// rule the stored shape had, one row each.

const GOOD: MyRaces = {
  marks: { 'race-a': { mark: 'to-watch', at: '2026-06-01T10:00:00.000Z' } },
  shield: 'unwatched',
  showWayToWatch: true,
  revealed: ['race-b'],
  since: '2026-05-01',
};
const withField = (field: string, value: unknown) => ({ ...GOOD, [field]: value });
const manyMarks = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`r${i}`, { mark: 'watched', at: 'x' }]));

describe('readStoredMyRaces', () => {
  it.each<[string, unknown, MyRaces]>([
    ['good data, as written', GOOD, GOOD],
    ['no since', withField('since', null), { ...GOOD, since: null }],
    ['unknown fields dropped', { ...GOOD, extra: 1 }, GOOD],
    [
      'a race id as the prototype key kept as data',
      withField('marks', JSON.parse('{"__proto__": {"mark": "watched", "at": "x"}}')),
      { ...GOOD, marks: JSON.parse('{"__proto__": {"mark": "watched", "at": "x"}}') },
    ],
    [
      'a mark of another kind',
      withField('marks', { a: { mark: 'seen', at: 'x' } }),
      EMPTY_MY_RACES,
    ],
    [
      'a mark time too long',
      withField('marks', { a: { mark: 'watched', at: 'x'.repeat(41) } }),
      EMPTY_MY_RACES,
    ],
    [
      'a race id too long',
      withField('marks', { ['r'.repeat(RACE_ID_MAX_LENGTH + 1)]: { mark: 'watched', at: 'x' } }),
      EMPTY_MY_RACES,
    ],
    ['marks as a list', withField('marks', []), EMPTY_MY_RACES],
    ['more marks than allowed', withField('marks', manyMarks(MAX_MARKS + 1)), EMPTY_MY_RACES],
    ['an unknown shield', withField('shield', 'all'), EMPTY_MY_RACES],
    ['the way to watch as a word', withField('showWayToWatch', 'yes'), EMPTY_MY_RACES],
    ['an empty reveal', withField('revealed', ['']), EMPTY_MY_RACES],
    ['since not a day', withField('since', '1 May'), EMPTY_MY_RACES],
    ['since missing', { ...GOOD, since: undefined }, EMPTY_MY_RACES],
  ])('%s', (_, value, expected) => {
    expect(readStoredMyRaces(JSON.stringify(value))).toEqual(expected);
  });

  it('takes as many marks as allowed', () => {
    expect(
      Object.keys(
        readStoredMyRaces(JSON.stringify(withField('marks', manyMarks(MAX_MARKS)))).marks,
      ),
    ).toHaveLength(MAX_MARKS);
  });

  it.each([null, '', 'not json', 'null', '[]'])('%j is a fresh start', (text) => {
    expect(readStoredMyRaces(text)).toEqual(EMPTY_MY_RACES);
  });
});

describe('readMyRacesFile', () => {
  const file = (myRaces: unknown, version = MY_RACES_FILE_VERSION) =>
    JSON.stringify({ app: 'gp-vibes', kind: 'my-races', version, myRaces });
  it.each<[string, string, ReturnType<typeof readMyRacesFile>]>([
    ['an export, read back', myRacesFile(GOOD), { ok: true, myRaces: GOOD }],
    ['another version', file(GOOD, MY_RACES_FILE_VERSION + 1), { ok: false, reason: 'version' }],
    ['ours, but damaged', file(withField('shield', 'all')), { ok: false, reason: 'invalid' }],
    ['ours, with nothing in it', file(undefined), { ok: false, reason: 'invalid' }],
    ['not ours', JSON.stringify(GOOD), { ok: false, reason: 'not-ours' }],
    ['not JSON', '{', { ok: false, reason: 'not-json' }],
  ])('%s', (_, text, expected) => {
    expect(readMyRacesFile(text)).toEqual(expected);
  });
});
