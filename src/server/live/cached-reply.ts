import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './home-snapshot';

/**
 * Shared caches (a CDN) may hold the home data for a second and serve it up to two more
 * while they fetch a fresh copy; browsers revalidate every time (max-age=0), which costs a
 * 304 when nothing changed.
 */
export const HOME_DATA_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';

/** If-None-Match holds this validator (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a pre-serialised JSON body with its ETag, or a bodiless 304 when the client has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('etag', body.etag).header('cache-control', HOME_DATA_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}
