import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { racePageData } from '../../domain/races/race-page';
import { notFound } from '../http/errors';
import { sendCached } from '../live/cached-reply';
import { cachedBody } from '../live/home-snapshot';
import { linkLanguage } from '../share/link-language';
import { getRacePageSchema } from './race-page-schemas';

type RaceParams = { Params: { raceId: string } };

/**
 * GET /api/race-pages/:raceId — what a race's page shows, from the home snapshot (no
 * database read): the app opening a race's page from inside the app reads this, and the
 * page the server draws embeds the same data. With ?lang= naming one of our languages,
 * every race on it carries its names written in that language.
 */
async function racePageRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.get<RaceParams>(
    '/api/race-pages/:raceId',
    { schema: getRacePageSchema },
    async (request, reply) => {
      const { raceId } = request.params;
      const read =
        raceId.length <= RACE_ID_MAX_LENGTH ? await app.deps.homeSnapshot.racePage(raceId) : null;
      if (!read) throw notFound(`No race with id '${raceId}'.`, 'RACE_NOT_FOUND');
      const { asked } = linkLanguage(request.query);
      const page = racePageData(read.race, { ...read, now: Date.now(), language: asked });
      return sendCached(request, reply, cachedBody(JSON.stringify(page)));
    },
  );
}

export const racePageRoutes = fp(racePageRoutesPlugin, {
  name: 'race-page-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
