import {
  ALL_SPORTS,
  DEFAULT_SPORT,
  isSport,
  SPORT_QUERY_PARAM,
  SPORTS,
  type Sport,
} from '../../domain/sports/sports';
import { badRequest } from '../http/errors';
import type { SportScope } from '../live/home-snapshot';

// `?sport=` on the race lists, tallies, calendar, feed and embeds: Formula 1 when absent
// (the spec's contract for existing clients), one sport, or on the lists every sport.

export const UNKNOWN_SPORT = 'UNKNOWN_SPORT';

/** The `sport` query property of a route's schema; checked by the handler (its own code). */
export function sportQueryProperty(allowAll: boolean) {
  const values = allowAll ? [...SPORTS, ALL_SPORTS] : [...SPORTS];
  return {
    [SPORT_QUERY_PARAM]: {
      type: 'string',
      description: `One of ${values.join(', ')}; ${DEFAULT_SPORT} when absent${allowAll ? `; '${ALL_SPORTS}' is every sport` : ''}. Anything else is a 400 (${UNKNOWN_SPORT}).`,
      examples: ['motogp'],
    },
  } as const;
}

function unknownSport(value: unknown) {
  return badRequest(
    `Unknown sport '${String(value).slice(0, 40)}': use one of ${SPORTS.join(', ')}.`,
    UNKNOWN_SPORT,
  );
}

/** The sport a request names (Formula 1 when none); a 400 for any other value. */
export function sportOfQuery(query: unknown): Sport {
  const value = (query as Record<string, unknown> | undefined)?.[SPORT_QUERY_PARAM];
  if (value === undefined) return DEFAULT_SPORT;
  if (isSport(value)) return value;
  throw unknownSport(value);
}

/** The same, where `all` (every sport) is allowed too. */
export function sportScopeOfQuery(query: unknown): SportScope {
  const value = (query as Record<string, unknown> | undefined)?.[SPORT_QUERY_PARAM];
  return value === ALL_SPORTS ? ALL_SPORTS : sportOfQuery(query);
}
