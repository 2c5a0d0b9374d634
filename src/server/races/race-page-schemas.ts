import { LANGUAGES } from '../../domain/i18n/languages';
import { errorResponses } from '../http/error-schema';
import { languageQueryProperty } from '../share/link-language';
import { tallySchema } from '../tallies/tallies-schemas';
import { raceSchema } from './races-schemas';

const { id, name, season, round, date, location, sport, kind, names } = raceSchema.properties;

/** A race another part of the page links to (its page is `/r/<id>`). */
const raceLinkSchema = {
  type: 'object',
  properties: { id, name, season, round, date, location, sport, kind, names },
  required: ['id', 'name', 'season', 'round', 'date', 'location', 'sport'],
} as const;

export const getRacePageSchema = {
  summary:
    "What a race's page shows: the race, its tally, its rank in its season, the races before and after it and the other races at its circuit (all of its sport and kind); with ?lang=, every race with its names written in that language",
  tags: ['races'],
  params: {
    type: 'object',
    properties: { raceId: { type: 'string' } },
    required: ['raceId'],
  },
  querystring: { type: 'object', properties: languageQueryProperty },
  response: {
    200: {
      type: 'object',
      properties: {
        race: raceSchema,
        tally: tallySchema,
        seasonRank: {
          description:
            "Its place among its season's races of its sport and kind that have a verdict (the crowd's average, else the data's), 1 the best; null when it has none",
          oneOf: [
            {
              type: 'object',
              properties: { rank: { type: 'integer' }, of: { type: 'integer' } },
              required: ['rank', 'of'],
            },
            { type: 'null' },
          ],
        },
        previous: {
          description:
            'The race of its sport and kind before it, across seasons (called-off races skipped); null for the first',
          oneOf: [raceLinkSchema, { type: 'null' }],
        },
        next: {
          description: 'The race of its sport and kind after it; null for the last',
          oneOf: [raceLinkSchema, { type: 'null' }],
        },
        sameCircuit: {
          description:
            'Other races of its sport and kind at the same place, newest first (at most 8)',
          type: 'array',
          items: raceLinkSchema,
        },
        language: {
          type: 'string',
          enum: [...LANGUAGES],
          description:
            "The language every race's names are written in: present only when ?lang= names one of ours",
        },
      },
      required: ['race', 'tally', 'seasonRank', 'previous', 'next', 'sameCircuit'],
    },
    ...errorResponses,
  },
} as const;
