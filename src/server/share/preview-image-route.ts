import type { FastifyInstance } from 'fastify';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { PREVIEW_IMAGE_ROUTE, PREVIEW_IMAGE_TYPE } from '../../domain/sharing/preview-card';
import { emptyTally } from '../../domain/voting/tally';
import { ApiHttpError, notFound } from '../http/errors';
import { matchesEtag } from '../live/cached-reply';
import { linkLanguage } from './link-language';
import type { PreviewImages } from './preview-images';
import { RenderBusyError } from './render-limit';
import { previewImageSchema } from './share-schemas';

type RaceParams = { Params: { raceId: string } };

/**
 * A minute, like the embed: the verdict moves while voting is open, and a CDN in front may
 * hold the card that long when a link is shared in a busy group.
 */
export const PREVIEW_IMAGE_CACHE_CONTROL = 'public, max-age=60';
/**
 * The card's headers: its validator, its cache life, and leave for any site to show it
 * (a chat app's web client draws it in its own page; the site's default is same-origin).
 */
const cardHeaders = (etag: string) => ({
  etag,
  'cache-control': PREVIEW_IMAGE_CACHE_CONTROL,
  'cross-origin-resource-policy': 'cross-origin',
});

/** Seconds a caller is asked to wait when too many cards are being drawn. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * GET /r/:raceId/card.png — a race's verdict card as a PNG, in the language `?lang=` asks
 * for (English without it, as the page). Read from the home snapshot, never the database;
 * drawn once per verdict and language (preview-images). An unknown race is a JSON 404.
 */
export function registerPreviewImageRoute(app: FastifyInstance, images: PreviewImages): void {
  app.get<RaceParams>(
    PREVIEW_IMAGE_ROUTE,
    { schema: previewImageSchema },
    async (request, reply) => {
      const { raceId } = request.params;
      const read =
        raceId.length <= RACE_ID_MAX_LENGTH ? await app.deps.homeSnapshot.racePage(raceId) : null;
      if (!read) throw notFound(`No race with id '${raceId}'.`, 'RACE_NOT_FOUND');
      const { reader } = linkLanguage(request.query);
      const { race, tallies } = read;
      const tally = tallies[race.id] ?? emptyTally(race.id);
      const image = await images.image(race, tally, reader.language, Date.now());
      if (matchesEtag(request.headers['if-none-match'], image.etag)) {
        return reply.code(304).headers(cardHeaders(image.etag)).send();
      }
      let png: Buffer;
      try {
        png = await image.png();
      } catch (error) {
        if (!(error instanceof RenderBusyError)) throw error;
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw new ApiHttpError(
          503,
          'PREVIEW_BUSY',
          'Many preview images are being drawn right now: try again in a moment.',
        );
      }
      return reply.headers(cardHeaders(image.etag)).type(PREVIEW_IMAGE_TYPE).send(png);
    },
  );
}
