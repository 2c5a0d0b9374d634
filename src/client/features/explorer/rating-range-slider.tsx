import type { KeyboardEvent, MouseEvent } from 'react';
import {
  RATING_RANGE_MAX,
  RATING_RANGE_MIN,
  RATING_RANGE_STEP,
} from '../../../domain/explorer/explorer-filter-state';
import {
  ratingTrackClick,
  setRatingMax,
  setRatingMin,
} from '../../../domain/explorer/explorer-filters';
import { useT } from '../../i18n/language-store';
import { useExplorerFormat } from './explorer-format';
import type { FiltersChange } from './use-explorer-query';

interface Props {
  min: number;
  max: number;
  update: (change: FiltersChange) => void;
}

const SPAN = RATING_RANGE_MAX - RATING_RANGE_MIN;
const percentOf = (value: number) => ((value - RATING_RANGE_MIN) / SPAN) * 100;

// The keys every slider understands (WAI-ARIA slider pattern). Handling them here rather
// than leaving them to the browser sends each step through the domain's clamp.
function keyedValue(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + RATING_RANGE_STEP;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - RATING_RANGE_STEP;
    case 'PageUp':
      return value + 1;
    case 'PageDown':
      return value - 1;
    case 'Home':
      return RATING_RANGE_MIN;
    case 'End':
      return RATING_RANGE_MAX;
    default:
      return null;
  }
}

/**
 * Two native range inputs share one track: screen readers and phones get real sliders,
 * while a click on the bare track moves the nearer thumb (never past the other one).
 */
export function RatingRangeSlider({ min, max, update }: Props) {
  const t = useT();
  const format = useExplorerFormat();
  const onKey = (which: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyedValue(event.key, which === 'min' ? min : max);
    if (next === null) return;
    event.preventDefault();
    update((f) => (which === 'min' ? setRatingMin(f, next) : setRatingMax(f, next)));
  };

  const onTrackClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (!(rect.width > 0)) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    update((f) => ratingTrackClick(f, RATING_RANGE_MIN + ratio * SPAN));
  };

  // When the thumbs meet, the one that can still move must be on top to be grabbed.
  const minOnTop = min === max && min > RATING_RANGE_MIN + SPAN / 2;

  return (
    <fieldset className="rating-slider">
      <legend>{t('explorer.filters.rating')}</legend>
      {/* Screen readers hear each thumb's own value; this line is for the eye. */}
      <span className="rating-slider__value" aria-hidden="true">
        {format.decimal(min)} – {format.decimal(max)}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut; the range inputs inside carry the keyboard path. */}
      <div className="rating-slider__track" data-testid="rating-track" onClick={onTrackClick}>
        <div className="rating-slider__rail" />
        <div
          className="rating-slider__fill"
          style={{ left: `${percentOf(min)}%`, width: `${percentOf(max) - percentOf(min)}%` }}
        />
        <input
          type="range"
          aria-label={t('explorer.filters.minRating')}
          aria-valuetext={t('explorer.filters.ratingValue', { value: format.decimal(min) })}
          min={RATING_RANGE_MIN}
          max={RATING_RANGE_MAX}
          step={RATING_RANGE_STEP}
          value={min}
          style={{ zIndex: minOnTop ? 3 : 2 }}
          onKeyDown={onKey('min')}
          onChange={(e) => update((f) => setRatingMin(f, Number(e.target.value)))}
        />
        <input
          type="range"
          aria-label={t('explorer.filters.maxRating')}
          aria-valuetext={t('explorer.filters.ratingValue', { value: format.decimal(max) })}
          min={RATING_RANGE_MIN}
          max={RATING_RANGE_MAX}
          step={RATING_RANGE_STEP}
          value={max}
          style={{ zIndex: minOnTop ? 2 : 3 }}
          onKeyDown={onKey('max')}
          onChange={(e) => update((f) => setRatingMax(f, Number(e.target.value)))}
        />
      </div>
    </fieldset>
  );
}
