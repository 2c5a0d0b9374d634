import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { EMBED_ROUTE } from '../../domain/sharing/public-feeds';
import { sharePath, withLanguage } from '../../domain/sharing/share-paths';
import { DEFAULT_THEME_KEY, resolveStoredTheme, themeByKey } from '../../domain/site/themes';
import { emptyTally } from '../../domain/voting/tally';
import { sportOfQuery } from '../races/sport-query';
import { linkLanguage } from '../share/link-language';
import { embedCard, embedNotFound } from './embed-card';
import { embedCardSchema } from './embed-schemas';

type EmbedRequest = {
  Params: { raceId: string };
  Querystring: { livery?: string; lang?: string; sport?: string };
};

/** A minute: a verdict that moves while voting is open shows up soon enough. */
const EMBED_CACHE_CONTROL = 'public, max-age=60';

/** GET /embed/:raceId — framing is allowed here only (see security-headers). */
async function embedRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.get<EmbedRequest>(EMBED_ROUTE, { schema: embedCardSchema }, async (request, reply) => {
    const { raceId } = request.params;
    const theme = themeByKey(resolveStoredTheme(request.query.livery) ?? DEFAULT_THEME_KEY);
    const { asked, reader } = linkLanguage(request.query);
    // A sport named is checked (unknown: 400); an embed of another sport's race is not found.
    const sport = request.query.sport === undefined ? null : sportOfQuery(request.query);
    reply.header('content-type', 'text/html; charset=utf-8');
    const found = raceId.length <= RACE_ID_MAX_LENGTH ? await app.deps.races.get(raceId) : null;
    const race = found && (sport === null || found.sport === sport) ? found : null;
    if (!race)
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .send(embedNotFound(theme, reader));
    const tally = (await app.deps.tallies.get(race.id)) ?? emptyTally(race.id);
    const raceUrl = `${app.deps.config.publicUrl}${withLanguage(sharePath(race.id), asked)}`;
    return reply
      .header('cache-control', EMBED_CACHE_CONTROL)
      .send(embedCard({ race, tally, theme, raceUrl, now: Date.now(), reader }));
  });
}

export const embedRoutes = fp(embedRoutesPlugin, {
  name: 'embed-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
