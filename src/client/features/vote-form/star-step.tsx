import { STAR_VALUES } from '../../../domain/types';
import { STAR_WORDS } from '../../../domain/voting/rating-labels';

interface StarStepProps {
  stars: number | null;
  disabled: boolean;
  onPick(stars: number): void;
  /** The fan has reached for the stars: a vote is likely on its way. */
  onTouch(): void;
}

export function starButtonName(star: number, word: string): string {
  return `${star} ${star === 1 ? 'star' : 'stars'}: ${word}`;
}

/** Five toggle buttons rather than ARIA radios: arrowing through radios would pick each star. */
export function StarStep({ stars, disabled, onPick, onTouch }: StarStepProps) {
  return (
    <div className="vote-form__stars">
      {STAR_VALUES.map((star) => {
        const word = STAR_WORDS[star];
        const lit = stars !== null && star <= stars;
        return (
          <button
            key={star}
            type="button"
            className={`vote-form__star${lit ? ' is-lit' : ''}`}
            aria-pressed={stars === star}
            aria-label={starButtonName(star, word)}
            disabled={disabled}
            onPointerDown={onTouch}
            onFocus={onTouch}
            onKeyDown={onTouch}
            onClick={() => onPick(star)}
          >
            <span className="vote-form__star-icon" aria-hidden="true">
              {lit ? '★' : '☆'}
            </span>
            <span className="vote-form__star-word" aria-hidden="true">
              {word}
            </span>
          </button>
        );
      })}
    </div>
  );
}
