import { WATCH_MODES } from '../../domain/types';
import { INVALID_VOTE_CODE, voteProblem, voteSchema } from '../../domain/voting/vote';
import { errorResponses } from '../http/error-schema';
import { ApiHttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';

/** The vote's body: the domain's schema, refused with its own sentence as INVALID_VOTE. */
export const voteBody = jsonBody(voteSchema, {
  what: 'the vote',
  refuse: (issues) => new ApiHttpError(400, INVALID_VOTE_CODE, voteProblem(issues)),
});

export const castVoteSchema = {
  summary:
    "Rate a race that takes votes: the race being rated, or a race from before the site's first season (one vote per identity; a new one replaces it)",
  tags: ['votes'],
  security: [{ bearerIdentity: [] }],
  response: {
    200: {
      type: 'object',
      properties: {
        isUpdate: { type: 'boolean' },
        previousStarRating: { type: ['integer', 'null'] },
        previousViewMode: { type: ['string', 'null'], enum: [...WATCH_MODES, null] },
        previousReasonTags: { type: 'array', items: { type: 'string' } },
      },
      required: ['isUpdate', 'previousStarRating', 'previousViewMode', 'previousReasonTags'],
    },
    ...errorResponses,
  },
} as const;
