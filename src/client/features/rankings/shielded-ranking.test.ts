import { makeRace, makeTally } from '../../../../test/domain/fixtures';
import {
  EMPTY_MY_RACES,
  type MyRaces,
  withMark,
  withReveal,
} from '../../../domain/my-races/my-races';
import { NOTHING_HIDDEN, type VerdictHidden } from '../../../domain/races/verdict-hidden';
import type { RankingItem } from '../../../domain/rankings/ranking-reply';
import { pageWithoutHidden, readEnough, shieldOnRanking } from './shielded-ranking';

const AT = '2026-11-29T10:00:00Z';

/** The ranking read from its top: race r1 first, each with the server's rank. */
const ranking = (count: number): RankingItem[] =>
  Array.from({ length: count }, (_, i) => {
    const race = makeRace({ id: `r${i + 1}`, name: `Race ${i + 1}` });
    return {
      rank: i + 1,
      race,
      tally: makeTally(race.id, { '5': 3 }),
      verdict: { score: 5 - i / 100, from: 'crowd' },
    };
  });

const hiding =
  (...ids: string[]): VerdictHidden =>
  (raceId) =>
    ids.includes(raceId);

describe('shieldOnRanking', () => {
  const marked = (...marks: [string, 'watched' | 'to-watch'][]): MyRaces =>
    marks.reduce((state, [id, mark]) => withMark(state, id, mark, AT), EMPTY_MY_RACES);

  it.each<[string, MyRaces, ReturnType<typeof shieldOnRanking>]>([
    ['a fan with no marks: nothing left out', EMPTY_MY_RACES, { kind: 'none' }],
    ['only watched races: nothing left out', marked(['a', 'watched']), { kind: 'none' }],
    [
      'races still to watch, counted',
      marked(['a', 'to-watch'], ['b', 'to-watch'], ['c', 'watched']),
      { kind: 'marked', count: 2 },
    ],
    [
      'a race revealed on purpose is not left out',
      withReveal(marked(['a', 'to-watch'], ['b', 'to-watch']), 'a'),
      { kind: 'marked', count: 1 },
    ],
    ['the shield off', { ...marked(['a', 'to-watch']), shield: 'off' }, { kind: 'none' }],
    [
      'every unwatched race shielded',
      { ...EMPTY_MY_RACES, shield: 'unwatched' },
      { kind: 'unwatched' },
    ],
  ])('%s', (_, state, expected) => {
    expect(shieldOnRanking(state)).toEqual(expected);
  });
});

describe('pageWithoutHidden', () => {
  const ids = (page: { items: RankingItem[] }) => page.items.map((item) => item.race.id);
  const ranks = (page: { items: RankingItem[] }) => page.items.map((item) => item.rank);

  it('ranks the races left in among themselves: no gap where a hidden race stood', () => {
    const page = pageWithoutHidden(ranking(10), hiding('r2', 'r5'), 1, 4, true);
    expect(ids(page)).toEqual(['r1', 'r3', 'r4', 'r6']);
    expect(ranks(page)).toEqual([1, 2, 3, 4]);
    expect(page.hasNext).toBe(true);
    expect(page.total).toBe(8);
  });

  it('shows the same page wherever the hidden race stands', () => {
    // The race the fan still has to watch is first, or last: the races shown are the same.
    const read = ranking(12);
    const first = pageWithoutHidden(read, hiding('r1'), 2, 4, true);
    const moved = [...read.slice(1), read[0]!];
    const last = pageWithoutHidden(moved, hiding('r1'), 2, 4, true);
    expect(ids(first)).toEqual(ids(last));
    expect(ranks(first)).toEqual([5, 6, 7, 8]);
    expect(ranks(last)).toEqual([5, 6, 7, 8]);
  });

  it('knows the total only once the whole ranking is read', () => {
    expect(pageWithoutHidden(ranking(10), NOTHING_HIDDEN, 1, 4, false).total).toBeNull();
  });

  it.each([
    // page, races kept after it → a next page?
    [2, 8, false],
    [2, 9, true],
    [3, 8, false],
  ])('page %i of pages of 4 with %i races left in: next page %s', (page, kept, hasNext) => {
    const shown = pageWithoutHidden(ranking(kept), NOTHING_HIDDEN, page, 4, true);
    expect(shown.hasNext).toBe(hasNext);
  });
});

describe('readEnough', () => {
  it.each([
    // races read, hidden among them, page → settled?
    [4, [], 1, false], // the fourth race fills the page; whether a fifth follows is unknown
    [5, [], 1, true],
    [5, ['r3'], 1, false],
    [6, ['r3'], 1, true],
    [10, ['r1'], 2, true],
    [10, ['r1', 'r9'], 2, false],
  ])('%i races read, %j hidden, page %i of pages of 4: %s', (count, hidden, page, settled) => {
    expect(readEnough(ranking(count), hiding(...hidden), page, 4, false)).toBe(settled);
  });

  it('is settled by the end of the ranking, however short', () => {
    expect(readEnough(ranking(2), hiding('r1'), 3, 4, true)).toBe(true);
  });
});
