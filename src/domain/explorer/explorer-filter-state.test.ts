import type { WatchMode } from '../types';
import type { RatingLabel } from '../voting/rating-labels';
import {
  activeFilterCount,
  clearFilters,
  defaultFilters,
  EXPLORER_FACTOR_FILTER_COUNT,
  type ExplorerFilters,
  FACTOR_FILTER_TAGS,
  RATING_RANGE_MAX,
  RATING_RANGE_MIN,
  RATING_RANGE_STEP,
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

const SEASON = 2025;
const base = defaultFilters(SEASON);
const withRange = (ratingMin: number, ratingMax: number): ExplorerFilters => ({
  ...base,
  ratingMin,
  ratingMax,
});
const range = (f: ExplorerFilters) => [f.ratingMin, f.ratingMax];

describe('defaultFilters / clearFilters', () => {
  it('is the full 1-5 range, nothing chosen, the given season, Top Races off', () => {
    const expected: ExplorerFilters = {
      ratingMin: RATING_RANGE_MIN,
      ratingMax: RATING_RANGE_MAX,
      vibes: [],
      modes: [],
      factors: [],
      season: SEASON,
      topRaces: false,
      kind: 'grand-prix',
      topRacesAdded: { vibes: [], modes: [] },
    };
    expect(defaultFilters(SEASON)).toEqual(expected);
    expect(clearFilters(SEASON)).toEqual(expected);
    expect([RATING_RANGE_MIN, RATING_RANGE_MAX, RATING_RANGE_STEP]).toEqual([1, 5, 0.1]);
  });
});

describe('snapRating', () => {
  it.each<[number, number]>([
    [2.34, 2.3],
    [2.35, 2.4],
    [0.2, RATING_RANGE_MIN],
    [RATING_RANGE_MIN - RATING_RANGE_STEP, RATING_RANGE_MIN],
    [RATING_RANGE_MAX + RATING_RANGE_STEP, RATING_RANGE_MAX],
    [4.299999, 4.3],
  ])('%s → %s', (value, snapped) => {
    expect(snapRating(value)).toBe(snapped);
  });
});

describe('setRatingMin / setRatingMax', () => {
  it.each<[string, ExplorerFilters, number, number[]]>([
    ['moves the minimum', base, 3.2, [3.2, 5]],
    ['clamps below 1.0', base, -4, [1, 5]],
    ['stops at the maximum', withRange(1, 3), 3.5, [3, 3]],
    ['may equal the maximum', withRange(1, 3), 3, [3, 3]],
    ['ignores NaN', withRange(2, 3), Number.NaN, [2, 3]],
  ])('min: %s', (_name, filters, value, expected) => {
    expect(range(setRatingMin(filters, value))).toEqual(expected);
  });

  it.each<[string, ExplorerFilters, number, number[]]>([
    ['moves the maximum', base, 4.1, [1, 4.1]],
    ['clamps above 5.0', base, 9, [1, 5]],
    ['stops at the minimum', withRange(3, 5), 2.5, [3, 3]],
    ['ignores Infinity', withRange(2, 3), Number.POSITIVE_INFINITY, [2, 3]],
  ])('max: %s', (_name, filters, value, expected) => {
    expect(range(setRatingMax(filters, value))).toEqual(expected);
  });
});

describe('ratingTrackClick', () => {
  it.each<[string, ExplorerFilters, number, number[]]>([
    ['below both moves the minimum', withRange(2, 4), 1.5, [1.5, 4]],
    ['nearer the minimum', withRange(2, 4), 2.9, [2.9, 4]],
    ['halfway goes to the minimum', withRange(2, 4), 3, [3, 4]],
    ['nearer the maximum', withRange(2, 4), 3.1, [2, 3.1]],
    ['above both moves the maximum', withRange(2, 4), 4.6, [2, 4.6]],
    ['halfway in tenths', withRange(3, 3.6), 3.3, [3.3, 3.6]],
    ['on closed thumbs, below', withRange(3, 3), 2, [2, 3]],
    ['on closed thumbs, above', withRange(3, 3), 4, [3, 4]],
    ['on closed thumbs, on them', withRange(3, 3), 3, [3, 3]],
    ['outside the track', withRange(2, 4), 7, [2, 5]],
  ])('%s', (_name, filters, value, expected) => {
    const next = ratingTrackClick(filters, value);
    expect(range(next)).toEqual(expected);
    expect(next.ratingMin).toBeLessThanOrEqual(next.ratingMax);
  });
});

describe('toggles', () => {
  it.each<[string, (f: ExplorerFilters) => ExplorerFilters, Partial<ExplorerFilters>]>([
    ['adds a vibe', (f) => toggleVibe(f, 'Good'), { vibes: ['Good'] }],
    ['removes a vibe', (f) => toggleVibe(toggleVibe(f, 'Good'), 'Good'), { vibes: [] }],
    ['adds a mode', (f) => toggleMode(f, 'Race-in-30'), { modes: ['Race-in-30'] }],
    ['removes a mode', (f) => toggleMode(toggleMode(f, 'Race-in-30'), 'Race-in-30'), { modes: [] }],
    ['adds a factor', (f) => toggleFactor(f, 'overtakes'), { factors: ['overtakes'] }],
    [
      'removes a factor',
      (f) => toggleFactor(toggleFactor(f, 'overtakes'), 'overtakes'),
      { factors: [] },
    ],
  ])('%s', (_name, act, expected) => {
    expect(act(base)).toEqual({ ...base, ...expected });
  });
});

describe('setTopRaces', () => {
  it('pins what Top Races selects', () => {
    expect([TOP_RACES_VIBES, TOP_RACES_MODES]).toEqual([['Cinema', 'Great'], ['Full Race']]);
  });

  it.each<[string, RatingLabel[], WatchMode[], RatingLabel[], WatchMode[]]>([
    ['from nothing', [], [], ['Cinema', 'Great'], ['Full Race']],
    ['with Great already chosen', ['Great'], [], ['Cinema'], ['Full Race']],
    ['with everything already chosen', ['Cinema', 'Great'], ['Full Race'], [], []],
    ['with other choices', ['Meh'], ['Highlights Only'], ['Cinema', 'Great'], ['Full Race']],
  ])(
    'on %s: adds and records only what was missing; off restores',
    (_name, vibes, modes, addedVibes, addedModes) => {
      const before = { ...base, vibes, modes };
      const on = setTopRaces(before, true);
      expect(on.topRaces).toBe(true);
      expect(on.topRacesAdded).toEqual({ vibes: addedVibes, modes: addedModes });
      expect(new Set(on.vibes)).toEqual(new Set([...vibes, ...TOP_RACES_VIBES]));
      expect(new Set(on.modes)).toEqual(new Set([...modes, ...TOP_RACES_MODES]));
      expect(setTopRaces(on, false)).toEqual(before);
    },
  );

  it('is a no-op when already in the asked state', () => {
    const on = setTopRaces(base, true);
    expect(setTopRaces(on, true)).toBe(on);
    expect(setTopRaces(base, false)).toBe(base);
  });

  it.each<[string, (f: ExplorerFilters) => ExplorerFilters, boolean]>([
    ['removing Cinema by hand switches it off', (f) => toggleVibe(f, 'Cinema'), false],
    ['removing Great by hand switches it off', (f) => toggleVibe(f, 'Great'), false],
    ['removing Full Race by hand switches it off', (f) => toggleMode(f, 'Full Race'), false],
    ['adding Good keeps it on', (f) => toggleVibe(f, 'Good'), true],
    ['adding Highlights keeps it on', (f) => toggleMode(f, 'Highlights Only'), true],
    ['a factor keeps it on', (f) => toggleFactor(f, 'overtakes'), true],
  ])('%s', (_name, act, stillOn) => {
    const after = act(setTopRaces(base, true));
    expect(after.topRaces).toBe(stillOn);
    if (!stillOn) expect(after.topRacesAdded).toEqual({ vibes: [], modes: [] });
  });

  it('after switching off by hand, the other chips stay selected', () => {
    const after = toggleVibe(setTopRaces(base, true), 'Cinema');
    expect([after.vibes, after.modes]).toEqual([['Great'], ['Full Race']]);
  });
});

describe('activeFilterCount', () => {
  it.each<[string, ExplorerFilters, number]>([
    ['defaults', base, 0],
    ['narrowed minimum', withRange(1.1, 5), 1],
    ['narrowed maximum', withRange(1, 4.9), 1],
    ['both bounds count once', withRange(2, 4), 1],
    ['two vibes and a mode', { ...base, vibes: ['Cinema', 'Good'], modes: ['Full Race'] }, 3],
    ['a factor', { ...base, factors: ['overtakes'] }, 1],
    ['another season', { ...base, season: 2024 }, 1],
    ['all seasons', { ...base, season: null }, 1],
    ['Top Races counts its chips', setTopRaces(base, true), 3],
  ])('%s → %i', (_name, filters, count) => {
    expect(activeFilterCount(filters, SEASON)).toBe(count);
  });
});

describe('FACTOR_FILTER_TAGS', () => {
  it('offers the first tags alphabetically by label', () => {
    expect(FACTOR_FILTER_TAGS).toHaveLength(EXPLORER_FACTOR_FILTER_COUNT);
    expect(FACTOR_FILTER_TAGS.map((tag) => tag.label)).toEqual([
      'High Stakes',
      'Overtakes',
      'Red Flag',
      'Rivalries',
      'Safety Car',
      'Strategy Plays',
      'Underdog Drive',
      'Weather Chaos',
    ]);
  });
});
