import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { pickPhrase } from '../../../domain/site/pick-phrase';
import type { StarRating, WatchMode } from '../../../domain/types';
import { normalizeVote } from '../../../domain/voting/vote-normalize';
import {
  AUTO_SUBMIT_DELAY_MS,
  INITIAL_VOTE_FORM,
  STAR_ADVANCE_DELAY_MS,
  shouldAutoSubmit,
  type VoteFormState,
  voteFormReducer,
} from '../../../domain/voting/vote-steps';
import { prepareSessionToken } from '../../data/session';
import { castVote } from '../../data/votes-api';
import { type AnalyticsProps, track } from '../../shared/analytics';
import { myRaces } from '../../shared/my-races/my-races-store';
import { VOTE_LOADING_PHRASES } from './loading-phrases';

export interface VoteFormControls {
  state: VoteFormState;
  /** The joke shown while the vote is on its way. */
  loadingPhrase: MessageId;
  pickStar(stars: number): void;
  /** First touch of the stars: start the anonymous sign-in now, not when the vote is sent. */
  touchStars(): void;
  toggleTag(id: string): void;
  next(): void;
  skip(): void;
  previous(): void;
  pickMode(mode: WatchMode): void;
  clear(): void;
}

// What analytics may know about a vote: the race and the choices, never who chose them.
function voteDetails(raceId: string, state: VoteFormState): AnalyticsProps {
  return {
    raceId,
    starRating: state.stars,
    viewMode: state.mode,
    tagCount: state.tags.length,
  };
}

/**
 * The vote form's behaviour: the domain reducer plus its two timers (STAR_ADVANCE_DELAY_MS,
 * AUTO_SUBMIT_DELAY_MS) and the submission itself.
 */
export function useVoteForm(
  raceId: string,
  /** Told once a vote is stored (a race page whose race no live feed carries reads it again). */
  onVoted?: () => void,
): VoteFormControls {
  const [state, dispatch] = useReducer(voteFormReducer, INITIAL_VOTE_FORM);
  const [loadingPhrase, setLoadingPhrase] = useState<MessageId>(VOTE_LOADING_PHRASES[0]);
  const inFlight = useRef(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const signInStarted = useRef(false);

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const submit = useCallback(
    async (snapshot: VoteFormState) => {
      // The reducer already ignores a second start; the ref also stops a second request.
      if (inFlight.current || snapshot.stars === null || snapshot.mode === null) return;
      inFlight.current = true;
      const details = voteDetails(raceId, snapshot);
      setLoadingPhrase(pickPhrase(VOTE_LOADING_PHRASES, Math.random()));
      dispatch({ type: 'submitStart' });
      track('vote_attempt', details);
      const outcome = await castVote(
        normalizeVote({
          raceId,
          starRating: snapshot.stars as StarRating,
          viewMode: snapshot.mode,
          reasonTags: snapshot.tags,
        }),
      );
      inFlight.current = false;
      if (outcome.ok) {
        const { isUpdate } = outcome.response;
        track('vote_submitted', { ...details, isUpdate });
        dispatch({ type: 'submitSuccess', isUpdate });
        // A fan who rates a race has seen it: its verdict is no spoiler to them any more.
        myRaces.mark(raceId, 'watched');
        onVoted?.();
        track('vote_complete', { ...details, isUpdate });
      } else {
        dispatch({ type: 'submitError', message: outcome.notice });
        track('vote_error', { ...details, errorKind: outcome.kind });
      }
    },
    [raceId, onVoted],
  );

  // Any change of choice within the delay cancels the pending submission (cleanup below).
  useEffect(() => {
    if (!shouldAutoSubmit(state)) return;
    const timer = setTimeout(() => void submit(state), AUTO_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, submit]);

  const pickStar = useCallback((stars: number) => {
    if (inFlight.current) return;
    dispatch({ type: 'pickStar', stars });
    // Tied to the tap, not to the state: going back to the stars must not bounce forward.
    clearTimeout(advanceTimer.current);
    advanceTimer.current = setTimeout(() => dispatch({ type: 'advance' }), STAR_ADVANCE_DELAY_MS);
  }, []);

  // A challenged network's browser may need a few seconds of work before it gets an
  // identity; started here, it is usually done before the fan has picked a watch mode.
  const touchStars = useCallback(() => {
    if (signInStarted.current) return;
    signInStarted.current = true;
    prepareSessionToken();
  }, []);

  const clear = useCallback(() => {
    if (inFlight.current) return;
    clearTimeout(advanceTimer.current);
    dispatch({ type: 'clear' });
    track('vote_reset', voteDetails(raceId, state));
  }, [raceId, state]);

  return {
    state,
    loadingPhrase,
    pickStar,
    touchStars,
    toggleTag: useCallback((id: string) => dispatch({ type: 'toggleTag', id }), []),
    next: useCallback(() => dispatch({ type: 'next' }), []),
    skip: useCallback(() => dispatch({ type: 'skip' }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    pickMode: useCallback((mode: WatchMode) => dispatch({ type: 'pickMode', mode }), []),
    clear,
  };
}
