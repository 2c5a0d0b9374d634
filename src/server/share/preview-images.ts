import { createHash } from 'node:crypto';
import type { Language } from '../../domain/i18n/languages';
import { racePhase } from '../../domain/races/race-phase';
import { previewCard } from '../../domain/sharing/preview-card';
import { DEFAULT_THEME_KEY, themeByKey } from '../../domain/site/themes';
import type { Race, Tally } from '../../domain/types';
import { translatorFor } from '../i18n/translators';
import { createLruCache } from './lru-cache';
import { encodePng } from './png-file';
import { previewCardSvg } from './preview-card-svg';
import {
  drawnLanguage,
  findPreviewFonts,
  type PreviewFonts,
  SYSTEM_FONT_DIRS,
} from './preview-fonts';
import { createRenderLimit } from './render-limit';

// The preview images of race links (decision 0145): each race's card drawn once per
// language and verdict, kept in memory, and drawn again only when what it shows changes.
// A card is known by a digest of its SVG (its words, numbers and stars, the drawing and
// the fonts): the same verdict is the same image, and the digest is its ETag. On race day
// thousands of chat previews of one race share one drawing.

/** Cards kept in memory: a race weekend's races in every language, at ~25 KB each. */
export const PREVIEW_IMAGE_CACHE_SIZE = 256;
/**
 * Drawings at once. Each takes a core while it runs (on a worker thread): one at a time
 * leaves the other core of the site's two to the event loop, and libuv's other worker
 * threads to file reads and compression. Cards already drawn are never waited on.
 */
export const MAX_PREVIEW_RENDERS = 1;
/** Drawings waiting their turn before a request is told to come back (503). */
export const MAX_WAITING_PREVIEW_RENDERS = 32;
/** Changes every digest when the drawing changes, so no cache keeps a card drawn the old way. */
const DRAWING_VERSION = '1';

export interface PreviewImage {
  /** A strong validator: the digest of what the image shows. */
  etag: string;
  /** What the card shows, in one sentence in the reader's language (og:image:alt). */
  alt: string;
  /** The PNG, drawn now or taken from the cache. */
  png(): Promise<Buffer>;
}

export interface PreviewImagesOptions {
  /** The site's host, written in the card's corner. */
  host: string;
  fontDirs?: readonly string[];
  cacheSize?: number;
  maxRenders?: number;
  maxWaiting?: number;
}

/**
 * The rasterizer, loaded on the first drawing: its native code costs nothing at start, and
 * a platform without its binary loses the pictures, not the site.
 */
let rasterizer: Promise<typeof import('@resvg/resvg-js')> | null = null;

async function rasterize(svg: string, fonts: PreviewFonts): Promise<Buffer> {
  rasterizer ??= import('@resvg/resvg-js');
  const { renderAsync } = await rasterizer;
  // Drawn on a worker thread; only the pixels come back to the event loop.
  const image = await renderAsync(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: [...fonts.files],
      defaultFontFamily: fonts.families[0] ?? '',
    },
    logLevel: 'off',
  });
  return encodePng(image.pixels, image.width, image.height);
}

export function createPreviewImages(options: PreviewImagesOptions) {
  const accent = themeByKey(DEFAULT_THEME_KEY).primary;
  let fonts: Promise<PreviewFonts> | null = null;
  const cache = createLruCache<Buffer>(options.cacheSize ?? PREVIEW_IMAGE_CACHE_SIZE);
  const drawing = new Map<string, Promise<Buffer>>();
  const plans = createLruCache<PreviewImage>(options.cacheSize ?? PREVIEW_IMAGE_CACHE_SIZE);
  const limit = createRenderLimit(
    options.maxRenders ?? MAX_PREVIEW_RENDERS,
    options.maxWaiting ?? MAX_WAITING_PREVIEW_RENDERS,
  );

  function png(etag: string, svg: string, found: PreviewFonts): Promise<Buffer> {
    const kept = cache.get(etag);
    if (kept) return Promise.resolve(kept);
    let pending = drawing.get(etag);
    if (!pending) {
      pending = limit
        .run(() => rasterize(svg, found))
        .then((bytes) => {
          cache.set(etag, bytes);
          return bytes;
        })
        .finally(() => drawing.delete(etag));
      drawing.set(etag, pending);
    }
    return pending;
  }

  async function plan(race: Race, tally: Tally, language: Language, now: number) {
    fonts ??= findPreviewFonts(options.fontDirs ?? SYSTEM_FONT_DIRS);
    const found = await fonts;
    const drawn = drawnLanguage(language, found);
    const card = previewCard(race, tally, now, { t: translatorFor(drawn), language: drawn });
    const svg = previewCardSvg(card, { accent, families: found.families, host: options.host });
    const digest = createHash('sha1')
      .update(`${DRAWING_VERSION}\n${found.files.join('\n')}\n${svg}`)
      .digest('hex');
    const etag = `"${digest}"`;
    // The words beside the picture stay in the reader's language, whatever it is drawn in.
    const alt =
      drawn === language
        ? card.alt
        : previewCard(race, tally, now, { t: translatorFor(language), language }).alt;
    return { etag, alt, png: () => png(etag, svg, found) };
  }

  return {
    /**
     * A race's card in a language as it stands at `now`: its ETag and words at once, its
     * PNG on demand. Every view of a race's page asks, so what a card shows is worked out
     * once per race, language, phase and tally, not once per view.
     */
    async image(race: Race, tally: Tally, language: Language, now: number): Promise<PreviewImage> {
      const key = `${language}|${racePhase(race, now)}|${JSON.stringify(race)}|${JSON.stringify(tally)}`;
      let planned = plans.get(key);
      if (!planned) {
        planned = await plan(race, tally, language, now);
        plans.set(key, planned);
      }
      return planned;
    },
    /** How many cards are kept, drawing and waiting: for tests and figures. */
    get counts() {
      return { kept: cache.size, drawing: limit.running, waiting: limit.waiting };
    },
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
