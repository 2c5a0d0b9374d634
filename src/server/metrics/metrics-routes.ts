import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from '../http/errors';
import { metricsSchema } from './metrics-schemas';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token matches, compared in constant time (digests: equal lengths always). */
export function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN. Without
 * the setting, or without the token, the answer is the 404 of a path that does not exist.
 * Request durations are recorded only while it is on (by route pattern: bounded labels).
 */
async function metricsRoutesPlugin(app: FastifyInstance): Promise<void> {
  const { config, metrics } = app.deps;
  const token = config.metricsToken;
  const absent = () => new ApiHttpError(404, 'NOT_FOUND', 'No such endpoint: GET /metrics');
  if (token) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  // Not rate-limited (no per-route limit here); a scraper asks every few seconds.
  app.get('/metrics', { schema: metricsSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token || !carriesToken(request, token)) throw absent();
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}

export const metricsRoutes = fp(metricsRoutesPlugin, {
  name: 'metrics-routes',
  dependencies: ['deps', 'openapi'],
});
