import { analyticsBatchSchema, batchProblem } from '../../domain/analytics/analytics-batch';
import { INVALID_EVENTS_CODE } from '../../domain/analytics/analytics-events';
import { errorResponses } from '../http/error-schema';
import { ApiHttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';

export const invalidEvents = (problem: string) =>
  new ApiHttpError(400, INVALID_EVENTS_CODE, `Invalid events: ${problem}`);

/**
 * A batch of events. Its media type is not checked here: JSON and a beacon's text/plain
 * both arrive parsed, and any other type has no parser (415).
 */
export const eventsBody = jsonBody(analyticsBatchSchema, {
  refuse: (issues) => invalidEvents(batchProblem(issues)),
});

export const recordEventsSchema = {
  summary: 'First-party analytics events (also sent as text/plain by beacons)',
  tags: ['analytics'],
  response: {
    202: {
      type: 'object',
      properties: { accepted: { type: 'integer' } },
      required: ['accepted'],
    },
    ...errorResponses,
  },
} as const;
