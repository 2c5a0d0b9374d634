import type { FastifyInstance } from 'fastify';
import { listRacesSchema } from './races-schemas';

export async function racesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/races', { schema: listRacesSchema }, async () => app.deps.races.list());
}
