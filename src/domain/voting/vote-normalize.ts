import { REASONS_MIN_STARS } from '../constants';
import type { VoteInput } from '../types';

export interface NormalizedVote extends VoteInput {
  reasonTags: string[];
}

/** Factors only count for a race rated good or better; a low rating carries none. */
export function normalizeVote(vote: VoteInput): NormalizedVote {
  const reasonTags = vote.starRating < REASONS_MIN_STARS ? [] : [...(vote.reasonTags ?? [])];
  return { ...vote, reasonTags };
}
