import { NEWEST_SEASON, OLDEST_SEASON, parseSeason } from '../../domain/races/shown-seasons';
import { badRequest } from '../http/errors';

// `?season=` on the race lists and tallies: one season of the sport, or — when absent —
// the seasons the site shows by default (docs/decisions/0131).

export const SEASON_QUERY_PARAM = 'season';
export const INVALID_SEASON = 'INVALID_SEASON';

/** The `season` query property of a route's schema; checked by the handler (its own code). */
export const seasonQueryProperty = {
  [SEASON_QUERY_PARAM]: {
    type: 'string',
    description: `One season, a year from ${OLDEST_SEASON} to ${NEWEST_SEASON}. Without it, the seasons the site has run itself (from its launch season on), never the archive before them. Anything else is a 400 (${INVALID_SEASON}).`,
    examples: ['2021'],
  },
} as const;

/** The season a request names; undefined when it names none, a 400 for anything else. */
export function seasonOfQuery(query: unknown): number | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[SEASON_QUERY_PARAM];
  if (value === undefined) return undefined;
  const season = parseSeason(value);
  if (season !== null) return season;
  throw badRequest(
    `Unknown season '${String(value).slice(0, 40)}': use a year from ${OLDEST_SEASON} to ${NEWEST_SEASON}.`,
    INVALID_SEASON,
  );
}
