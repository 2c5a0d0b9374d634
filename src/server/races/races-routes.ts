import type { FastifyInstance } from 'fastify';

export async function racesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/races', async () => app.deps.races.list());
}
