import { SPORTS } from '../../domain/types';
import { errorResponses } from '../http/error-schema';

export const raceSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Stable, URL-safe: <season>-<slug of the name>' },
    season: { type: 'integer' },
    round: { type: 'integer' },
    name: { type: 'string' },
    date: { type: 'string', format: 'date', description: 'Race day (YYYY-MM-DD)' },
    location: { type: 'string' },
    countryFlag: { type: 'string' },
    isCurrent: { type: 'boolean', description: 'Voting is open for this race' },
    sport: { type: 'string', enum: [...SPORTS] },
    startsAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Grand Prix start in UTC (ISO 8601), when known',
    },
    cancelled: {
      type: 'boolean',
      description: 'Present (true) only when the race was called off; it never takes votes',
    },
    kind: {
      type: 'string',
      enum: ['sprint'],
      description: "Present ('sprint') only for a sprint race; every other race is a Grand Prix",
    },
    weekendOf: {
      type: 'string',
      description: "A sprint's Grand Prix (its id): the weekend the sprint belongs to",
    },
  },
  required: [
    'id',
    'season',
    'round',
    'name',
    'date',
    'location',
    'countryFlag',
    'isCurrent',
    'sport',
  ],
} as const;

export const listRacesSchema = {
  summary: 'Every race, date ascending',
  tags: ['races'],
  response: { 200: { type: 'array', items: raceSchema }, ...errorResponses },
} as const;
