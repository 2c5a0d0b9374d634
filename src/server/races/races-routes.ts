import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendCached } from '../live/cached-reply';
import { listRacesSchema } from './races-schemas';

async function racesRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/races', { schema: listRacesSchema }, async (request, reply) =>
    sendCached(request, reply, await app.deps.homeSnapshot.races()),
  );
}

export const racesRoutes = fp(racesRoutesPlugin, {
  name: 'races-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
