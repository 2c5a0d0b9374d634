import { errorResponses, textResponse } from '../http/error-schema';
import { languageQueryProperty } from './link-language';

export const sharePageSchema = {
  summary: "A shared race link: the app with the race's spoiler-free preview tags",
  tags: ['pages'],
  params: {
    type: 'object',
    properties: { raceId: { type: 'string' } },
    required: ['raceId'],
  },
  querystring: { type: 'object', properties: languageQueryProperty },
  response: {
    200: textResponse('text/html', 'The app page'),
    302: { type: 'null', description: 'Unknown race: home instead' },
    ...errorResponses,
  },
} as const;
