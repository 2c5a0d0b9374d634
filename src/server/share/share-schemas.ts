import { errorResponses, textResponse } from '../http/error-schema';
import { languageQueryProperty } from './link-language';

export const sharePageSchema = {
  summary:
    "A race's own page (the link fans share): the app with the race's spoiler-free preview tags, its summary drawn for readers without script and its data for the app",
  tags: ['pages'],
  params: {
    type: 'object',
    properties: { raceId: { type: 'string' } },
    required: ['raceId'],
  },
  querystring: { type: 'object', properties: languageQueryProperty },
  response: {
    200: textResponse('text/html', "The race's page"),
    404: textResponse('text/html', 'Unknown race: the app, which shows its DNF page'),
    ...errorResponses,
  },
} as const;
