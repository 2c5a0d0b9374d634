import { THEMES } from '../../domain/site/themes';
import { errorResponses, textResponse } from '../http/error-schema';
import { sportQueryProperty } from '../races/sport-query';
import { languageQueryProperty } from '../share/link-language';

export const embedCardSchema = {
  summary: "A race's spoiler-free verdict card for an <iframe> on any site",
  tags: ['feeds'],
  params: {
    type: 'object',
    properties: { raceId: { type: 'string' } },
    required: ['raceId'],
  },
  querystring: {
    type: 'object',
    properties: {
      livery: {
        type: 'string',
        description: `Accent colour: ${THEMES.map((t) => t.key).join(', ')} (others fall back to the default)`,
      },
      ...languageQueryProperty,
      ...sportQueryProperty(false),
    },
  },
  response: {
    200: textResponse('text/html', 'The card'),
    404: textResponse('text/html', 'No race with this id'),
    ...errorResponses,
  },
} as const;
