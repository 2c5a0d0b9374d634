import { textResponse } from '../http/error-schema';

export const liveFeedSchema = {
  summary: 'Server-Sent Events: race list and tally changes',
  tags: ['races'],
  response: { 200: textResponse('text/event-stream', 'An endless event stream') },
} as const;
