import { OLDEST_SEASON } from '../../domain/races/shown-seasons';
import { HIDDEN_GEM_MIN_SCORE } from '../../domain/rankings/race-ranking';
import {
  decadeOf,
  HIDDEN_GEMS_LIST,
  INVALID_RANKING_QUERY,
  RANKING_CIRCUIT_MAX_LENGTH,
  RANKING_MAX_PAGE,
  RANKING_MAX_PAGE_SIZE,
  RANKING_PAGE_SIZE,
  type RankingParam,
} from '../../domain/rankings/ranking-query';
import { ALL_SPORTS, SPORTS } from '../../domain/sports/sports';
import { WATCH_MODES } from '../../domain/types';
import { REASON_TAG_IDS } from '../../domain/voting/reason-tags';
import { errorResponses } from '../http/error-schema';
import { raceSchema } from '../races/races-schemas';
import { languageQueryProperty } from '../share/link-language';
import { tallySchema } from '../tallies/tallies-schemas';

// Every parameter is declared as text and read by the domain's parser (its own code,
// INVALID_RANKING_QUERY, and a sentence naming the parameter and its rule).
const param = (description: string, examples: string[]) =>
  ({ type: 'string', description, examples }) as const;

const queryProperties: Record<RankingParam, ReturnType<typeof param>> = {
  sport: param(`One of ${SPORTS.join(', ')}; every series when absent or '${ALL_SPORTS}'.`, [
    'formula1',
  ]),
  decade: param(
    `The first year of a decade, ${decadeOf(OLDEST_SEASON)} up to the current one: races of its seasons.`,
    ['1980'],
  ),
  circuit: param(
    `A race's \`location\`, exactly (1 to ${RANKING_CIRCUIT_MAX_LENGTH} characters); the reply's filters.circuits lists them.`,
    ['Monte Carlo'],
  ),
  way: param(
    `Races whose crowd's most chosen way to watch is this one: ${WATCH_MODES.join(', ')}.`,
    ['Full Race'],
  ),
  factor: param(
    `Races showing this vibe factor (its share and head count, as the explorer filters): ${REASON_TAG_IDS.join(', ')}.`,
    ['overtakes'],
  ),
  list: param(
    `'${HIDDEN_GEMS_LIST}': verdicts of ${HIDDEN_GEM_MIN_SCORE.toFixed(1)} or more that are still the data's, too few fans having rated the race for a crowd verdict.`,
    [HIDDEN_GEMS_LIST],
  ),
  page: param(`1-based, up to ${RANKING_MAX_PAGE}; a page past the end has no items.`, ['2']),
  pageSize: param(
    `Races a page, 1 to ${RANKING_MAX_PAGE_SIZE}; ${RANKING_PAGE_SIZE} when absent.`,
    ['50'],
  ),
};

const rankingItemSchema = {
  type: 'object',
  properties: {
    rank: { type: 'integer', description: '1 the best of the races the query keeps' },
    race: raceSchema,
    tally: tallySchema,
    verdict: {
      type: 'object',
      description:
        "What the race is ranked by: the fans' average once enough fans rated it, else the data verdict (its AI rating)",
      properties: {
        score: { type: 'number' },
        from: { type: 'string', enum: ['crowd', 'data'] },
      },
      required: ['score', 'from'],
    },
  },
  required: ['rank', 'race', 'tally', 'verdict'],
} as const;

export const listRankingsSchema = {
  summary:
    'The best races of all time, every season and series with a verdict, best first (score, then votes, then the newer race, then id), a page at a time; with ?lang=, each race with its names written in that language',
  description: `Verdicts only, never a result; the spoiler shield is the client's (it knows a device's marks, the server does not). Anything malformed is a 400 (${INVALID_RANKING_QUERY}), but for ?lang=: a language none of ours names no language, as on every link; parameters the route does not know are ignored.`,
  tags: ['tallies'],
  querystring: { type: 'object', properties: { ...queryProperties, ...languageQueryProperty } },
  response: {
    200: {
      type: 'object',
      properties: {
        items: { type: 'array', items: rankingItemSchema },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        total: { type: 'integer', description: 'Races the query keeps, over every page' },
        filters: {
          type: 'object',
          description:
            'The choices a page may offer: decades (oldest first) and circuits (A to Z) with a race under every other filter of the query',
          properties: {
            decades: { type: 'array', items: { type: 'integer' } },
            circuits: { type: 'array', items: { type: 'string' } },
            circuitNames: {
              type: 'object',
              description:
                'Present only when ?lang= names one of our languages: each circuit that language writes otherwise, by its name in circuits',
              additionalProperties: { type: 'string' },
            },
          },
          required: ['decades', 'circuits'],
        },
      },
      required: ['items', 'page', 'pageSize', 'total', 'filters'],
    },
    ...errorResponses,
  },
} as const;
