import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { Language } from '../../../domain/i18n/languages';
import type { Translate } from '../../../domain/i18n/messages/catalogue';
import { votingHeadingOf } from '../../../domain/races/race-name-of';
import type { Race, StarRating } from '../../../domain/types';
import { starWordMessage } from '../../../domain/voting/vocabulary-messages';
import { voteNoticeText } from '../../../domain/voting/vote-errors';
import { canClear, isTagDisabled, type VoteFormState } from '../../../domain/voting/vote-steps';
import { useLanguage, useT } from '../../i18n/language-store';
import type { FirstStepHandOver } from './first-step-hand-over';
import { ReasonsStep } from './reasons-step';
import { StarStep } from './star-step';
import { useHeldMessage } from './use-held-message';
import { useVoteForm } from './use-vote-form';
import { ViewModeStep } from './view-mode-step';
import { VoteStatus } from './vote-status';
import './vote-form.css';

interface VoteFormProps {
  /** Its series, where known, names the heading in the series' own words. */
  race: Pick<Race, 'id' | 'name'> & Partial<Pick<Race, 'sport' | 'names'>>;
  /** The caller already wraps the form in the section labelled 'THE <race> GP' (a race card). */
  insideVotingSection?: boolean;
  /** Told once the fan's vote is stored (a page whose race no live feed carries reads it again). */
  onVoted?: () => void;
  /** What the fan did on the first step drawn before this code arrived (deferred-vote-form). */
  handOver?: FirstStepHandOver;
}

const resultOf = (state: VoteFormState, t: Translate, language: Language) =>
  state.message !== null && (state.status === 'success' || state.status === 'error')
    ? { text: voteNoticeText(state.message, t, language), tone: state.status }
    : null;

/** The race card's voting-section heading ('THE LAS VEGAS GP'), in the card's own words. */
function sectionHeading(race: VoteFormProps['race'], t: Translate): string {
  const heading = votingHeadingOf(race);
  return t(heading.message, { race: heading.race });
}

const hasChoice = (state: VoteFormState) =>
  state.stars !== null || state.tags.length > 0 || state.mode !== null;

/** The voting section of a live race's card (decision 0020). */
export function VoteForm({ race, insideVotingSection = false, onVoted, handOver }: VoteFormProps) {
  const form = useVoteForm(race.id, onVoted);
  const { state } = form;
  const t = useT();
  const language = useLanguage();
  const ids = { section: useId(), title: useId(), prompt: useId() };
  const submitting = state.status === 'loading';
  const message = useHeldMessage(resultOf(state, t, language));
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const shownStep = useRef(state.step);

  // The step's buttons replace the ones just pressed; keep keyboard focus in the form.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    stepRef.current?.focus();
  }, [state.step]);

  // Taking over from the first step: the fan has reached for the stars (start the sign-in),
  // a star tapped there is picked here, and a star's keyboard focus stays on that star.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form takes over
  useLayoutEffect(() => {
    if (!handOver) return;
    form.touchStars();
    if (handOver.stars !== null) form.pickStar(handOver.stars);
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (handOver.focusedStar !== null && focusLost)
      stepRef.current?.querySelectorAll('button')[handOver.focusedStar - 1]?.focus();
  }, []);

  const clear = () => {
    form.clear();
    stepRef.current?.focus();
  };

  const clearButton = hasChoice(state) && (
    <button
      type="button"
      className="vote-form__clear"
      aria-label={t('vote.form.clear')}
      title={t('vote.form.startOver')}
      disabled={!canClear(state)}
      onClick={clear}
    >
      <span aria-hidden="true">×</span>
    </button>
  );

  const body = (
    <>
      {!insideVotingSection && (
        <h4 id={ids.section} className="vote-form__label">
          {sectionHeading(race, t)}
        </h4>
      )}
      <div className="vote-form__title-row">
        <p id={ids.title} className="vote-form__title">
          {t('vote.form.title')}
          {state.step !== 'rating' && state.stars !== null && (
            <span className="vote-form__chosen">
              <span aria-hidden="true"> {'★'.repeat(state.stars)}</span>{' '}
              {t(starWordMessage(state.stars as StarRating))}
            </span>
          )}
        </p>
        {clearButton}
      </div>
      <fieldset
        ref={stepRef}
        className="vote-form__step"
        tabIndex={-1}
        aria-labelledby={state.step === 'rating' ? ids.title : ids.prompt}
      >
        {state.step === 'rating' && (
          <StarStep
            stars={state.stars}
            disabled={submitting}
            onPick={form.pickStar}
            onTouch={form.touchStars}
          />
        )}
        {state.step === 'reasons' && (
          <ReasonsStep
            promptId={ids.prompt}
            tags={state.tags}
            disabled={submitting}
            isTagDisabled={(id) => isTagDisabled(state, id)}
            onToggle={form.toggleTag}
            onNext={form.next}
            onSkip={form.skip}
            onPrevious={form.previous}
          />
        )}
        {state.step === 'viewMode' && (
          <ViewModeStep
            promptId={ids.prompt}
            mode={state.mode}
            disabled={submitting}
            onPick={form.pickMode}
            onPrevious={form.previous}
          />
        )}
      </fieldset>
      <VoteStatus loadingPhrase={submitting ? t(form.loadingPhrase) : null} message={message} />
    </>
  );

  return insideVotingSection ? (
    <div className="vote-form vote-form--embedded">{body}</div>
  ) : (
    <section className="vote-form" aria-labelledby={ids.section}>
      {body}
    </section>
  );
}
