import type { FastifyInstance } from 'fastify';
import { benchNoopSchema } from './bench-schemas';

/**
 * POST /api/bench/noop — the benchmark's baseline: the same Fastify pipeline as a vote
 * (JSON body parsing, hooks, security headers, JSON reply) with no session check and no
 * database. Votes/s divided by this route's requests/s shows what the vote itself costs.
 * Registered only with BENCH_ROUTES=on.
 */
export async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/bench/noop', { schema: benchNoopSchema }, async () => ({ ok: true }));
}
