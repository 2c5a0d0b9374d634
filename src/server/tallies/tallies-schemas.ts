import { AI_RATING_SOURCES, STAR_VALUES, WATCH_MODES } from '../../domain/types';
import { errorResponses } from '../http/error-schema';
import { seasonQueryProperty } from '../races/season-query';
import { sportQueryProperty } from '../races/sport-query';

const counts = (keys: readonly (string | number)[]) => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((key) => [String(key), { type: 'integer' }])),
  required: keys.map(String),
});

export const tallySchema = {
  type: 'object',
  properties: {
    raceId: { type: 'string' },
    totalVotes: { type: 'integer' },
    totalStars: { type: 'integer' },
    starBuckets: counts(STAR_VALUES),
    viewModes: counts(WATCH_MODES),
    reasonTagTallies: {
      type: 'object',
      description: 'Votes per vibe factor id',
      additionalProperties: { type: 'integer' },
    },
    AI_Rating: { type: 'boolean' },
    AI_Rating_Value: { type: ['number', 'null'] },
    AI_Rating_Source: {
      type: ['string', 'null'],
      enum: [...AI_RATING_SOURCES, null],
      description: "Whose verdict the AI rating is: an operator's, OpenF1's or the results'",
    },
  },
  required: [
    'raceId',
    'totalVotes',
    'totalStars',
    'starBuckets',
    'viewModes',
    'reasonTagTallies',
    'AI_Rating',
    'AI_Rating_Value',
    'AI_Rating_Source',
  ],
} as const;

export const listTalliesSchema = {
  summary:
    "Tallies of one sport's races (Formula 1 unless ?sport= names another, or 'all') of one season (?season=) or the seasons shown by default, keyed by race id",
  tags: ['tallies'],
  querystring: {
    type: 'object',
    properties: { ...sportQueryProperty(true), ...seasonQueryProperty },
  },
  response: {
    200: { type: 'object', additionalProperties: tallySchema },
    ...errorResponses,
  },
} as const;

export const getTallySchema = {
  summary: "One race's tally (a zero tally when nobody rated it yet)",
  tags: ['tallies'],
  params: {
    type: 'object',
    properties: { raceId: { type: 'string' } },
    required: ['raceId'],
  },
  response: { 200: tallySchema, ...errorResponses },
} as const;
