import { useId } from 'react';
import {
  activeFilterCount,
  clearFilters,
  type ExplorerFilters,
  FACTOR_FILTER_TAGS,
  KIND_CHOICES,
  setTopRaces,
  TOP_RACES_MODES,
  TOP_RACES_VIBES,
  toggleFactor,
  toggleMode,
  toggleVibe,
} from '../../../domain/explorer/explorer-filters';
import { RACE_KINDS, WATCH_MODES } from '../../../domain/types';
import { RATING_LABELS } from '../../../domain/voting/rating-labels';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';
import { FilterChoices } from './filter-choices';
import { RatingRangeSlider } from './rating-range-slider';
import type { FiltersChange } from './use-explorer-query';
import './explorer-filters.css';

interface Props {
  filters: ExplorerFilters;
  defaultSeason: number;
  seasons: readonly number[];
  update: (change: FiltersChange) => void;
}

const ALL_SEASONS = 'all';
const VIBE_CHOICES = RATING_LABELS.map((label) => ({ value: label, label }));
const MODE_CHOICES = WATCH_MODES.map((mode) => ({ value: mode, label: WATCH_MODE_LABELS[mode] }));
const FACTOR_CHOICES = FACTOR_FILTER_TAGS.map((tag) => ({
  value: tag.id as string,
  title: tag.hoverText,
  label: (
    <>
      <span aria-hidden="true">{tag.emoji}</span> {tag.label}
    </>
  ),
}));
const TOP_RACES_HINT = `Adds ${TOP_RACES_VIBES.join(', ')} and ${TOP_RACES_MODES.map(
  (mode) => WATCH_MODE_LABELS[mode],
).join(', ')}`;

export function ExplorerFiltersPanel({ filters, defaultSeason, seasons, update }: Props) {
  const headingId = useId();
  const hintId = useId();
  const count = activeFilterCount(filters, defaultSeason);
  // The chosen season stays listed even when it has no past race yet (a season that only
  // has its live race), so the menu never shows a value it does not hold.
  const seasonList = [
    ...new Set([...(filters.season === null ? [] : [filters.season]), ...seasons]),
  ].sort((a, b) => b - a);

  return (
    <section className="explorer-filters" aria-labelledby={headingId}>
      <div className="explorer-filters__head">
        {/* The label spells the badge out, so every reader hears "Filters, 2 active". */}
        <h2 id={headingId} aria-label={count > 0 ? `Filters, ${count} active` : undefined}>
          Filters
          {count > 0 && (
            <span className="filter-badge" aria-hidden="true">
              {count}
            </span>
          )}
        </h2>
        <button
          type="button"
          className="top-races-switch"
          role="switch"
          aria-checked={filters.topRaces}
          aria-describedby={hintId}
          onClick={() => update((f) => setTopRaces(f, !f.topRaces))}
        >
          <span className="top-races-switch__knob" aria-hidden="true" />
          Top Races
        </button>
        <span id={hintId} className="visually-hidden">
          {TOP_RACES_HINT}
        </span>
        <button
          type="button"
          className="explorer-clear"
          onClick={() => update(() => clearFilters(defaultSeason))}
        >
          Clear filters
        </button>
      </div>
      <div className="explorer-filters__grid">
        <RatingRangeSlider min={filters.ratingMin} max={filters.ratingMax} update={update} />
        <label className="season-select">
          Kind
          <select
            value={filters.kind}
            onChange={(e) => {
              const kind = RACE_KINDS.find((k) => k === e.target.value);
              if (kind) update((f) => ({ ...f, kind }));
            }}
          >
            {KIND_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label className="season-select">
          Season
          <select
            value={filters.season === null ? ALL_SEASONS : String(filters.season)}
            onChange={(e) => {
              const season = e.target.value === ALL_SEASONS ? null : Number(e.target.value);
              update((f) => ({ ...f, season }));
            }}
          >
            {seasonList.map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
            <option value={ALL_SEASONS}>All seasons</option>
          </select>
        </label>
        <FilterChoices
          legend="Vibe"
          choices={VIBE_CHOICES}
          selected={filters.vibes}
          onToggle={(vibe) => update((f) => toggleVibe(f, vibe))}
        />
        <FilterChoices
          legend="Watch mode"
          choices={MODE_CHOICES}
          selected={filters.modes}
          onToggle={(mode) => update((f) => toggleMode(f, mode))}
        />
        <FilterChoices
          legend="Vibe factors"
          wide
          choices={FACTOR_CHOICES}
          selected={filters.factors}
          onToggle={(tagId) => update((f) => toggleFactor(f, tagId))}
        />
      </div>
    </section>
  );
}
