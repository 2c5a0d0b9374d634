import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import { RACE_NAME_WORDS } from '../i18n/race-name-catalogues';
import { localPlaceName, localRaceName } from '../races/localized-race-name';
import { LABEL_CUTOFF_CINEMA, LABEL_CUTOFF_GREAT, LABEL_CUTOFF_MEH } from '../voting/rating-labels';
import { MIN_VOTES_PAST } from '../voting/unlock';
import type { ExplorerRow } from './explorer-rows';
import {
  DEFAULT_SORT,
  nextSort,
  type SortKey,
  type SortReading,
  type SortState,
  sortRows,
} from './explorer-sort';

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

describe('sortRows by Rating: the crowd where it has spoken, else the data', () => {
  // Each row: its crowd ratings (none, or MIN_VOTES_PAST at `crowd`), its AI rating, shield.
  function rated(
    id: string,
    date: string,
    { crowd = null as number | null, ai = null as number | null, hidden = false } = {},
  ): ExplorerRow {
    const votes = crowd === null ? 0 : MIN_VOTES_PAST;
    const base = row(id, { name: id, date, location: id, average: crowd ?? 0, votes, ai });
    return { ...base, average: crowd, verdictHidden: hidden };
  }
  const crowdHigh = rated('crowdHigh', '2021-05-01', { crowd: LABEL_CUTOFF_CINEMA + 0.3, ai: 1 });
  // The crowd's word wins over a higher AI rating.
  const crowdLow = rated('crowdLow', '2021-06-01', { crowd: LABEL_CUTOFF_MEH, ai: 4.9 });
  const dataCinema = rated('dataCinema', '2021-08-01', { ai: LABEL_CUTOFF_CINEMA });
  const dataGreat = rated('dataGreat', '2021-07-01', { ai: LABEL_CUTOFF_GREAT });
  const neither = rated('neither', '2021-09-01');
  const shielded = rated('shielded', '2021-04-01', { ai: 5, hidden: true });
  const all = [neither, shielded, crowdLow, dataGreat, crowdHigh, dataCinema];
  const byRating = (dir: SortState['dir']) =>
    sortRows(all, { key: 'rating', dir }).map((r) => r.race.id);

  it.each<[SortState['dir'], string[]]>([
    ['desc', ['crowdHigh', 'dataCinema', 'dataGreat', 'crowdLow', 'neither', 'shielded']],
    ['asc', ['crowdLow', 'dataGreat', 'dataCinema', 'crowdHigh', 'neither', 'shielded']],
  ])('%s; races without a verdict (a shielded one too) last, newest first', (dir, expected) => {
    expect(byRating(dir)).toEqual(expected);
  });

  it('reads no data verdict for a sport without one', () => {
    const motogp = { ...dataCinema, race: { ...dataCinema.race, sport: 'motogp' as const } };
    const order = sortRows([motogp, crowdLow], { key: 'rating', dir: 'desc' });
    expect(order.map((r) => r.race.id)).toEqual(['crowdLow', 'dataCinema']);
  });
});

describe('sortRows in the page language', () => {
  // Japanese names its races in katakana: ordered by the English names, a Japanese table
  // would read in an order no Japanese reader could follow.
  const ja = RACE_NAME_WORDS.ja;
  const reading: SortReading = {
    nameOf: (race) => localRaceName(race, ja, 'short'),
    placeOf: (race) => localPlaceName(race.location, ja),
    locale: 'ja',
  };
  const races = ['Austrian Grand Prix', 'Hungarian Grand Prix', 'Italian Grand Prix'].map(
    (name, i) =>
      row(`r${i}`, {
        name,
        date: `2025-0${i + 1}-01`,
        location: ['Spielberg', 'Hungaroring', 'Monza'][i]!,
        average: 4,
        votes: 0,
      }),
  );
  const collator = new Intl.Collator('ja', { sensitivity: 'base' });

  it.each<SortKey>(['name', 'location'])(
    'orders by %s as the Japanese table shows it, by Japanese collation',
    (key) => {
      const shown = (r: ExplorerRow) =>
        key === 'name' ? reading.nameOf(r.race) : reading.placeOf(r.race);
      const sorted = sortRows(races, { key, dir: 'asc' }, reading).map(shown);
      expect(sorted).toEqual(races.map(shown).sort(collator.compare));
      // Not the English order (the test means nothing if both orders agree).
      expect(sortRows(races, { key, dir: 'asc' }).map(shown)).not.toEqual(sorted);
    },
  );
});
