import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import type { ExplorerRow } from './explorer-rows';
import { DEFAULT_SORT, nextSort, type SortKey, type SortState, sortRows } from './explorer-sort';

function row(
  id: string,
  fields: {
    name: string;
    date: string;
    location: string;
    average: number;
    votes: number;
    ai?: number | null;
  },
): ExplorerRow {
  const race = makeRace({ id, name: fields.name, date: fields.date, location: fields.location });
  const tally = {
    ...tallyWithAverage(id, fields.votes, fields.average),
    AI_Rating_Value: fields.ai ?? null,
  };
  return {
    race,
    tally,
    phase: 'past',
    average: fields.average,
    label: 'Good',
    bestWatch: null,
    topTags: [],
    verdictHidden: false,
    viewModesUnderShield: null,
  };
}

const a = row('a', {
  name: 'Austrian Grand Prix',
  date: '2025-06-29',
  location: 'Spielberg',
  average: 3.2,
  votes: 40,
  ai: 4.1,
});
const b = row('b', {
  name: 'bahrain Grand Prix',
  date: '2024-03-02',
  location: 'Sakhir',
  average: 4.6,
  votes: 12,
  ai: null,
});
const c = row('c', {
  name: 'Canadian Grand Prix',
  date: '2025-06-15',
  location: 'Montreal',
  average: 2.1,
  votes: 40,
  ai: 2.5,
});
const rows = [b, c, a];
const order = (state: SortState) =>
  sortRows(rows, state)
    .map((r) => r.race.id)
    .join('');

describe('DEFAULT_SORT', () => {
  it('is date, newest first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'date', dir: 'desc' });
  });
});

describe('nextSort', () => {
  it.each<[SortState, SortKey, SortState]>([
    [{ key: 'date', dir: 'desc' }, 'date', { key: 'date', dir: 'asc' }],
    [{ key: 'date', dir: 'asc' }, 'date', { key: 'date', dir: 'desc' }],
    [{ key: 'date', dir: 'asc' }, 'rating', { key: 'rating', dir: 'desc' }],
    [{ key: 'rating', dir: 'desc' }, 'name', { key: 'name', dir: 'desc' }],
  ])('%j then %s → %j', (state, key, next) => {
    expect(nextSort(state, key)).toEqual(next);
  });
});

describe('sortRows', () => {
  it.each<[SortKey, string, string]>([
    ['name', 'abc', 'cba'],
    ['rating', 'cab', 'bac'],
    ['season', 'bca', 'cab'],
    ['date', 'bca', 'acb'],
    ['location', 'cba', 'abc'],
    ['ai_rating', 'cab', 'acb'],
  ])('by %s: asc %s, desc %s', (key, asc, desc) => {
    expect(order({ key, dir: 'asc' })).toBe(asc);
    expect(order({ key, dir: 'desc' })).toBe(desc);
  });

  it('keeps the input order of equal rows in both directions (stable)', () => {
    expect(order({ key: 'votes', dir: 'desc' })).toBe('cab');
    expect(order({ key: 'votes', dir: 'asc' })).toBe('bca');
  });

  it('puts missing AI ratings last whichever way', () => {
    expect(order({ key: 'ai_rating', dir: 'asc' }).at(-1)).toBe('b');
    expect(order({ key: 'ai_rating', dir: 'desc' }).at(-1)).toBe('b');
  });

  it('does not reorder the input array', () => {
    sortRows(rows, { key: 'name', dir: 'asc' });
    expect(rows).toEqual([b, c, a]);
  });
});
