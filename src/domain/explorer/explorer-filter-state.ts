import type { MessageId } from '../i18n/messages/catalogue';
import type { RaceKind } from '../sports/sport-events';
import type { WatchMode } from '../types';
import type { RatingLabel } from '../voting/rating-labels';
import { REASON_TAGS } from '../voting/reason-tags';

export const RATING_RANGE_MIN = 1;

export const RATING_RANGE_MAX = 5;

export const RATING_RANGE_STEP = 0.1;

export const EXPLORER_FACTOR_FILTER_COUNT = 8;

export interface ExplorerFilters {
  ratingMin: number;
  ratingMax: number;
  vibes: RatingLabel[];
  modes: WatchMode[];
  factors: string[];
  /** null lists every season. */
  season: number | null;
  topRaces: boolean;
  /**
   * Grand Prix races or sprints, never both at once: a sprint's verdict is never read as
   * its weekend's. Grand Prix by default, so the table is the spec's unless a fan asks.
   */
  kind: RaceKind;
  /** Exactly what switching Top Races on added, so switching it off removes only that. */
  topRacesAdded: { vibes: RatingLabel[]; modes: WatchMode[] };
}

export const TOP_RACES_VIBES: readonly RatingLabel[] = ['Cinema', 'Great'];
export const TOP_RACES_MODES: readonly WatchMode[] = ['Full Race'];

// One collator for the sort: localeCompare with a locale builds one per comparison, which
// cost every page that loads this module ~50 ms of a phone's CPU before its first render.
const byEnglishLabel = new Intl.Collator('en').compare;

export const FACTOR_FILTER_TAGS = [...REASON_TAGS]
  .sort((a, b) => byEnglishLabel(a.label, b.label))
  .slice(0, EXPLORER_FACTOR_FILTER_COUNT);

export function defaultFilters(season: number | null): ExplorerFilters {
  return {
    ratingMin: RATING_RANGE_MIN,
    ratingMax: RATING_RANGE_MAX,
    vibes: [],
    modes: [],
    factors: [],
    season,
    topRaces: false,
    kind: DEFAULT_EXPLORER_KIND,
    topRacesAdded: { vibes: [], modes: [] },
  };
}

export const DEFAULT_EXPLORER_KIND: RaceKind = 'grand-prix';

/** The Kind filter's choices, in the order it lists them, each with the message naming it. */
export const KIND_CHOICES: readonly { value: RaceKind; message: MessageId }[] = [
  { value: 'grand-prix', message: 'explorer.kind.grandPrix' },
  { value: 'sprint', message: 'explorer.kind.sprint' },
];

export const clearFilters = defaultFilters;

// Work in whole steps so 0.1-based arithmetic never leaves 4.299999 on the slider.
const STEPS_PER_STAR = Math.round(1 / RATING_RANGE_STEP);

/** Rounds to the slider's step and clamps into 1.0..5.0. */
export function snapRating(value: number): number {
  const snapped = Math.round(value * STEPS_PER_STAR) / STEPS_PER_STAR;
  return Math.min(RATING_RANGE_MAX, Math.max(RATING_RANGE_MIN, snapped));
}

export function setRatingMin(filters: ExplorerFilters, value: number): ExplorerFilters {
  if (!Number.isFinite(value)) return filters;
  return { ...filters, ratingMin: Math.min(snapRating(value), filters.ratingMax) };
}

export function setRatingMax(filters: ExplorerFilters, value: number): ExplorerFilters {
  if (!Number.isFinite(value)) return filters;
  return { ...filters, ratingMax: Math.max(snapRating(value), filters.ratingMin) };
}

/** A click on the track moves the nearer thumb (the lower one on a tie), never past the other. */
export function ratingTrackClick(filters: ExplorerFilters, value: number): ExplorerFilters {
  if (!Number.isFinite(value)) return filters;
  const v = snapRating(value);
  if (v <= filters.ratingMin) return setRatingMin(filters, v);
  if (v >= filters.ratingMax) return setRatingMax(filters, v);
  const toMin = Math.round((v - filters.ratingMin) * STEPS_PER_STAR);
  const toMax = Math.round((filters.ratingMax - v) * STEPS_PER_STAR);
  return toMin <= toMax ? setRatingMin(filters, v) : setRatingMax(filters, v);
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

// Removing one of Top Races' own choices by hand means the fan no longer wants "top races".
function topRacesOff(filters: ExplorerFilters): ExplorerFilters {
  return { ...filters, topRaces: false, topRacesAdded: { vibes: [], modes: [] } };
}

export function toggleVibe(filters: ExplorerFilters, vibe: RatingLabel): ExplorerFilters {
  const next = { ...filters, vibes: toggle(filters.vibes, vibe) };
  const removedTopChoice = filters.vibes.includes(vibe) && TOP_RACES_VIBES.includes(vibe);
  return removedTopChoice && filters.topRaces ? topRacesOff(next) : next;
}

export function toggleMode(filters: ExplorerFilters, mode: WatchMode): ExplorerFilters {
  const next = { ...filters, modes: toggle(filters.modes, mode) };
  const removedTopChoice = filters.modes.includes(mode) && TOP_RACES_MODES.includes(mode);
  return removedTopChoice && filters.topRaces ? topRacesOff(next) : next;
}

export function toggleFactor(filters: ExplorerFilters, tagId: string): ExplorerFilters {
  return { ...filters, factors: toggle(filters.factors, tagId) };
}

export function setTopRaces(filters: ExplorerFilters, on: boolean): ExplorerFilters {
  if (on === filters.topRaces) return filters;
  if (on) {
    const vibes = TOP_RACES_VIBES.filter((vibe) => !filters.vibes.includes(vibe));
    const modes = TOP_RACES_MODES.filter((mode) => !filters.modes.includes(mode));
    return {
      ...filters,
      vibes: [...filters.vibes, ...vibes],
      modes: [...filters.modes, ...modes],
      topRaces: true,
      topRacesAdded: { vibes, modes },
    };
  }
  const { vibes, modes } = filters.topRacesAdded;
  return topRacesOff({
    ...filters,
    vibes: filters.vibes.filter((vibe) => !vibes.includes(vibe)),
    modes: filters.modes.filter((mode) => !modes.includes(mode)),
  });
}

/**
 * The number on the filter badge: one per chosen vibe, mode and factor, one for a
 * narrowed rating range, one for a non-default season or kind. Top Races is not counted on top
 * of the chips it selects.
 */
export function activeFilterCount(filters: ExplorerFilters, defaultSeason: number | null): number {
  const rangeNarrowed =
    filters.ratingMin !== RATING_RANGE_MIN || filters.ratingMax !== RATING_RANGE_MAX;
  return (
    (rangeNarrowed ? 1 : 0) +
    filters.vibes.length +
    filters.modes.length +
    filters.factors.length +
    (filters.season !== defaultSeason ? 1 : 0) +
    (filters.kind !== DEFAULT_EXPLORER_KIND ? 1 : 0)
  );
}
