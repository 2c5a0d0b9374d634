import { STAR_VALUES, type WatchMode } from '../types';
import { MAX_REASON_TAGS } from './reason-tags';
import { type VoteNotice, voteSuccessNotice } from './vote-errors';
import { REASONS_MIN_STARS } from './vote-normalize';

export const STAR_ADVANCE_DELAY_MS = 300;

export const AUTO_SUBMIT_DELAY_MS = 100;

export type VoteStep = 'rating' | 'reasons' | 'viewMode';
export type VoteStatus = 'idle' | 'loading' | 'success' | 'error';

export interface VoteFormState {
  step: VoteStep;
  stars: number | null;
  tags: string[];
  mode: WatchMode | null;
  status: VoteStatus;
  message: VoteNotice | null;
}

export type VoteFormAction =
  | { type: 'pickStar'; stars: number }
  | { type: 'advance' }
  | { type: 'toggleTag'; id: string }
  | { type: 'next' }
  | { type: 'skip' }
  | { type: 'previous' }
  | { type: 'pickMode'; mode: WatchMode }
  | { type: 'clear' }
  | { type: 'submitStart' }
  | { type: 'submitSuccess'; isUpdate: boolean }
  | { type: 'submitError'; message: VoteNotice };

export const INITIAL_VOTE_FORM: VoteFormState = {
  step: 'rating',
  stars: null,
  tags: [],
  mode: null,
  status: 'idle',
  message: null,
};

const wantsReasons = (stars: number | null) => stars !== null && stars >= REASONS_MIN_STARS;

export function isTagDisabled(state: VoteFormState, id: string): boolean {
  return (
    state.status === 'loading' || (!state.tags.includes(id) && state.tags.length >= MAX_REASON_TAGS)
  );
}

export function canClear(state: VoteFormState): boolean {
  const chosen = state.stars !== null || state.tags.length > 0 || state.mode !== null;
  return chosen && state.status !== 'loading';
}

/**
 * True once a mode is picked and nothing is in flight or already reported. A settled
 * result (success/error) does not resubmit by itself: the next change of choice resets
 * status to idle, so a client that checks after every dispatch cannot loop.
 */
export function shouldAutoSubmit(state: VoteFormState): boolean {
  return (
    state.step === 'viewMode' &&
    state.stars !== null &&
    state.mode !== null &&
    state.status === 'idle'
  );
}

// A new choice makes the last result stale.
const changed = (state: VoteFormState, patch: Partial<VoteFormState>): VoteFormState => ({
  ...state,
  ...patch,
  status: 'idle',
  message: null,
});

function step(state: VoteFormState, action: VoteFormAction): VoteFormState {
  switch (action.type) {
    case 'pickStar':
      return (STAR_VALUES as readonly number[]).includes(action.stars)
        ? changed(state, { stars: action.stars })
        : state;
    case 'advance':
      if (state.step !== 'rating' || state.stars === null) return state;
      return wantsReasons(state.stars)
        ? { ...state, step: 'reasons' }
        : { ...state, step: 'viewMode', tags: [] };
    case 'toggleTag': {
      if (isTagDisabled(state, action.id)) return state;
      const tags = state.tags.includes(action.id)
        ? state.tags.filter((tag) => tag !== action.id)
        : [...state.tags, action.id];
      return changed(state, { tags });
    }
    case 'next':
    case 'skip':
      return state.step === 'reasons' ? { ...state, step: 'viewMode' } : state;
    case 'previous':
      if (state.step === 'reasons') return { ...state, step: 'rating' };
      if (state.step === 'viewMode')
        return { ...state, step: wantsReasons(state.stars) ? 'reasons' : 'rating' };
      return state;
    case 'pickMode':
      if (state.step !== 'viewMode') return state;
      return changed(state, { mode: state.mode === action.mode ? null : action.mode });
    case 'clear':
      return INITIAL_VOTE_FORM;
    case 'submitStart':
      if (state.stars === null || state.mode === null) return state;
      return { ...state, status: 'loading', message: null };
    case 'submitSuccess':
      return { ...state, status: 'success', message: voteSuccessNotice(action.isUpdate) };
    case 'submitError':
      return { ...state, status: 'error', message: action.message };
  }
}

/**
 * The vote form's state machine. While a submission is in flight only its outcome is
 * accepted: every input, clear and a second submit are ignored; an outcome that arrives
 * when nothing is in flight is ignored too.
 */
export function voteFormReducer(state: VoteFormState, action: VoteFormAction): VoteFormState {
  const isOutcome = action.type === 'submitSuccess' || action.type === 'submitError';
  if ((state.status === 'loading') !== isOutcome) return state;
  return step(state, action);
}
