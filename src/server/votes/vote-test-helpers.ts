import type { FastifyInstance } from 'fastify';

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

/** A small seeded generator, so a failing concurrency run can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
