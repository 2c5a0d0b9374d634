import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/i18n/languages';
import { withSport } from '../../domain/races/sport-race-name';
import {
  sharePageTitle,
  sharePath,
  sharePreview,
  withLanguage,
} from '../../domain/sharing/share-preview';
import { sportName } from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import { emptyTally } from '../../domain/voting/tally';
import { ApiHttpError } from '../http/errors';
import { clientIndexHtml, DEFAULT_CLIENT_DIR, openingLanguage } from '../http/static-files';
import { linkLanguage } from './link-language';
import { injectShareMeta } from './share-meta';
import { sharePageSchema } from './share-schemas';

type RaceParams = { Params: { raceId: string } };

/** The race's page in every language, and the one without `?lang=` for any other reader. */
function raceAlternates(site: string, raceId: string) {
  const path = sharePath(raceId);
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: site + withLanguage(path, language === DEFAULT_LANGUAGE ? undefined : language),
    })),
    { hreflang: 'x-default', href: site + path },
  ];
}

/** The race as schema.org's SportsEvent: its name, season, day and place; who won is not an event's. */
function raceEvent(race: Race, url: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${race.season} ${withSport(race.name, race.sport, language)}`,
    sport: sportName(race.sport, language),
    startDate: race.startsAt ?? race.date,
    eventStatus: `https://schema.org/${race.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    location: { '@type': 'Place', name: race.location },
    url,
    inLanguage: language,
  };
}

export interface ShareRoutesOptions {
  clientDir?: string;
}

/**
 * GET /r/:raceId — the link a fan shares. Crawlers read the race's preview tags from the
 * page itself; the app then opens at the race's card. A link to a race we do not know
 * goes home rather than to a 404, since it was a working link for whoever sent it.
 * `?lang=` picks the preview's language and stays on the links it leads to.
 * Registered before the static wildcard so it wins over the SPA fallback.
 */
async function shareRoutesPlugin(app: FastifyInstance, opts: ShareRoutesOptions): Promise<void> {
  const clientDir = opts.clientDir ?? DEFAULT_CLIENT_DIR;

  app.get<RaceParams>('/r/:raceId', { schema: sharePageSchema }, async (request, reply) => {
    const { raceId } = request.params;
    const { asked, reader } = linkLanguage(request.query);
    const race = raceId.length <= RACE_ID_MAX_LENGTH ? await app.deps.races.get(raceId) : null;
    if (!race) return reply.redirect(withLanguage('/', asked), 302);

    const html = clientIndexHtml(clientDir, app.deps.config.siteLinks, {
      pathname: request.url.split('?')[0] ?? '/',
      language: openingLanguage(request),
    });
    if (!html) {
      throw new ApiHttpError(
        503,
        'CLIENT_NOT_BUILT',
        'The web app is not built yet: run npm run build.',
      );
    }
    const tally = (await app.deps.tallies.get(race.id)) ?? emptyTally(race.id);
    const preview = sharePreview(race, tally, Date.now(), reader);
    const site = app.deps.config.publicUrl;
    const url = `${site}${withLanguage(sharePath(race.id), asked)}`;
    const page = injectShareMeta(html, {
      ...preview,
      language: reader.language,
      pageTitle: sharePageTitle(race, reader),
      url,
      alternates: raceAlternates(site, race.id),
      structuredData: raceEvent(race, url, reader.language),
    });
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  });
}

export const shareRoutes = fp(shareRoutesPlugin, {
  name: 'share-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
