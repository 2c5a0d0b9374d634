import { filtersFromQuery, filtersToQuery } from './explorer-filter-query';
import {
  defaultFilters,
  type ExplorerFilters,
  setRatingMax,
  setRatingMin,
  setTopRaces,
  toggleFactor,
  toggleMode,
  toggleVibe,
} from './explorer-filter-state';
import { DEFAULT_SORT, type SortState } from './explorer-sort';

const SEASON = 2025;
const base = defaultFilters(SEASON);

describe('filtersToQuery / filtersFromQuery round trip', () => {
  it.each<[string, ExplorerFilters, SortState]>([
    ['defaults', base, DEFAULT_SORT],
    ['a rating range', setRatingMax(setRatingMin(base, 2.3), 4.7), DEFAULT_SORT],
    [
      'vibes, modes and factors',
      toggleFactor(
        toggleMode(toggleVibe(toggleVibe(base, 'Meh'), 'Good'), 'Race-in-30'),
        'red_flags',
      ),
      DEFAULT_SORT,
    ],
    ['another season and sort', { ...base, season: 2024 }, { key: 'rating', dir: 'asc' }],
    ['all seasons', { ...base, season: null }, { key: 'ai_rating', dir: 'desc' }],
    ['Top Races from nothing', setTopRaces(base, true), DEFAULT_SORT],
    ['Top Races over Great', setTopRaces(toggleVibe(base, 'Great'), true), DEFAULT_SORT],
    [
      'Top Races then more vibes',
      toggleVibe(setTopRaces(base, true), 'Meh'),
      { key: 'name', dir: 'desc' },
    ],
    ['date ascending', base, { key: 'date', dir: 'asc' }],
    ['sprints, sorted by rating', { ...base, kind: 'sprint' }, { key: 'rating', dir: 'asc' }],
  ])('%s', (_name, filters, sort) => {
    const query = filtersToQuery(filters, sort, SEASON);
    expect(filtersFromQuery(query, SEASON)).toEqual({ filters, sort });
  });

  it('writes the kind only for sprints, and reads an unknown kind as Grand Prix', () => {
    expect(filtersToQuery({ ...base, kind: 'sprint' }, DEFAULT_SORT, SEASON)).toBe('kind=sprint');
    expect(filtersFromQuery('kind=qualifying', SEASON).filters.kind).toBe('grand-prix');
  });

  it('writes nothing for the defaults, so plain links stay plain', () => {
    expect(filtersToQuery(base, DEFAULT_SORT, SEASON)).toBe('');
  });

  it('accepts a leading question mark and URLSearchParams', () => {
    const query = filtersToQuery(toggleVibe(base, 'Cinema'), DEFAULT_SORT, SEASON);
    expect(filtersFromQuery(`?${query}`, SEASON).filters.vibes).toEqual(['Cinema']);
    expect(filtersFromQuery(new URLSearchParams(query), SEASON).filters.vibes).toEqual(['Cinema']);
  });
});

describe('filtersFromQuery ignores bad values', () => {
  it.each<[string, string, Partial<ExplorerFilters>]>([
    ['a non-numeric minimum', 'min=abc', {}],
    ['an empty minimum', 'min=', {}],
    ['a minimum below 1', 'min=0.5', {}],
    ['a maximum above 5', 'max=5.1', {}],
    ['a crossed range', 'min=4&max=3', {}],
    ['an off-step value (snapped)', 'min=2.34', { ratingMin: 2.3 }],
    ['an unknown vibe', 'vibes=Cinema,Bogus,Cinema', { vibes: ['Cinema'] }],
    ['an unknown mode', 'modes=Full+Race,Nope', { modes: ['Full Race'] }],
    ['an unknown factor', 'factors=overtakes,zzz', { factors: ['overtakes'] }],
    ['a malformed season', 'season=20x5', {}],
    ['a season before 1950', 'season=1949', {}],
    ['a year no season can have', 'season=0000', {}],
    ['an archive season', 'season=1950', { season: 1950 }],
    ['season all', 'season=all', { season: null }],
    ['a bare top flag adds its choices', 'top=1', setTopRaces(base, true)],
    ['an added list without top', 'added=Cinema', {}],
    ['a top flag other than 1', 'top=yes', {}],
  ])('%s (%s)', (_name, query, patch) => {
    expect(filtersFromQuery(query, SEASON)).toEqual({
      filters: { ...base, ...patch },
      sort: DEFAULT_SORT,
    });
  });

  it.each<[string, SortState]>([
    ['sort=bogus&dir=up', DEFAULT_SORT],
    ['sort=votes', { key: 'votes', dir: 'desc' }],
    ['dir=asc', { key: 'date', dir: 'asc' }],
  ])('sort from %s', (query, sort) => {
    expect(filtersFromQuery(query, SEASON).sort).toEqual(sort);
  });

  it('only trusts an added claim for a Top Races choice that is selected', () => {
    const { filters } = filtersFromQuery(
      'top=1&vibes=Cinema,Great,Good&modes=Full+Race&added=Good,Cinema',
      SEASON,
    );
    expect(filters.topRacesAdded).toEqual({ vibes: ['Cinema'], modes: [] });
  });
});
