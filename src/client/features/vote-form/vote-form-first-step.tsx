import { useId } from 'react';
import { useT } from '../../i18n/language-store';
import { StarStep } from './star-step';
import { VoteStatus } from './vote-status';
import './vote-form.css';

interface VoteFormFirstStepProps {
  /** The star the fan tapped before the form's code arrived, lit until it takes over. */
  stars: number | null;
  /** The form's code could not be fetched for a picked star: the network error shows. */
  unreachable: boolean;
  /** The fan reached for the stars (pointer, focus or key): the form's code is wanted now. */
  onReach(): void;
  onPick(stars: number): void;
  /** Which star has keyboard focus, so the form can keep it there when it takes over. */
  onFocusStar(star: number | null): void;
  /** A press on a star began (true) or was called off (false); its click ends it in onPick. */
  onPress(down: boolean): void;
}

/**
 * The form's first step (its title and five stars) drawn with the page, before the form's
 * own code: the same markup as the form's rating step, so nothing moves when it takes over.
 */
export function VoteFormFirstStep({
  stars,
  unreachable,
  onReach,
  onPick,
  onFocusStar,
  onPress,
}: VoteFormFirstStepProps) {
  const t = useT();
  const titleId = useId();
  return (
    <div className="vote-form vote-form--embedded">
      <div className="vote-form__title-row">
        <p id={titleId} className="vote-form__title">
          {t('vote.form.title')}
        </p>
      </div>
      <fieldset
        className="vote-form__step"
        tabIndex={-1}
        aria-labelledby={titleId}
        onFocus={(event) => onFocusStar(starOf(event.target))}
        // Only a move to another element clears it: the browser may blur a button as the form
        // replaces it, and that focus is the one to keep.
        onBlur={(event) => {
          if (event.relatedTarget) onFocusStar(null);
        }}
        onPointerDown={() => onPress(true)}
        onPointerCancel={() => onPress(false)}
      >
        <StarStep stars={stars} disabled={false} onPick={onPick} onTouch={onReach} />
      </fieldset>
      <VoteStatus
        loadingPhrase={null}
        message={unreachable ? { text: t('vote.networkError'), tone: 'error' } : null}
      />
    </div>
  );
}

/** The star a focused button stands for (1–5), from its place among the five. */
function starOf(target: EventTarget): number | null {
  if (!(target instanceof HTMLButtonElement)) return null;
  const buttons = target.parentElement?.querySelectorAll('button');
  const index = buttons ? Array.from(buttons).indexOf(target) : -1;
  return index >= 0 ? index + 1 : null;
}
