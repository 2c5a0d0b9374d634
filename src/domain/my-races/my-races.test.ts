import { RACE_ID_MAX_LENGTH } from '../constants';
import {
  DEFAULT_SHIELD_SCOPE,
  EMPTY_MY_RACES,
  type ImportResult,
  isShielded,
  MAX_MARKS,
  MY_RACES_FILE_MAX_BYTES,
  MY_RACES_FILE_VERSION,
  type MyRaces,
  markOf,
  myRacesFile,
  readMyRacesFile,
  readStoredMyRaces,
  SHIELD_SCOPES,
  type ShieldScope,
  type WatchMark,
  withMark,
  withReveal,
} from './my-races';

const RACE = '2026-monaco-grand-prix';
type Refusal = Extract<ImportResult, { ok: false }>['reason'];
const AT = '2026-06-07T18:00:00.000Z';

function stateWith(shield: ShieldScope, mark: WatchMark | null, revealed: boolean): MyRaces {
  const marked = withMark({ ...EMPTY_MY_RACES, shield }, RACE, mark, AT);
  return revealed ? withReveal(marked, RACE) : marked;
}

/** n marks on distinct races, as a device past years of use would hold. */
function manyMarks(n: number): MyRaces['marks'] {
  return Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`race-${i}`, { mark: 'watched' as const, at: AT }]),
  );
}

describe('isShielded: every scope × every mark × revealed or not', () => {
  it.each<[ShieldScope, WatchMark | null, boolean, boolean]>([
    ['to-watch', 'to-watch', false, true],
    ['to-watch', 'to-watch', true, false],
    ['to-watch', 'watched', false, false],
    ['to-watch', 'watched', true, false],
    ['to-watch', null, false, false],
    ['to-watch', null, true, false],
    ['unwatched', 'to-watch', false, true],
    ['unwatched', 'to-watch', true, false],
    ['unwatched', 'watched', false, false],
    ['unwatched', 'watched', true, false],
    ['unwatched', null, false, true],
    ['unwatched', null, true, false],
    ['off', 'to-watch', false, false],
    ['off', 'to-watch', true, false],
    ['off', 'watched', false, false],
    ['off', 'watched', true, false],
    ['off', null, false, false],
    ['off', null, true, false],
  ])('scope %s, mark %s, revealed %s → shielded %s', (scope, mark, revealed, shielded) => {
    expect(isShielded(stateWith(scope, mark, revealed), RACE)).toBe(shielded);
  });

  it('covers every scope, and a fan who never marked anything sees every verdict', () => {
    expect(SHIELD_SCOPES).toEqual(['to-watch', 'unwatched', 'off']);
    expect(DEFAULT_SHIELD_SCOPE).toBe('to-watch');
    expect(isShielded(EMPTY_MY_RACES, RACE)).toBe(false);
  });

  it('reveals that race only', () => {
    const two = withMark(withMark(EMPTY_MY_RACES, RACE, 'to-watch', AT), 'other', 'to-watch', AT);
    const revealed = withReveal(two, RACE);
    expect([isShielded(revealed, RACE), isShielded(revealed, 'other')]).toEqual([false, true]);
    expect(withReveal(revealed, RACE)).toBe(revealed);
  });
});

describe('markOf and withMark', () => {
  it.each<[WatchMark | null, WatchMark | null]>([
    ['watched', 'watched'],
    ['to-watch', 'to-watch'],
    [null, null],
  ])('marking %s reads back %s', (mark, read) => {
    expect(markOf(withMark(EMPTY_MY_RACES, RACE, mark, AT), RACE)).toBe(read);
  });

  it('clears a mark, and marking again drops the reveal so the shield returns', () => {
    const revealed = stateWith('to-watch', 'to-watch', true);
    expect(markOf(withMark(revealed, RACE, null, AT), RACE)).toBeNull();
    const again = withMark(revealed, RACE, 'to-watch', AT);
    expect(again.revealed).toEqual([]);
    expect(isShielded(again, RACE)).toBe(true);
  });

  it.each<[string, number, string, boolean]>([
    ['a new race below the cap', MAX_MARKS - 1, 'new-race', true],
    ['a new race at the cap', MAX_MARKS, 'new-race', false],
    ['a race already marked at the cap', MAX_MARKS, 'race-0', true],
  ])('%s (%i marks) is taken: %s', (_, count, id, taken) => {
    const full: MyRaces = { ...EMPTY_MY_RACES, marks: manyMarks(count) };
    expect(markOf(withMark(full, id, 'to-watch', AT), id)).toBe(taken ? 'to-watch' : null);
  });
});

describe('readStoredMyRaces', () => {
  const good: MyRaces = {
    marks: { [RACE]: { mark: 'to-watch', at: AT } },
    shield: 'unwatched',
    showWayToWatch: true,
    revealed: ['other'],
    since: '2026-05-01',
  };

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{marks'],
    ['JSON null', 'null'],
    ['an unknown mark', JSON.stringify({ ...good, marks: { [RACE]: { mark: 'seen', at: AT } } })],
    ['an unknown scope', JSON.stringify({ ...good, shield: 'all' })],
    ['a day that is not a day', JSON.stringify({ ...good, since: 'last May' })],
    [
      'a race id too long',
      JSON.stringify({ ...good, revealed: ['x'.repeat(RACE_ID_MAX_LENGTH + 1)] }),
    ],
    ['more marks than MAX_MARKS', JSON.stringify({ ...good, marks: manyMarks(MAX_MARKS + 1) })],
  ])('%s is a fresh start', (_, text) => {
    expect(readStoredMyRaces(text)).toEqual(EMPTY_MY_RACES);
  });

  it.each<[string, MyRaces]>([
    ['every field set', good],
    ['exactly MAX_MARKS marks', { ...good, marks: manyMarks(MAX_MARKS) }],
    ['a race id of RACE_ID_MAX_LENGTH', { ...good, revealed: ['x'.repeat(RACE_ID_MAX_LENGTH)] }],
  ])('%s reads back as stored', (_, state) => {
    expect(readStoredMyRaces(JSON.stringify(state))).toEqual(state);
  });

  it('keeps a hand-edited "__proto__" id as a plain key', () => {
    const text = `{"marks":{"__proto__":{"mark":"watched","at":"${AT}"}},"shield":"off","showWayToWatch":false,"revealed":[],"since":null}`;
    const read = readStoredMyRaces(text);
    expect(Object.getPrototypeOf(read.marks)).toBe(Object.prototype);
    expect(markOf(read, '__proto__')).toBe('watched');
  });
});

describe('export and import', () => {
  const state = withReveal(
    withMark(withMark(EMPTY_MY_RACES, RACE, 'to-watch', AT), 'other', 'watched', AT),
    RACE,
  );
  const fileOf = (change: object) =>
    JSON.stringify({ ...JSON.parse(myRacesFile(state)), ...change });

  it('round-trips: importing an export gives the same marks and settings', () => {
    expect(readMyRacesFile(myRacesFile(state))).toEqual({ ok: true, myRaces: state });
    const settings: MyRaces = {
      ...state,
      shield: 'off',
      showWayToWatch: true,
      since: '2026-03-01',
    };
    expect(readMyRacesFile(myRacesFile(settings))).toEqual({ ok: true, myRaces: settings });
  });

  it.each<[string, string, Refusal]>([
    ['larger than MY_RACES_FILE_MAX_BYTES', ' '.repeat(MY_RACES_FILE_MAX_BYTES + 1), 'too-large'],
    ['not JSON', 'marks: watched', 'not-json'],
    ['JSON but not an object', '[1, 2]', 'not-ours'],
    ['another app’s file', fileOf({ app: 'other-app' }), 'not-ours'],
    ['another kind of file', fileOf({ kind: 'settings' }), 'not-ours'],
    ['a newer version', fileOf({ version: MY_RACES_FILE_VERSION + 1 }), 'version'],
    ['no version', fileOf({ version: undefined }), 'version'],
    ['a broken mark', fileOf({ myRaces: { ...state, marks: { [RACE]: { mark: 1 } } } }), 'invalid'],
    ['no marks at all', fileOf({ myRaces: undefined }), 'invalid'],
    [
      'too many marks',
      fileOf({ myRaces: { ...state, marks: manyMarks(MAX_MARKS + 1) } }),
      'invalid',
    ],
  ])('a file %s is refused: %s', (_, text, reason) => {
    expect(readMyRacesFile(text)).toEqual({ ok: false, reason });
  });

  it('takes a file of exactly MAX_MARKS marks within MY_RACES_FILE_MAX_BYTES', () => {
    const full = myRacesFile({ ...EMPTY_MY_RACES, marks: manyMarks(MAX_MARKS) });
    expect(full.length).toBeLessThanOrEqual(MY_RACES_FILE_MAX_BYTES);
    expect(readMyRacesFile(full).ok).toBe(true);
  });
});
