import { z } from 'zod';
import { RACE_ID_MAX_LENGTH } from '../constants';
import { STAR_VALUES, type StarRating, WATCH_MODES } from '../types';
import { MAX_REASON_TAGS, REASON_TAG_IDS } from './reason-tags';
import { type NormalizedVote, normalizeVote } from './vote-normalize';

export const INVALID_VOTE_CODE = 'INVALID_VOTE';

const required = (field: string, rule: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${field} is required.` : `${field} ${rule}.`;

const TAG_LIST = REASON_TAG_IDS.join(', ');
const MODE_LIST = WATCH_MODES.join(', ');
const [MIN_STARS, MAX_STARS] = [STAR_VALUES[0], STAR_VALUES[4]];
const STAR_RULE = `must be a whole number from ${MIN_STARS} to ${MAX_STARS}`;

/** One schema for the vote form and the server; every message names the field and the rule. */
export const voteSchema = z.strictObject(
  {
    raceId: z
      .string({ error: required('raceId', 'must be a string') })
      .min(1, { error: 'raceId must not be empty.' })
      .max(RACE_ID_MAX_LENGTH, {
        error: `raceId must be at most ${RACE_ID_MAX_LENGTH} characters.`,
      }),
    starRating: z
      .int({ error: required('starRating', STAR_RULE) })
      .min(MIN_STARS, { error: `starRating ${STAR_RULE}.` })
      .max(MAX_STARS, { error: `starRating ${STAR_RULE}.` }),
    viewMode: z.enum(WATCH_MODES, { error: required('viewMode', `must be one of: ${MODE_LIST}`) }),
    reasonTags: z
      .array(z.enum(REASON_TAG_IDS, { error: `reasonTags may only contain: ${TAG_LIST}.` }), {
        error: 'reasonTags must be a list of tag ids.',
      })
      .max(MAX_REASON_TAGS, { error: `reasonTags may hold at most ${MAX_REASON_TAGS} tags.` })
      .refine((tags) => new Set(tags).size === tags.length, {
        error: 'reasonTags must not repeat a tag.',
      })
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field(s) in vote: ${issue.keys.join(', ')}.`
        : 'A vote must be a JSON object.',
  },
);

export type ParseVoteResult =
  | { ok: true; vote: NormalizedVote }
  | { ok: false; error: string; code: typeof INVALID_VOTE_CODE };

/** The sentence a refused vote gets: the first problem the schema found. */
export function voteProblem(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? 'The vote is not valid.';
}

/** A vote the schema accepted, as it is counted (factors dropped below the threshold). */
export function acceptedVote(vote: z.output<typeof voteSchema>): NormalizedVote {
  return normalizeVote({
    raceId: vote.raceId,
    starRating: vote.starRating as StarRating,
    viewMode: vote.viewMode,
    reasonTags: vote.reasonTags,
  });
}

export function parseVote(input: unknown): ParseVoteResult {
  const result = voteSchema.safeParse(input);
  if (!result.success) {
    return { ok: false, error: voteProblem(result.error.issues), code: INVALID_VOTE_CODE };
  }
  return { ok: true, vote: acceptedVote(result.data) };
}

// The tally arithmetic is part of the vote's rules; it lives in its own file for size.
export {
  aggregateVotes,
  applyTallyDelta,
  type StoredVote,
  sumTallyDeltas,
  type TallyDelta,
  tallyDelta,
  withdrawalDelta,
} from './tally-delta';
// The client needs normalizeVote without zod (first-load budget), so it has its own file.
export { type NormalizedVote, normalizeVote } from './vote-normalize';
