import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';

export async function talliesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/tallies', async () => app.deps.tallies.listAll());

  app.get<{ Params: { raceId: string } }>('/api/tallies/:raceId', async (request) => {
    const tally = await app.deps.tallies.get(request.params.raceId);
    if (!tally) throw notFound(`No race with id '${request.params.raceId}'.`, 'RACE_NOT_FOUND');
    return tally;
  });
}
