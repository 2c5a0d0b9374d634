import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ATOM_FEED_PATH,
  CALENDAR_FEED_PATH,
  EMBED_ROUTE,
  OPENAPI_DOCUMENT_PATH,
} from '../../domain/sharing/public-feeds';

/**
 * Routes any site may read from its own pages. They hold only public, spoiler-free data
 * and take no credentials, so `*` is safe; writes stay same-origin (same-origin-writes).
 */
export const PUBLIC_READ_ROUTES: ReadonlySet<string> = new Set([
  '/api/races',
  '/api/seasons',
  '/api/tallies',
  '/api/tallies/:raceId',
  // A race's own page: what the reads above tell of it, with its rank and neighbours.
  '/api/race-pages/:raceId',
  // The best races of all time: verdicts only, as the lists above.
  '/api/rankings',
  CALENDAR_FEED_PATH,
  ATOM_FEED_PATH,
  EMBED_ROUTE,
  OPENAPI_DOCUMENT_PATH,
]);

async function installPublicReadCors(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!PUBLIC_READ_ROUTES.has(request.routeOptions.url ?? '')) return;
    reply.header('access-control-allow-origin', '*');
    // Conditional reads (ETag) work across origins too.
    reply.header('access-control-expose-headers', 'ETag');
  });
}

export const publicReadCors = fp(installPublicReadCors, { name: 'public-read-cors' });
