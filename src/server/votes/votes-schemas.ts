import { WATCH_MODES } from '../../domain/types';
import { voteSchema } from '../../domain/vote';
import { errorResponses, requestBodySchema } from '../http/error-schema';

export const castVoteSchema = {
  summary: 'Rate the race that is open for voting (one vote per identity; a new one replaces it)',
  tags: ['votes'],
  security: [{ bearerIdentity: [] }],
  body: requestBodySchema(voteSchema),
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
