import type { VoteInput } from '../types';

/** Stars from which the vote form offers the factors (reasons) step; below it tags are cleared. */
export const REASONS_MIN_STARS = 3;

export interface NormalizedVote extends VoteInput {
  reasonTags: string[];
}

/** Factors only count for a race rated good or better; a low rating carries none. */
export function normalizeVote(vote: VoteInput): NormalizedVote {
  const reasonTags = vote.starRating < REASONS_MIN_STARS ? [] : [...(vote.reasonTags ?? [])];
  // Field by field, not by spreading: every vote the server takes passes here, and a
  // spread copy costs V8 far more than a literal of known shape.
  return { raceId: vote.raceId, starRating: vote.starRating, viewMode: vote.viewMode, reasonTags };
}
