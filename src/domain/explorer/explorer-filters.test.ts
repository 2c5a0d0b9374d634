import * as explorerFilters from './explorer-filters';

// Other modules import the explorer's filter API from this one file; pin what it offers.
describe('explorer-filters public API', () => {
  it.each([
    'activeFilterCount',
    'applyFilters',
    'clearFilters',
    'defaultFilters',
    'EXPLORER_EMPTY_TEXT',
    'FACTOR_FILTER_TAGS',
    'filtersFromQuery',
    'filtersToQuery',
    'ratingTrackClick',
    'resultCountMessage',
    'seasonOptions',
    'setRatingMax',
    'setRatingMin',
    'setTopRaces',
    'toggleFactor',
    'toggleMode',
    'toggleVibe',
  ])('exports %s', (name) => {
    expect(explorerFilters).toHaveProperty(name);
  });
});
