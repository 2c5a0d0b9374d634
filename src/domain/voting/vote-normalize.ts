import { REASONS_MIN_STARS } from '../constants';
import type { VoteInput } from '../types';

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
