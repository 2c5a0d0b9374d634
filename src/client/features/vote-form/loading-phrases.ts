import type { MessageId } from '../../../domain/i18n/messages/catalogue';

// Shown while a vote is on its way; the spec leaves the jokes to us. None hints at a result.
export const VOTE_LOADING_PHRASES = [
  'vote.loading.pitWall',
  'vote.loading.boxBox',
  'vote.loading.trackLimits',
  'vote.loading.tyres',
  'vote.loading.mainStraight',
  'vote.loading.stewards',
] as const satisfies readonly MessageId[];

/** `random` in [0, 1), as from Math.random; out-of-range input still yields a phrase. */
export function pickVoteLoadingPhrase(random: number): MessageId {
  const last = VOTE_LOADING_PHRASES.length - 1;
  const index = Math.min(last, Math.max(0, Math.floor(random * VOTE_LOADING_PHRASES.length)));
  return VOTE_LOADING_PHRASES[index] ?? VOTE_LOADING_PHRASES[0];
}
