import { factorEmoji, MAX_REASON_TAGS, REASON_TAGS } from '../../../domain/voting/reason-tags';
import { reasonTagMessages } from '../../../domain/voting/vocabulary-messages';
import { usePageSport } from '../../data/use-page-sport';
import { useT } from '../../i18n/language-store';

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
  const t = useT();
  const sport = usePageSport();
  return (
    <>
      <p id={promptId} className="vote-form__prompt">
        {t('vote.form.reasonsPrompt', { max: MAX_REASON_TAGS })}
      </p>
      <div className="vote-form__tags">
        {REASON_TAGS.map((tag) => {
          const messages = reasonTagMessages(tag.id);
          return (
            <button
              key={tag.id}
              type="button"
              className="vote-form__tag"
              aria-pressed={tags.includes(tag.id)}
              title={messages ? t(messages.hint) : tag.id}
              disabled={isTagDisabled(tag.id)}
              onClick={() => onToggle(tag.id)}
            >
              <span aria-hidden="true">{factorEmoji(tag, sport)}</span>{' '}
              {messages ? t(messages.label) : tag.label}
            </button>
          );
        })}
      </div>
      <p className="vote-form__count">
        {t('vote.form.picked', { count: tags.length, max: MAX_REASON_TAGS })}
      </p>
      <div className="vote-form__nav">
        <button
          type="button"
          className="vote-form__nav-button"
          disabled={disabled}
          onClick={onPrevious}
        >
          {t('vote.form.previous')}
        </button>
        {tags.length > 0 ? (
          <button
            type="button"
            className="vote-form__nav-button is-primary"
            disabled={disabled}
            onClick={onNext}
          >
            {t('vote.form.next')}
          </button>
        ) : (
          <button
            type="button"
            className="vote-form__nav-button"
            disabled={disabled}
            onClick={onSkip}
          >
            {t('vote.form.skip')}
          </button>
        )}
      </div>
    </>
  );
}
