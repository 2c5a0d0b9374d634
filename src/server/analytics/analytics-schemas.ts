import { analyticsBatchSchema } from '../../domain/analytics-batch';
import { errorResponses, requestBodySchema } from '../http/error-schema';

export const recordEventsSchema = {
  summary: 'First-party analytics events (also sent as text/plain by beacons)',
  tags: ['analytics'],
  body: requestBodySchema(analyticsBatchSchema),
  response: {
    202: {
      type: 'object',
      properties: { accepted: { type: 'integer' } },
      required: ['accepted'],
    },
    ...errorResponses,
  },
} as const;
