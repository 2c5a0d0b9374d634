// The explorer's filter API in one import. The work is split by seam: the filter state
// and its transitions, applying it to rows, and round-tripping it through the URL.

export { filtersFromQuery, filtersToQuery } from './explorer-filter-query';
export {
  applyFilters,
  EXPLORER_EMPTY_TEXT,
  openingSeason,
  resultCountMessage,
  seasonOptions,
  withChosenFactorsFirst,
} from './explorer-filter-results';
export {
  activeFilterCount,
  clearFilters,
  DEFAULT_EXPLORER_KIND,
  defaultFilters,
  type ExplorerFilters,
  FACTOR_FILTER_TAGS,
  KIND_CHOICES,
  ratingTrackClick,
  setRatingMax,
  setRatingMin,
  setTopRaces,
  snapRating,
  TOP_RACES_MODES,
  TOP_RACES_VIBES,
  toggleFactor,
  toggleMode,
  toggleVibe,
} from './explorer-filter-state';
