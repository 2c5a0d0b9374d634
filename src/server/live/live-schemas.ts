import { errorSchema, textResponse } from '../http/error-schema';

export const liveFeedSchema = {
  summary: 'Server-Sent Events: race list and tally changes',
  description:
    'HEAD answers with the stream headers only. Streams are capped per client address (429 TOO_MANY_LIVE_STREAMS) and per instance (503 LIVE_STREAMS_FULL), with Retry-After.',
  tags: ['races'],
  response: {
    200: textResponse('text/event-stream', 'An endless event stream'),
    429: errorSchema,
    503: errorSchema,
  },
} as const;
