import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors';
import { sendCached } from '../live/cached-reply';
import { seasonOfQuery } from '../races/season-query';
import { sportScopeOfQuery } from '../races/sport-query';
import { getTallySchema, listTalliesSchema } from './tallies-schemas';

type RaceParams = { Params: { raceId: string } };

async function talliesRoutesPlugin(app: FastifyInstance): Promise<void> {
  // The same races as GET /api/races with the same query: one season, or the default ones.
  app.get('/api/tallies', { schema: listTalliesSchema }, async (request, reply) => {
    const scope = sportScopeOfQuery(request.query);
    const season = seasonOfQuery(request.query);
    return sendCached(request, reply, await app.deps.homeSnapshot.tallies(scope, season));
  });

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
