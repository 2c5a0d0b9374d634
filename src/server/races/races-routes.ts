import type { FastifyInstance } from 'fastify';
import { sendCached } from '../live/cached-reply';
import { listRacesSchema } from './races-schemas';

export async function racesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/races', { schema: listRacesSchema }, async (request, reply) =>
    sendCached(request, reply, await app.deps.homeSnapshot.races()),
  );
}
