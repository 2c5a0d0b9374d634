import { errorResponses, textResponse } from '../http/error-schema';

export const metricsSchema = {
  summary:
    'Prometheus metrics of this instance (bearer METRICS_TOKEN; 404 without it or when unset)',
  tags: ['operations'],
  response: {
    200: textResponse('text/plain', 'The Prometheus text exposition format'),
    ...errorResponses,
  },
} as const;
