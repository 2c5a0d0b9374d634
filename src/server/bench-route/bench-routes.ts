import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { benchNoopSchema } from './bench-schemas';

/**
 * POST /api/bench/noop — the benchmark's baseline: the same Fastify pipeline as a vote
 * (JSON body parsing, hooks, security headers, JSON reply) with no session check and no
 * database. Votes/s divided by this route's requests/s shows what the vote itself costs.
 * Registered only with BENCH_ROUTES=on.
 */
async function benchRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.post('/api/bench/noop', { schema: benchNoopSchema }, async () => ({ ok: true }));
}

export const benchRoutes = fp(benchRoutesPlugin, {
  name: 'bench-routes',
  dependencies: ['openapi'],
  encapsulate: true,
});
