import { WATCH_MODES, type WatchMode } from '../../../domain/types';
import { watchModeMessage } from '../../../domain/voting/vocabulary-messages';
import { useT } from '../../i18n/language-store';

interface ViewModeStepProps {
  promptId: string;
  mode: WatchMode | null;
  disabled: boolean;
  onPick(mode: WatchMode): void;
  onPrevious(): void;
}

export function ViewModeStep({ promptId, mode, disabled, onPick, onPrevious }: ViewModeStepProps) {
  const t = useT();
  return (
    <>
      <p id={promptId} className="vote-form__prompt">
        {t('vote.form.modePrompt')}
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
            {t(watchModeMessage(option))}
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
          {t('vote.form.previous')}
        </button>
      </div>
    </>
  );
}
