import { OLDEST_SEASON } from '../races/shown-seasons';
import { ALL_SPORTS } from '../sports/sports';
import { WATCH_MODES } from '../types';
import { REASON_TAG_IDS } from '../voting/reason-tags';
import {
  decadeOf,
  HIDDEN_GEMS_LIST,
  parseRankingQuery,
  RANKING_CIRCUIT_MAX_LENGTH,
  RANKING_MAX_PAGE,
  RANKING_MAX_PAGE_SIZE,
  RANKING_PAGE_SIZE,
  type RankingQuery,
  rankingDecades,
  rankingQueryParams,
} from './ranking-query';

const NOW = Date.UTC(2026, 10, 29, 12);
const CURRENT_DECADE = 2020;

function read(raw: Record<string, unknown>) {
  return parseRankingQuery(raw, NOW);
}

describe('parseRankingQuery', () => {
  it('reads nothing as every race of every series, the first page at the default size', () => {
    expect(read({})).toEqual({
      query: {
        sport: null,
        decade: null,
        circuit: null,
        way: null,
        factor: null,
        list: null,
        page: 1,
        pageSize: RANKING_PAGE_SIZE,
      },
    });
    expect(parseRankingQuery(undefined, NOW)).toEqual(read({}));
  });

  it.each<[string, string, Partial<RankingQuery>]>([
    ['sport', 'motogp', { sport: 'motogp' }],
    ['sport', ALL_SPORTS, { sport: null }],
    ['decade', String(decadeOf(OLDEST_SEASON)), { decade: 1950 }],
    ['decade', String(CURRENT_DECADE), { decade: CURRENT_DECADE }],
    ['circuit', 'Monte Carlo', { circuit: 'Monte Carlo' }],
    [
      'circuit',
      'x'.repeat(RANKING_CIRCUIT_MAX_LENGTH),
      { circuit: 'x'.repeat(RANKING_CIRCUIT_MAX_LENGTH) },
    ],
    ...WATCH_MODES.map((way): [string, string, Partial<RankingQuery>] => ['way', way, { way }]),
    ...REASON_TAG_IDS.map((factor): [string, string, Partial<RankingQuery>] => [
      'factor',
      factor,
      { factor },
    ]),
    ['list', HIDDEN_GEMS_LIST, { list: HIDDEN_GEMS_LIST }],
    ['page', '1', { page: 1 }],
    ['page', String(RANKING_MAX_PAGE), { page: RANKING_MAX_PAGE }],
    ['pageSize', '1', { pageSize: 1 }],
    ['pageSize', String(RANKING_MAX_PAGE_SIZE), { pageSize: RANKING_MAX_PAGE_SIZE }],
  ])('reads %s=%j', (name, value, expected) => {
    const result = read({ [name]: value });
    expect(result).toHaveProperty('query');
    expect((result as { query: RankingQuery }).query).toMatchObject(expected);
  });

  it.each<[string, unknown]>([
    ['sport', 'bogus'],
    ['sport', 'Formula1'],
    ['sport', ''],
    ['decade', '1955'],
    ['decade', String(decadeOf(OLDEST_SEASON) - 10)],
    ['decade', String(CURRENT_DECADE + 10)],
    ['decade', '198'],
    ['decade', '1980s'],
    ['circuit', ''],
    ['circuit', '   '],
    ['circuit', 'x'.repeat(RANKING_CIRCUIT_MAX_LENGTH + 1)],
    ['way', 'bogus'],
    ['way', 'full race'],
    ['factor', 'bogus'],
    ['list', 'gems'],
    ['page', '0'],
    ['page', '-1'],
    ['page', '01'],
    ['page', '1.0'],
    ['page', '1e3'],
    ['page', ' 1'],
    ['page', String(RANKING_MAX_PAGE + 1)],
    ['page', '9'.repeat(400)],
    ['pageSize', '0'],
    ['pageSize', String(RANKING_MAX_PAGE_SIZE + 1)],
    ['pageSize', ''],
    ['page', ['1', '2']],
    ['sport', 1],
  ])('refuses %s=%j, naming the parameter', (name, value) => {
    const result = read({ [name]: value });
    expect(result).toHaveProperty('problem');
    expect((result as { problem: string }).problem).toContain(name);
  });

  it('never repeats a huge value whole in its problem', () => {
    const result = read({ circuit: 'x'.repeat(10_000) }) as { problem: string };
    expect(result.problem.length).toBeLessThan(200);
  });

  it('leaves parameters it does not know alone', () => {
    expect(read({ season: '2021', sort: 'x' })).toEqual(read({}));
  });
});

describe('rankingDecades', () => {
  it.each<[number, number]>([
    [Date.UTC(2026, 10, 29), CURRENT_DECADE],
    [Date.UTC(2029, 11, 31, 23, 59), 2020],
    [Date.UTC(2030, 0, 1), 2030],
  ])('runs from the 1950s to the decade of %i', (now, last) => {
    const decades = rankingDecades(now);
    expect(decades[0]).toBe(1950);
    expect(decades.at(-1)).toBe(last);
    expect(decades.every((d, i) => i === 0 || d - decades[i - 1]! === 10)).toBe(true);
  });
});

describe('rankingQueryParams', () => {
  it('writes a query back as the parser reads it, defaults left out', () => {
    const query: RankingQuery = {
      sport: 'formula1',
      decade: 1980,
      circuit: 'Monte Carlo',
      way: 'Race-in-30',
      factor: 'overtakes',
      list: HIDDEN_GEMS_LIST,
      page: 3,
      pageSize: RANKING_MAX_PAGE_SIZE,
    };
    const params = rankingQueryParams(query);
    expect(read(Object.fromEntries(params))).toEqual({ query });
    expect(rankingQueryParams({ page: 1, pageSize: RANKING_PAGE_SIZE }).toString()).toBe('');
  });
});
