import { EXPLORER_DETAIL_TITLES } from '../../../domain/site/copy';
import { WATCH_MODES, type WatchMode } from '../../../domain/types';
import { WATCH_MODE_LABELS } from '../../../domain/voting/watch-modes';

interface ViewModeStepProps {
  promptId: string;
  mode: WatchMode | null;
  disabled: boolean;
  onPick(mode: WatchMode): void;
  onPrevious(): void;
}

export function ViewModeStep({ promptId, mode, disabled, onPick, onPrevious }: ViewModeStepProps) {
  return (
    <>
      <p id={promptId} className="vote-form__prompt">
        {EXPLORER_DETAIL_TITLES.bestWayToWatch}
      </p>
      <div className="vote-form__modes">
        {WATCH_MODES.map((option) => (
          <button
            key={option}
            type="button"
            className="vote-form__mode"
            aria-pressed={mode === option}
            disabled={disabled}
            onClick={() => onPick(option)}
          >
            {WATCH_MODE_LABELS[option]}
          </button>
        ))}
      </div>
      <div className="vote-form__nav">
        <button
          type="button"
          className="vote-form__nav-button"
          disabled={disabled}
          onClick={onPrevious}
        >
          Previous
        </button>
      </div>
    </>
  );
}
