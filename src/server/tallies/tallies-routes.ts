import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { getTallySchema, listTalliesSchema } from './tallies-schemas';

type RaceParams = { Params: { raceId: string } };

export async function talliesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/tallies', { schema: listTalliesSchema }, async () => app.deps.tallies.listAll());

  app.get<RaceParams>('/api/tallies/:raceId', { schema: getTallySchema }, async (request) => {
    const tally = await app.deps.tallies.get(request.params.raceId);
    if (!tally) throw notFound(`No race with id '${request.params.raceId}'.`, 'RACE_NOT_FOUND');
    return tally;
  });
}
