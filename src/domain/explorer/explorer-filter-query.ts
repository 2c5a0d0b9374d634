import { parseSeason } from '../races/shown-seasons';
import { RACE_KINDS, type RaceKind } from '../sports/sport-events';
import { isRatingLabel } from '../voting/rating-labels';
import { isWatchMode } from '../voting/watch-modes';
import {
  DEFAULT_EXPLORER_KIND,
  defaultFilters,
  type ExplorerFilters,
  FACTOR_FILTER_TAGS,
  RATING_RANGE_MAX,
  RATING_RANGE_MIN,
  setRatingMax,
  setRatingMin,
  setTopRaces,
  snapRating,
  TOP_RACES_MODES,
  TOP_RACES_VIBES,
} from './explorer-filter-state';
import { DEFAULT_SORT, isSortKey, type SortState } from './explorer-sort';

// Only what differs from the defaults is written, so a plain /all-races link stays plain.
const SEASON_ALL = 'all';
const LIST_SEPARATOR = ',';

export function filtersToQuery(
  filters: ExplorerFilters,
  sort: SortState,
  defaultSeason: number | null,
): string {
  const params = new URLSearchParams();
  if (filters.ratingMin !== RATING_RANGE_MIN) params.set('min', filters.ratingMin.toFixed(1));
  if (filters.ratingMax !== RATING_RANGE_MAX) params.set('max', filters.ratingMax.toFixed(1));
  if (filters.vibes.length > 0) params.set('vibes', filters.vibes.join(LIST_SEPARATOR));
  if (filters.modes.length > 0) params.set('modes', filters.modes.join(LIST_SEPARATOR));
  if (filters.factors.length > 0) params.set('factors', filters.factors.join(LIST_SEPARATOR));
  if (filters.season !== defaultSeason) params.set('season', String(filters.season ?? SEASON_ALL));
  if (filters.kind !== DEFAULT_EXPLORER_KIND) params.set('kind', filters.kind);
  if (filters.topRaces) {
    params.set('top', '1');
    const added = [...filters.topRacesAdded.vibes, ...filters.topRacesAdded.modes];
    if (added.length > 0) params.set('added', added.join(LIST_SEPARATOR));
  }
  if (sort.key !== DEFAULT_SORT.key || sort.dir !== DEFAULT_SORT.dir) {
    params.set('sort', sort.key);
    params.set('dir', sort.dir);
  }
  return params.toString();
}

function readList<T extends string>(
  params: URLSearchParams,
  name: string,
  guard: (v: string) => v is T,
): T[] {
  const values = (params.get(name) ?? '').split(LIST_SEPARATOR).filter(guard);
  return [...new Set(values)];
}

function readRating(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return value >= RATING_RANGE_MIN && value <= RATING_RANGE_MAX ? snapRating(value) : null;
}

function readSeason(params: URLSearchParams, defaultSeason: number | null): number | null {
  const raw = params.get('season');
  if (raw === SEASON_ALL) return null;
  // A season no request may name ('0000', '3000') would only ever read as a 400.
  return parseSeason(raw) ?? defaultSeason;
}

const isRaceKind = (v: string | null): v is RaceKind => RACE_KINDS.some((kind) => kind === v);

const isFactor = (v: string): v is string => FACTOR_FILTER_TAGS.some((tag) => tag.id === v);

/** Reads a shared link back. Anything malformed is dropped and its default kept. */
export function filtersFromQuery(
  query: string | URLSearchParams,
  defaultSeason: number | null,
): { filters: ExplorerFilters; sort: SortState } {
  const params = new URLSearchParams(query);
  let filters: ExplorerFilters = {
    ...defaultFilters(readSeason(params, defaultSeason)),
    vibes: readList(params, 'vibes', isRatingLabel),
    modes: readList(params, 'modes', isWatchMode),
    factors: readList(params, 'factors', isFactor),
  };
  const kind = params.get('kind');
  if (isRaceKind(kind)) filters.kind = kind;
  const min = readRating(params, 'min');
  const max = readRating(params, 'max');
  // A crossed range cannot come from the slider: neither bound can be trusted.
  if (min === null || max === null || min <= max) {
    if (max !== null) filters = setRatingMax(filters, max);
    if (min !== null) filters = setRatingMin(filters, min);
  }
  if (params.get('top') === '1') {
    // Switching on adds whatever the link lacks; the link's own record says what else it added.
    const on = setTopRaces(filters, true);
    const claimedVibes = readList(params, 'added', isRatingLabel).filter((v) =>
      TOP_RACES_VIBES.includes(v),
    );
    const claimedModes = readList(params, 'added', isWatchMode).filter((m) =>
      TOP_RACES_MODES.includes(m),
    );
    filters = {
      ...on,
      topRacesAdded: {
        vibes: [...new Set([...on.topRacesAdded.vibes, ...claimedVibes])],
        modes: [...new Set([...on.topRacesAdded.modes, ...claimedModes])],
      },
    };
  }
  const key = params.get('sort');
  const dir = params.get('dir');
  const sort: SortState = {
    key: isSortKey(key) ? key : DEFAULT_SORT.key,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_SORT.dir,
  };
  return { filters, sort };
}
