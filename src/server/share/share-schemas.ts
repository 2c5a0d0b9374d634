import { PREVIEW_IMAGE_TYPE, PREVIEW_VERSION_PARAM } from '../../domain/sharing/preview-card';
import { errorResponses, textResponse } from '../http/error-schema';
import { languageQueryProperty } from './link-language';

const raceParams = {
  type: 'object',
  properties: { raceId: { type: 'string' } },
  required: ['raceId'],
} as const;

export const sharePageSchema = {
  summary:
    "A race's own page (the link fans share): the app with the race's spoiler-free preview tags, its summary drawn for readers without script and its data for the app",
  tags: ['pages'],
  params: raceParams,
  querystring: { type: 'object', properties: languageQueryProperty },
  response: {
    200: textResponse('text/html', "The race's page"),
    404: textResponse('text/html', 'Unknown race: the app, which shows its DNF page'),
    ...errorResponses,
  },
} as const;

export const previewImageSchema = {
  summary:
    "A race's verdict card as a 1200×630 PNG, the picture chat apps and search engines show beside its link (og:image): name, season, series, the verdict in numbers and stars or in words, the best way to watch and the top vibe factors; never a result",
  tags: ['pages'],
  params: raceParams,
  querystring: {
    type: 'object',
    properties: {
      ...languageQueryProperty,
      [PREVIEW_VERSION_PARAM]: {
        description:
          "The card's version as the race's page names it, so caches that keep images by address fetch a changed card; any value gets the current card",
      },
    },
  },
  response: {
    200: {
      description: 'The card (ETag and a one-minute Cache-Control; If-None-Match gets a 304)',
      content: { [PREVIEW_IMAGE_TYPE]: { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses,
  },
} as const;
