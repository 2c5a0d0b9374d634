import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sportRoutePath } from '../../domain/site/routes';
import { SPORTS } from '../../domain/sports/sports';
import { sendText } from '../http/compressed-assets';
import { errorResponses, textResponse } from '../http/error-schema';
import { ApiHttpError } from '../http/errors';
import { clientIndexHtml, DEFAULT_CLIENT_DIR, openingLanguage } from '../http/static-files';
import { translatorFor } from '../i18n/translators';
import { linkLanguage } from '../share/link-language';
import { injectExplorerPage, launchOfPage } from './explorer-page-html';

const explorerPageSchema = {
  summary:
    "A series' race explorer: the app, with the page's heading and note drawn for its first paint and for readers without script, and the series' season list for the app",
  tags: ['pages'],
  response: {
    200: textResponse('text/html', "The explorer's page"),
    ...errorResponses,
  },
} as const;

export interface ExplorerPageOptions {
  clientDir?: string;
}

/**
 * GET /all-races and each series' /<series>/all-races (decision 0158). The filters stay in
 * the query, which the app reads; the language is the one the app will open in.
 * Registered before the static wildcard so it wins over the app's plain page.
 */
async function explorerPagePlugin(app: FastifyInstance, opts: ExplorerPageOptions): Promise<void> {
  const clientDir = opts.clientDir ?? DEFAULT_CLIENT_DIR;
  for (const sport of SPORTS) {
    const path = sportRoutePath(sport, 'explorer');
    app.get(path, { schema: explorerPageSchema }, async (request, reply) => {
      const language = openingLanguage(request);
      const html = clientIndexHtml(clientDir, app.deps.config.siteLinks, {
        pathname: path,
        language,
      });
      if (!html) {
        throw new ApiHttpError(
          503,
          'CLIENT_NOT_BUILT',
          'The web app is not built yet: run npm run build.',
        );
      }
      const { seasons } = JSON.parse((await app.deps.homeSnapshot.seasons(sport)).json) as {
        seasons: number[];
      };
      const page = injectExplorerPage(html, {
        sport,
        seasons,
        reader: { t: translatorFor(language), language },
        asked: linkLanguage(request.query).asked,
        launch: launchOfPage(html),
      });
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
      return sendText(request, reply, page);
    });
  }
}

export const explorerPageRoute = fp(explorerPagePlugin, {
  name: 'explorer-page-route',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
