import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors';
import { sendCached } from '../live/cached-reply';
import { sportScopeOfQuery } from '../races/sport-query';
import { getTallySchema, listTalliesSchema } from './tallies-schemas';

type RaceParams = { Params: { raceId: string } };

async function talliesRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/tallies', { schema: listTalliesSchema }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await app.deps.homeSnapshot.tallies(sportScopeOfQuery(request.query)),
    ),
  );

  app.get<RaceParams>(
    '/api/tallies/:raceId',
    { schema: getTallySchema },
    async (request, reply) => {
      const tally = await app.deps.homeSnapshot.tally(request.params.raceId);
      if (!tally) throw notFound(`No race with id '${request.params.raceId}'.`, 'RACE_NOT_FOUND');
      return reply.type('application/json; charset=utf-8').send(tally);
    },
  );
}

export const talliesRoutes = fp(talliesRoutesPlugin, {
  name: 'tallies-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
