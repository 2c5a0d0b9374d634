import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_SPORT, SPORTS } from '../../domain/sports/sports';
import { sendCached } from '../live/cached-reply';
import { linkLanguage } from '../share/link-language';
import { listRacesSchema, listSeasonsSchema, listSportsSchema } from './races-schemas';
import { seasonOfQuery } from './season-query';
import { sportScopeOfQuery } from './sport-query';

async function racesRoutesPlugin(app: FastifyInstance): Promise<void> {
  // Without ?sport= Formula 1's races only, and without ?season= the seasons the site shows
  // by default (never the archive): what every existing client reads. With ?lang= naming
  // one of our languages, each race's names written in it; any other ?lang= is no language.
  app.get('/api/races', { schema: listRacesSchema }, async (request, reply) => {
    const scope = sportScopeOfQuery(request.query);
    const season = seasonOfQuery(request.query);
    const { asked } = linkLanguage(request.query);
    return sendCached(request, reply, await app.deps.homeSnapshot.races(scope, season, asked));
  });

  // Every season with a race of the sport, newest first: what a season menu offers.
  app.get('/api/seasons', { schema: listSeasonsSchema }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await app.deps.homeSnapshot.seasons(sportScopeOfQuery(request.query)),
    ),
  );

  // Formula 1 always, then every sport with a race stored, in the site's order.
  app.get('/api/sports', { schema: listSportsSchema }, async () => {
    const carried = await app.deps.homeSnapshot.carriedSports();
    return { sports: SPORTS.filter((s) => s === DEFAULT_SPORT || carried.has(s)) };
  });
}

export const racesRoutes = fp(racesRoutesPlugin, {
  name: 'races-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
