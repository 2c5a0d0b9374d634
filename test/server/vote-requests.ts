import type { FastifyInstance } from 'fastify';
import { STAR_VALUES, WATCH_MODES } from '../../src/domain/types';
import { REASON_TAG_IDS } from '../../src/domain/voting/reason-tags';
import type { StoredVote } from '../../src/domain/voting/vote';

/** A fresh anonymous identity from the API. */
export async function newToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/session' });
  if (res.statusCode !== 201) throw new Error(`session failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function postVote(
  app: FastifyInstance,
  token: string | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/votes',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const [tagA, tagB, tagC] = REASON_TAG_IDS;
/**
 * Four votes that between them use every way to watch, both ends of the stars and
 * overlapping tag sets: the storage tests check the tally rule on every pair of them.
 */
export const RULE_SHAPES: readonly StoredVote[] = [
  { starRating: STAR_VALUES[0], viewMode: WATCH_MODES[0], reasonTags: [] },
  { starRating: STAR_VALUES[2], viewMode: WATCH_MODES[1], reasonTags: [tagA!] },
  { starRating: STAR_VALUES[4], viewMode: WATCH_MODES[2], reasonTags: [tagA!, tagB!] },
  { starRating: STAR_VALUES[3], viewMode: WATCH_MODES[0], reasonTags: [tagB!, tagC!] },
];
/** Every (no vote or one of RULE_SHAPES, then one of RULE_SHAPES) pair: 20 in all. */
export const RULE_PAIRS = [null, ...RULE_SHAPES].flatMap((previous) =>
  RULE_SHAPES.map((next) => [previous, next] as const),
);
