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
