import type { Translate } from '../../../domain/i18n/messages/catalogue';
import { STAR_VALUES, type StarRating } from '../../../domain/types';
import { starWordMessage } from '../../../domain/voting/vocabulary-messages';
import { useT } from '../../i18n/language-store';

interface StarStepProps {
  stars: number | null;
  disabled: boolean;
  onPick(stars: number): void;
  /** The fan has reached for the stars: a vote is likely on its way. */
  onTouch(): void;
}

export function starButtonName(t: Translate, star: StarRating): string {
  return t('vote.form.starButton', { count: star, word: t(starWordMessage(star)) });
}

/** Five toggle buttons rather than ARIA radios: arrowing through radios would pick each star. */
export function StarStep({ stars, disabled, onPick, onTouch }: StarStepProps) {
  const t = useT();
  return (
    <div className="vote-form__stars">
      {STAR_VALUES.map((star) => {
        const lit = stars !== null && star <= stars;
        return (
          <button
            key={star}
            type="button"
            className={`vote-form__star${lit ? ' is-lit' : ''}`}
            aria-pressed={stars === star}
            aria-label={starButtonName(t, star)}
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
              {t(starWordMessage(star))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
