import type { FastifyInstance } from 'fastify';
import { sendCached } from './cached-reply';

export async function racesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/races', async (request, reply) =>
    sendCached(request, reply, await app.deps.homeSnapshot.races()),
  );
}
