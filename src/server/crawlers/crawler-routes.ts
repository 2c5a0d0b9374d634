import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ROBOTS_PATH,
  robotsTxt,
  SITE_PAGES_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
  SPORT_SITEMAP_PREFIX,
  sitemapIndexXml,
  sitePagesSitemapXml,
  sportOfSitemapFile,
  sportSitemapXml,
} from '../../domain/sharing/sitemap';
import { sportLandingPaths } from '../../domain/site/routes';
import { ApiHttpError } from '../http/errors';
import {
  robotsSchema,
  sitemapIndexSchema,
  sitePagesSitemapSchema,
  sportSitemapSchema,
} from './crawler-schemas';
import { createSitemapRepo } from './sitemap-repo';

/** An hour: a crawler needs no fresher list, and the sitemap's queries stay rare. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * GET /robots.txt, /sitemap.xml, /sitemaps/pages.xml and /sitemaps/<sport>.xml — how search
 * engines find every series' pages and every race's page. Registered before the static wildcard, so these never fall back to the app.
 */
async function crawlerRoutesPlugin(app: FastifyInstance): Promise<void> {
  const sitemaps = createSitemapRepo(app.deps.database.db);
  const origin = app.deps.config.publicUrl;

  app.get(ROBOTS_PATH, { schema: robotsSchema }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .send(robotsTxt(origin)),
  );

  app.get(SITEMAP_INDEX_PATH, { schema: sitemapIndexSchema }, async (_request, reply) =>
    reply
      .header('content-type', XML)
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .send(sitemapIndexXml(origin, await sitemaps.files())),
  );

  // A path of its own: Fastify matches it before the sport files' parameter.
  app.get(SITE_PAGES_SITEMAP_PATH, { schema: sitePagesSitemapSchema }, async (_request, reply) =>
    reply
      .header('content-type', XML)
      .header('cache-control', CRAWLER_CACHE_CONTROL)
      .send(
        sitePagesSitemapXml(
          origin,
          // A series the site carries no race of has no pages worth a search result.
          (await sitemaps.files()).flatMap(({ sport, changedAt }) =>
            changedAt ? sportLandingPaths(sport).map((path) => ({ path, changedAt })) : [],
          ),
        ),
      ),
  );

  app.get<{ Params: { file: string } }>(
    `${SPORT_SITEMAP_PREFIX}:file`,
    { schema: sportSitemapSchema },
    async (request, reply) => {
      const sport = sportOfSitemapFile(request.params.file);
      if (!sport) throw new ApiHttpError(404, 'NOT_FOUND', 'No such sitemap.');
      return reply
        .header('content-type', XML)
        .header('cache-control', CRAWLER_CACHE_CONTROL)
        .send(sportSitemapXml(origin, await sitemaps.racesOf(sport)));
    },
  );
}

export const crawlerRoutes = fp(crawlerRoutesPlugin, {
  name: 'crawler-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
