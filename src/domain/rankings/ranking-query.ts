import { OLDEST_SEASON } from '../races/shown-seasons';
import { ALL_SPORTS, isSport, type Sport } from '../sports/sports';
import type { WatchMode } from '../types';
import { isKnownTag, type ReasonTagId } from '../voting/reason-tags';
import { isWatchMode } from '../voting/watch-modes';

// What a fan may ask the all-time ranking (GET /api/rankings): which races, and which page
// of them. The server pages the ranking, so a client never downloads every race since 1950;
// anything it cannot read exactly is refused, never guessed at.

/** Races on a page when the request names no size. */
export const RANKING_PAGE_SIZE = 20;
/** The most races one page may hold. */
export const RANKING_MAX_PAGE_SIZE = 50;
/** The highest page a request may name: past every race stored, so only malformed pages are refused. */
export const RANKING_MAX_PAGE = 100_000;
/** A stored race's place is at most this long (the calendar's own limit). */
export const RANKING_CIRCUIT_MAX_LENGTH = 120;
/** The one list beside the whole ranking: high verdicts few fans have given their own. */
export const HIDDEN_GEMS_LIST = 'hidden-gems';
export const RANKING_LISTS = [HIDDEN_GEMS_LIST] as const;
export type RankingList = (typeof RANKING_LISTS)[number];
/** The code of every refused ranking query. */
export const INVALID_RANKING_QUERY = 'INVALID_RANKING_QUERY';

/** The query's parameters, as the URL names them. */
export const RANKING_PARAMS = [
  'sport',
  'decade',
  'circuit',
  'way',
  'factor',
  'list',
  'page',
  'pageSize',
] as const;
export type RankingParam = (typeof RANKING_PARAMS)[number];

export interface RankingFilters {
  /** One sport, or null for every series. */
  sport: Sport | null;
  /** The first year of a decade (1980 for the 1980s), or null for every season. */
  decade: number | null;
  /** A race's `location`, matched exactly. */
  circuit: string | null;
  /** The crowd's most chosen way to watch. */
  way: WatchMode | null;
  /** A vibe factor the race shows. */
  factor: ReasonTagId | null;
  list: RankingList | null;
}

export interface RankingQuery extends RankingFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export type RankingQueryResult = { query: RankingQuery } | { problem: string };

/** The decade a season belongs to: 1986 → 1980. */
export function decadeOf(season: number): number {
  return Math.floor(season / 10) * 10;
}

/** The decades a request may name, oldest first: the 1950s up to the one `now` falls in. */
export function rankingDecades(now: number): number[] {
  const decades: number[] = [];
  for (let d = decadeOf(OLDEST_SEASON); d <= decadeOf(new Date(now).getUTCFullYear()); d += 10) {
    decades.push(d);
  }
  return decades;
}

const WHOLE = /^[1-9]\d{0,8}$/;

function wholeIn(raw: string, max: number): number | null {
  if (!WHOLE.test(raw)) return null;
  const n = Number(raw);
  return n <= max ? n : null;
}

/** A value shown back in a refusal: short, so a huge parameter never comes back whole. */
const shown = (raw: string) => JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

type Read<T> = { value: T } | { problem: string };

function readParam(name: RankingParam, raw: string, now: number): Read<unknown> {
  const refuse = (rule: string): Read<unknown> => ({
    problem: `${name} ${shown(raw)} is not allowed: ${rule}.`,
  });
  switch (name) {
    case 'sport':
      if (raw === ALL_SPORTS) return { value: null };
      return isSport(raw) ? { value: raw } : refuse(`use a sport id or '${ALL_SPORTS}'`);
    case 'decade': {
      const decades = rankingDecades(now);
      const decade = /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN;
      return decades.includes(decade)
        ? { value: decade }
        : refuse(`use the first year of a decade, ${decades[0]} to ${decades.at(-1)}`);
    }
    case 'circuit':
      return raw.trim().length > 0 && raw.length <= RANKING_CIRCUIT_MAX_LENGTH
        ? { value: raw }
        : refuse(`use a race's place, 1 to ${RANKING_CIRCUIT_MAX_LENGTH} characters`);
    case 'way':
      return isWatchMode(raw) ? { value: raw } : refuse('use a way to watch');
    case 'factor':
      return isKnownTag(raw) ? { value: raw } : refuse('use a vibe factor id');
    case 'list':
      return raw === HIDDEN_GEMS_LIST ? { value: raw } : refuse(`use '${HIDDEN_GEMS_LIST}'`);
    case 'page': {
      const page = wholeIn(raw, RANKING_MAX_PAGE);
      return page === null
        ? refuse(`use a whole number from 1 to ${RANKING_MAX_PAGE}`)
        : { value: page };
    }
    case 'pageSize': {
      const size = wholeIn(raw, RANKING_MAX_PAGE_SIZE);
      return size === null
        ? refuse(`use a whole number from 1 to ${RANKING_MAX_PAGE_SIZE}`)
        : { value: size };
    }
  }
}

/**
 * Reads a request's query: every parameter optional, each given at most once and exactly
 * as documented; the first one that is not is the problem, naming itself and its rule.
 * Parameters the ranking does not know are left alone, as every other route does.
 */
export function parseRankingQuery(
  raw: Readonly<Record<string, unknown>> | undefined,
  now: number,
): RankingQueryResult {
  const query: RankingQuery = {
    sport: null,
    decade: null,
    circuit: null,
    way: null,
    factor: null,
    list: null,
    page: 1,
    pageSize: RANKING_PAGE_SIZE,
  };
  for (const name of RANKING_PARAMS) {
    const value = raw?.[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return { problem: `Give ${name} once, as text.` };
    const read = readParam(name, value, now);
    if ('problem' in read) return read;
    (query as unknown as Record<string, unknown>)[name] = read.value;
  }
  return { query };
}

/** The query as URL parameters, defaults left out, in one order: what a client links to. */
export function rankingQueryParams(query: Partial<RankingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of RANKING_PARAMS) {
    const value = query[name];
    if (value === null || value === undefined) continue;
    if (name === 'page' && value === 1) continue;
    if (name === 'pageSize' && value === RANKING_PAGE_SIZE) continue;
    params.set(name, String(value));
  }
  return params;
}
