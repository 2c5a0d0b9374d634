import { MAX_REASON_TAGS } from '../../../domain/constants';
import { REASONS_PROMPT } from '../../../domain/site/copy';
import { REASON_TAGS } from '../../../domain/voting/reason-tags';

interface ReasonsStepProps {
  promptId: string;
  tags: string[];
  disabled: boolean;
  isTagDisabled(id: string): boolean;
  onToggle(id: string): void;
  onNext(): void;
  onSkip(): void;
  onPrevious(): void;
}

export function ReasonsStep(props: ReasonsStepProps) {
  const { promptId, tags, disabled, isTagDisabled, onToggle, onNext, onSkip, onPrevious } = props;
  return (
    <>
      <p id={promptId} className="vote-form__prompt">
        {REASONS_PROMPT}
      </p>
      <div className="vote-form__tags">
        {REASON_TAGS.map((tag) => (
          <button
            key={tag.id}
            type="button"
            className="vote-form__tag"
            aria-pressed={tags.includes(tag.id)}
            title={tag.hoverText}
            disabled={isTagDisabled(tag.id)}
            onClick={() => onToggle(tag.id)}
          >
            <span aria-hidden="true">{tag.emoji}</span> {tag.label}
          </button>
        ))}
      </div>
      <p className="vote-form__count">
        {tags.length} of {MAX_REASON_TAGS} picked
      </p>
      <div className="vote-form__nav">
        <button
          type="button"
          className="vote-form__nav-button"
          disabled={disabled}
          onClick={onPrevious}
        >
          Previous
        </button>
        {tags.length > 0 ? (
          <button
            type="button"
            className="vote-form__nav-button is-primary"
            disabled={disabled}
            onClick={onNext}
          >
            Next
          </button>
        ) : (
          <button
            type="button"
            className="vote-form__nav-button"
            disabled={disabled}
            onClick={onSkip}
          >
            Skip
          </button>
        )}
      </div>
    </>
  );
}
