import {
  HIDDEN_GEMS_LIST,
  RANKING_MAX_PAGE_SIZE,
  type RankingFilters,
} from '../../../domain/rankings/ranking-query';
import {
  NO_FILTERS,
  narrowingCount,
  type PageQuery,
  pageSportOf,
  rankingsApiPath,
  readPageQuery,
  writePageQuery,
} from './rankings-query';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const filters = (change: Partial<RankingFilters> = {}): RankingFilters => ({
  ...NO_FILTERS,
  ...change,
});

describe('the page a path opens on', () => {
  it.each([
    ['/best-races', null],
    ['/best-races/', null],
    ['/motogp/best-races', 'motogp'],
    ['/formula-e/best-races', 'formula-e'],
  ] as const)('%s starts on %s', (path, sport) => {
    expect(pageSportOf(path)).toBe(sport);
  });
});

describe('readPageQuery', () => {
  it.each<[string, string, 'motogp' | null, PageQuery]>([
    ['no query: every race, first page', '', null, { filters: filters(), page: 1 }],
    [
      'every filter the ranking knows',
      '?sport=formula1&decade=1980&circuit=Monza&way=Full+Race&factor=overtakes&list=hidden-gems&page=3',
      null,
      {
        filters: {
          sport: 'formula1',
          decade: 1980,
          circuit: 'Monza',
          way: 'Full Race',
          factor: 'overtakes',
          list: HIDDEN_GEMS_LIST,
        },
        page: 3,
      },
    ],
    [
      "a series' page without sport: its series",
      '',
      'motogp',
      { filters: filters({ sport: 'motogp' }), page: 1 },
    ],
    [
      "a series' page asked for every series",
      '?sport=all',
      'motogp',
      { filters: filters(), page: 1 },
    ],
    [
      "a series' page asked for another",
      '?sport=f2',
      'motogp',
      { filters: filters({ sport: 'f2' }), page: 1 },
    ],
    // One value the ranking cannot read leaves every other one standing.
    [
      'a decade not yet run',
      '?decade=2030&way=Race-in-30',
      null,
      { filters: filters({ way: 'Race-in-30' }), page: 1 },
    ],
    ['a year that is not a decade', '?decade=1985', null, { filters: filters(), page: 1 }],
    ['a decade before the first season', '?decade=1940', null, { filters: filters(), page: 1 }],
    ['the first decade', '?decade=1950', null, { filters: filters({ decade: 1950 }), page: 1 }],
    ['the decade of today', '?decade=2020', null, { filters: filters({ decade: 2020 }), page: 1 }],
    ['an unknown factor', '?factor=drama&page=2', null, { filters: filters(), page: 2 }],
    [
      'an unknown sport keeps the page\u2019s',
      '?sport=curling',
      'motogp',
      { filters: filters({ sport: 'motogp' }), page: 1 },
    ],
    ['page 0', '?page=0', null, { filters: filters(), page: 1 }],
    ['a page that is not a number', '?page=two', null, { filters: filters(), page: 1 }],
  ])('%s', (_, search, pageSport, expected) => {
    expect(readPageQuery(search, pageSport, NOW)).toEqual(expected);
  });
});

describe('writePageQuery', () => {
  it.each<[string, PageQuery, 'motogp' | null, string]>([
    ['every race, first page: no query at all', { filters: filters(), page: 1 }, null, ''],
    [
      'a decade on page 2',
      { filters: filters({ decade: 1990 }), page: 2 },
      null,
      'decade=1990&page=2',
    ],
    [
      'one series from the root',
      { filters: filters({ sport: 'motogp' }), page: 1 },
      null,
      'sport=motogp',
    ],
    [
      "a series' page on its own series",
      { filters: filters({ sport: 'motogp' }), page: 1 },
      'motogp',
      '',
    ],
    ["a series' page on every series", { filters: filters(), page: 1 }, 'motogp', 'sport=all'],
    [
      "a series' page on another",
      { filters: filters({ sport: 'indycar' }), page: 1 },
      'motogp',
      'sport=indycar',
    ],
    [
      'a way to watch and a circuit, written as a link carries them',
      { filters: filters({ way: 'Full Race', circuit: 'Spa-Francorchamps' }), page: 1 },
      null,
      'circuit=Spa-Francorchamps&way=Full+Race',
    ],
  ])('%s', (_, query, pageSport, written) => {
    expect(writePageQuery(query, pageSport)).toBe(written);
  });

  it('reads back every query it writes', () => {
    const queries: PageQuery[] = [
      {
        filters: filters({ decade: 1970, factor: 'weather_chaos', list: HIDDEN_GEMS_LIST }),
        page: 4,
      },
      { filters: filters({ sport: 'indycar', circuit: 'Long Beach' }), page: 1 },
      { filters: filters(), page: 7 },
    ];
    for (const pageSport of [null, 'motogp'] as const) {
      for (const query of queries) {
        expect(readPageQuery(writePageQuery(query, pageSport), pageSport, NOW)).toEqual(query);
      }
    }
  });
});

describe('rankingsApiPath', () => {
  it.each<[RankingFilters, number, number | undefined, string]>([
    [filters(), 1, undefined, '/api/rankings'],
    [
      filters({ sport: 'motogp', decade: 2020 }),
      2,
      undefined,
      '/api/rankings?sport=motogp&decade=2020&page=2',
    ],
    [filters(), 1, RANKING_MAX_PAGE_SIZE, `/api/rankings?pageSize=${RANKING_MAX_PAGE_SIZE}`],
  ])('%j page %i size %s → %s', (asked, page, pageSize, path) => {
    expect(rankingsApiPath(asked, page, pageSize)).toBe(path);
  });
});

describe('narrowingCount', () => {
  it.each<[RankingFilters, 'motogp' | null, number]>([
    [filters(), null, 0],
    [filters({ sport: 'motogp' }), 'motogp', 0],
    [filters(), 'motogp', 1],
    [filters({ sport: 'f2' }), null, 1],
    [filters({ list: HIDDEN_GEMS_LIST }), null, 0],
    [filters({ factor: 'rivalries', decade: 1990, circuit: 'Suzuka', way: 'Race-in-30' }), null, 4],
  ])('%j on %s: %i', (asked, pageSport, count) => {
    expect(narrowingCount(asked, pageSport)).toBe(count);
  });
});
