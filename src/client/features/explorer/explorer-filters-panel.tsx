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
import type { Translate } from '../../../domain/i18n/messages/catalogue';
import { FIRST_LIVE_SEASON } from '../../../domain/races/shown-seasons';
import { RACE_KINDS } from '../../../domain/sports/sport-events';
import type { Sport } from '../../../domain/sports/sports';
import { WATCH_MODES } from '../../../domain/types';
import { RATING_LABELS } from '../../../domain/voting/rating-labels';
import { factorEmoji } from '../../../domain/voting/reason-tags';
import { usePageSport } from '../../data/use-page-sport';
import { useT } from '../../i18n/language-store';
import { type ExplorerFormat, useExplorerFormat } from './explorer-format';
import { factorHint, factorText, ratingLabelText, watchModeText } from './explorer-words';
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

/** The factor chips, alphabetical in the fan's language (the domain picks which, in English). */
function factorChoices(t: Translate, format: ExplorerFormat, sport: Sport) {
  return FACTOR_FILTER_TAGS.map((tag) => ({ tag, label: factorText(t, tag) }))
    .sort((a, b) => format.compare(a.label, b.label))
    .map(({ tag, label }) => ({
      value: tag.id as string,
      title: factorHint(t, tag.id),
      label: (
        <>
          <span aria-hidden="true">{factorEmoji(tag, sport)}</span> {label}
        </>
      ),
    }));
}

export function ExplorerFiltersPanel({ filters, defaultSeason, seasons, update }: Props) {
  const t = useT();
  const sport = usePageSport();
  const format = useExplorerFormat();
  const headingId = useId();
  const hintId = useId();
  const count = activeFilterCount(filters, defaultSeason);
  // The chosen season stays listed even when it has no past race yet (a season that only
  // has its live race), so the menu never shows a value it does not hold.
  const seasonList = [
    ...new Set([...(filters.season === null ? [] : [filters.season]), ...seasons]),
  ].sort((a, b) => b - a);
  const topRacesChoices = format.list([
    ...TOP_RACES_VIBES.map((vibe) => ratingLabelText(t, vibe)),
    ...TOP_RACES_MODES.map((mode) => watchModeText(t, mode)),
  ]);

  return (
    <section className="explorer-filters" aria-labelledby={headingId}>
      <div className="explorer-filters__head">
        {/* The label spells the badge out, so every reader hears "Filters, 2 active". */}
        <h2
          id={headingId}
          aria-label={count > 0 ? t('explorer.filters.titleActive', { count }) : undefined}
        >
          {t('explorer.filters.title')}
          {count > 0 && (
            <span className="filter-badge" aria-hidden="true">
              {format.count(count)}
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
          {t('explorer.filters.topRaces')}
        </button>
        <span id={hintId} className="visually-hidden">
          {t('explorer.filters.topRacesHint', { choices: topRacesChoices })}
        </span>
        <button
          type="button"
          className="explorer-clear"
          onClick={() => update(() => clearFilters(defaultSeason))}
        >
          {t('explorer.filters.clear')}
        </button>
      </div>
      <div className="explorer-filters__grid">
        <RatingRangeSlider min={filters.ratingMin} max={filters.ratingMax} update={update} />
        <label className="season-select">
          {t('explorer.filters.kind')}
          <select
            value={filters.kind}
            onChange={(e) => {
              const kind = RACE_KINDS.find((k) => k === e.target.value);
              if (kind) update((f) => ({ ...f, kind }));
            }}
          >
            {KIND_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.message)}
              </option>
            ))}
          </select>
        </label>
        <label className="season-select">
          {t('explorer.filters.season')}
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
            {/* Every season the site has run itself, never the archive (decision 0131). */}
            <option value={ALL_SEASONS}>
              {t('explorer.filters.allSeasonsSince', { season: String(FIRST_LIVE_SEASON) })}
            </option>
          </select>
        </label>
        <FilterChoices
          legend={t('explorer.filters.vibe')}
          choices={RATING_LABELS.map((label) => ({
            value: label,
            label: ratingLabelText(t, label),
          }))}
          selected={filters.vibes}
          onToggle={(vibe) => update((f) => toggleVibe(f, vibe))}
        />
        <FilterChoices
          legend={t('explorer.filters.watchMode')}
          choices={WATCH_MODES.map((mode) => ({ value: mode, label: watchModeText(t, mode) }))}
          selected={filters.modes}
          onToggle={(mode) => update((f) => toggleMode(f, mode))}
        />
        <FilterChoices
          legend={t('explorer.filters.factors')}
          wide
          choices={factorChoices(t, format, sport)}
          selected={filters.factors}
          onToggle={(tagId) => update((f) => toggleFactor(f, tagId))}
        />
      </div>
    </section>
  );
}
