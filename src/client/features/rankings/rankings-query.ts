import {
  parseRankingQuery,
  RANKING_PARAMS,
  type RankingFilters,
  type RankingQuery,
  rankingQueryParams,
} from '../../../domain/rankings/ranking-query';
import { ALL_SPORTS, DEFAULT_SPORT, type Sport, sportOfPath } from '../../../domain/sports/sports';

// The page's address is the ranking's query (GET /api/rankings reads the same parameters
// with the same rules, parseRankingQuery), so a list a fan shares or bookmarks opens as they
// saw it, and Back steps through their choices. A series' own page ('/motogp/best-races')
// starts on its series.

/** Where the ranking API answers. */
export const RANKINGS_API_PATH = '/api/rankings';

/** What the address asks for: the filters and the page of the list. */
export interface PageQuery {
  filters: RankingFilters;
  page: number;
}

export const NO_FILTERS: RankingFilters = {
  sport: null,
  decade: null,
  circuit: null,
  way: null,
  factor: null,
  list: null,
};

/** The series a page starts on: its site's, or none (every series) at the root. */
export function pageSportOf(pathname: string): Sport | null {
  const { sport } = sportOfPath(pathname);
  return sport === DEFAULT_SPORT ? null : sport;
}

/**
 * The address's query read with the API's own rules, one parameter at a time: a link with
 * one value the ranking cannot read (a decade to come, a mistyped factor) still opens the
 * list with every other one. Without `sport` the page's own series holds.
 */
export function readPageQuery(search: string, pageSport: Sport | null, now: number): PageQuery {
  const params = new URLSearchParams(search);
  const read: Partial<RankingQuery> = {};
  for (const name of RANKING_PARAMS) {
    const value = params.get(name);
    if (value === null || name === 'pageSize') continue;
    const parsed = parseRankingQuery({ [name]: value }, now);
    if ('query' in parsed) Object.assign(read, { [name]: parsed.query[name] });
  }
  const { page = 1, pageSize: _, ...chosen } = read;
  return {
    filters: {
      ...NO_FILTERS,
      ...chosen,
      sport: 'sport' in chosen ? (chosen.sport ?? null) : pageSport,
    },
    page,
  };
}

/** The query string (without '?') of a page of the list: defaults left out, one order. */
export function writePageQuery(query: PageQuery, pageSport: Sport | null): string {
  const params = rankingQueryParams({ ...query.filters, page: query.page });
  // A series' own page names a series only when the fan chose another, or every one.
  if (pageSport !== null) {
    if (query.filters.sport === pageSport) params.delete('sport');
    else if (query.filters.sport === null) params.set('sport', ALL_SPORTS);
  }
  return params.toString();
}

/** The API's address of one page of the ranking, `pageSize` races long (its default if none). */
export function rankingsApiPath(filters: RankingFilters, page: number, pageSize?: number): string {
  const params = rankingQueryParams({ ...filters, page, pageSize });
  const query = params.toString();
  return query ? `${RANKINGS_API_PATH}?${query}` : RANKINGS_API_PATH;
}

/**
 * How many of the filters a fan sets narrow the list beyond the page's own series; the list
 * chosen (the hidden gems) is not one of them.
 */
export function narrowingCount(filters: RankingFilters, pageSport: Sport | null): number {
  const chosen = [filters.decade, filters.circuit, filters.way, filters.factor];
  return chosen.filter((value) => value !== null).length + (filters.sport === pageSport ? 0 : 1);
}
