import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/i18n/languages';
import { racePageData } from '../../domain/races/race-page';
import { placeNameIn, sportRaceFullName } from '../../domain/races/sport-race-name';
import { PREVIEW_VERSION_PARAM, previewImagePath } from '../../domain/sharing/preview-card';
import { sharePath, withLanguage } from '../../domain/sharing/share-paths';
import { sharePageTitle, sharePreview } from '../../domain/sharing/share-preview';
import { sportName } from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import { sendText } from '../http/compressed-assets';
import { ApiHttpError } from '../http/errors';
import { policyWithScriptHashes } from '../http/security-headers';
import { clientIndexHtml, DEFAULT_CLIENT_DIR, openingLanguage } from '../http/static-files';
import { linkLanguage } from './link-language';
import { registerPreviewImageRoute } from './preview-image-route';
import { createPreviewImages, type PreviewImage } from './preview-images';
import { injectRacePage } from './race-page-html';
import { injectShareMeta } from './share-meta';
import { sharePageSchema } from './share-schemas';
import { SHIELD_SCRIPT_HASH } from './shield-script';

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

/**
 * The card's absolute address as the page names it: in the page's language, and with the
 * card's version, so a chat app that keeps images by address shows a verdict that moved.
 */
function imageUrl(site: string, raceId: string, asked: Language | undefined, image: PreviewImage) {
  const path = withLanguage(previewImagePath(raceId), asked);
  const version = image.etag.slice(1, 13);
  return `${site}${path}${path.includes('?') ? '&' : '?'}${PREVIEW_VERSION_PARAM}=${version}`;
}

/** The race as schema.org's SportsEvent: its name, season, day and place; who won is not an event's. */
function raceEvent(race: Race, url: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${race.season} ${sportRaceFullName(race, language)}`,
    sport: sportName(race.sport, language),
    startDate: race.startsAt ?? race.date,
    eventStatus: `https://schema.org/${race.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    location: { '@type': 'Place', name: placeNameIn(race.location, language) },
    url,
    inLanguage: language,
  };
}

export interface ShareRoutesOptions {
  clientDir?: string;
}

/**
 * GET /r/:raceId — a race's own page, the link fans share (decisions 0139, 0140). The app's
 * page with the race's preview tags for crawlers and link previews, and the race's summary
 * drawn in #server-page for every reader before (or without) any script; the app takes the
 * page over from the data embedded beside it. A race we do not know is the app's DNF page
 * with a 404. `?lang=` picks the language and stays on the links the page leads to. Beside
 * it, GET /r/:raceId/card.png: the race's verdict card, the picture its preview shows.
 * Registered before the static wildcard so it wins over the SPA fallback.
 */
async function shareRoutesPlugin(app: FastifyInstance, opts: ShareRoutesOptions): Promise<void> {
  const clientDir = opts.clientDir ?? DEFAULT_CLIENT_DIR;
  const racePagePolicy = policyWithScriptHashes([SHIELD_SCRIPT_HASH]);
  const images = createPreviewImages({ host: new URL(app.deps.config.publicUrl).host });
  registerPreviewImageRoute(app, images);
  app.get<RaceParams>('/r/:raceId', { schema: sharePageSchema }, async (request, reply) => {
    const { raceId } = request.params;
    const { asked, reader } = linkLanguage(request.query);
    const read =
      raceId.length <= RACE_ID_MAX_LENGTH ? await app.deps.homeSnapshot.racePage(raceId) : null;
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
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    // An unknown race is the DNF page for people and a real 404 for crawlers, as any
    // path no page answers (static-files).
    if (!read) return sendText(request, reply.status(404), html);
    const now = Date.now();
    // The data the app takes the page over from names every race in the page's language.
    const data = racePageData(read.race, { ...read, now, language: reader.language });
    // The race as stored: the card, its preview and the card's route key the same race.
    const { race } = read;
    const { tally } = data;
    const site = app.deps.config.publicUrl;
    const url = `${site}${withLanguage(sharePath(race.id), asked)}`;
    const image = await images.image(race, tally, reader.language, now);
    const page = injectShareMeta(html, {
      ...sharePreview(race, tally, now, reader),
      language: reader.language,
      pageTitle: sharePageTitle(race, reader),
      url,
      alternates: raceAlternates(site, race.id),
      structuredData: raceEvent(race, url, reader.language),
      image: { url: imageUrl(site, race.id, asked, image), alt: image.alt },
    });
    reply.header('content-security-policy', racePagePolicy);
    return sendText(request, reply, injectRacePage(page, { data, reader, asked, now }));
  });
}

export const shareRoutes = fp(shareRoutesPlugin, {
  name: 'share-routes',
  dependencies: ['deps', 'openapi'],
  encapsulate: true,
});
