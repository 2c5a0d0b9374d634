import { SPORTS } from '../../domain/sports/sports';
import { errorResponses } from '../http/error-schema';
import { languageQueryProperty } from '../share/link-language';
import { seasonQueryProperty } from './season-query';
import { sportQueryProperty } from './sport-query';

/** A race's names in the language a read asked for (domain/races/written-race-names.ts). */
export const raceNamesSchema = {
  type: 'object',
  description:
    'Present only when ?lang= names one of our languages: the race as that language writes it',
  properties: {
    full: {
      type: 'string',
      description: "Its full name, without its series: 'Gran Premio de Hungría'",
    },
    short: { type: 'string', description: "What lists and cards show: 'GP de Hungría'" },
    place: { type: 'string', description: "Its circuit or town: 'Ciudad de México'" },
    voting: {
      type: 'object',
      description: "Its voting section's heading: the form it takes and the race as written in it",
      properties: {
        kind: { type: 'string', enum: ['grandPrix', 'sprint', 'event'] },
        race: { type: 'string', description: 'In capitals' },
      },
      required: ['kind', 'race'],
    },
  },
  required: ['full', 'short', 'place', 'voting'],
} as const;

export const raceSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      description:
        "Stable, URL-safe: <season>-<slug of the name> ('2025-las-vegas-grand-prix'); other sports' ids lead with the sport ('2026-motogp-qatar-grand-prix', '2026-formula-e-jeddah-e-prix-race-1')",
    },
    season: { type: 'integer' },
    round: { type: 'integer' },
    name: {
      type: 'string',
      description:
        "As the sport's fans say it: 'Las Vegas Grand Prix', 'MotoGP Qatar Grand Prix', 'F2 Bahrain Feature Race', 'Jeddah E-Prix, Race 1'",
    },
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
      description:
        "Present ('sprint') only for a sprint race (F1's, MotoGP's, F2's and F3's sprint race); every other race is its round's main race",
    },
    weekendOf: {
      type: 'string',
      description: "A sprint's Grand Prix (its id): the weekend the sprint belongs to",
    },
    names: raceNamesSchema,
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
  summary:
    "One sport's races (Formula 1 unless ?sport= names another, or 'all') of one season (?season=) or the seasons shown by default, date ascending; with ?lang=, each with its names written in that language",
  tags: ['races'],
  querystring: {
    type: 'object',
    properties: { ...sportQueryProperty(true), ...seasonQueryProperty, ...languageQueryProperty },
  },
  response: { 200: { type: 'array', items: raceSchema }, ...errorResponses },
} as const;

export const listSeasonsSchema = {
  summary:
    "Every season with a race of one sport (Formula 1 unless ?sport= names another, or 'all'), newest first: the seasons ?season= can name",
  tags: ['races'],
  querystring: { type: 'object', properties: sportQueryProperty(true) },
  response: {
    200: {
      type: 'object',
      properties: { seasons: { type: 'array', items: { type: 'integer' } } },
      required: ['seasons'],
    },
    ...errorResponses,
  },
} as const;

export const listSportsSchema = {
  summary: 'The sports this site carries: Formula 1, then every sport with a race stored',
  tags: ['races'],
  response: {
    200: {
      type: 'object',
      properties: { sports: { type: 'array', items: { type: 'string', enum: [...SPORTS] } } },
      required: ['sports'],
    },
    ...errorResponses,
  },
} as const;
