import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { makeRace } from '../../../test/domain/fixtures';
import { DRIVER_NAMES, findSpoilers } from '../../../test/proof/spoiler-words';
import { insertFutureRaces, rateRace } from '../../../test/server/seed-votes';
import { spoilerLadenSession, TEAM_NAMES } from '../../../test/server/spoiler-laden-session';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { LANGUAGES } from '../../domain/i18n/languages';
import type { RacePageData } from '../../domain/races/race-page';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_TYPE,
  PREVIEW_IMAGE_WIDTH,
  previewCard,
} from '../../domain/sharing/preview-card';
import { scoreCommand } from '../data-score/score-command';
import { errorHandler } from '../http/errors';
import { translatorFor } from '../i18n/translators';
import { previewCardSvg } from './preview-card-svg';
import { PREVIEW_IMAGE_CACHE_CONTROL, registerPreviewImageRoute } from './preview-image-route';
import type { PreviewImages } from './preview-images';
import { RenderBusyError } from './render-limit';

// The picture beside a shared race link, through the whole app: the image route, its
// validators, and the page's tags that name it. One app for the file, on SQLite only: the
// route reads the home snapshot, whose storage on both engines is tested with it.

const SITE = 'https://gpvibes.example';
const HUNGARY = '2025-hungarian-grand-prix';
const BRITAIN = '2025-british-grand-prix';
/** Scored from race data full of names, positions and result words. */
const LADEN = '2025-las-vegas-grand-prix';
const HOSTILE = '2030-hostile-grand-prix';
const HOSTILE_NAME = `</text><svg onload="alert(1)"> & 'Co' \u0000 Grand Prix`;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const cardPath = (raceId: string, query = '') => `/r/${raceId}/card.png${query}`;

function metaContent(html: string, attr: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** Race data's names and words that must never come out, besides the result words. */
function leaks(text: string): string[] {
  const upper = DRIVER_NAMES.map((n) => n.toUpperCase()).filter((n) => text.includes(n));
  return [...findSpoilers(text), ...TEAM_NAMES.filter((w) => text.includes(w)), ...upper];
}

describe('the preview image of a race', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(TEST_DATABASES[0]!, { PUBLIC_URL: SITE });
    await insertFutureRaces(t.database, [{ id: HOSTILE, name: HOSTILE_NAME, location: 'x' }]);
    t.app.deps.changes.emitLocal({ type: 'races' });
    await rateRace(t.app.deps.votes, HUNGARY, [4, 4, 3]);
    await rateRace(t.app.deps.votes, BRITAIN, [5]);
    const dir = spoilerLadenSession('wet-chaos');
    try {
      const context = { database: t.database, config: t.config, changes: t.app.deps.changes };
      await scoreCommand.run([LADEN, '--from', dir], { ...context, json: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => t?.close());

  it('is a 1200×630 PNG with a validator and a short cache life', async () => {
    const res = await t.app.inject(cardPath(HUNGARY));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PREVIEW_IMAGE_TYPE);
    expect(res.headers['cache-control']).toBe(PREVIEW_IMAGE_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    // Other sites may show it; the site's pages stay same-origin.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await t.app.inject(`/r/${HUNGARY}`);
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    const png = res.rawPayload;
    expect(png.subarray(0, 8)).toEqual(SIGNATURE);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      PREVIEW_IMAGE_WIDTH,
      PREVIEW_IMAGE_HEIGHT,
    ]);
  });

  it('draws each race its own card, and sends the same bytes again, or a 304 to who has them', async () => {
    const hungary = await t.app.inject(cardPath(HUNGARY));
    const britain = await t.app.inject(cardPath(BRITAIN));
    expect(britain.headers.etag).not.toBe(hungary.headers.etag);
    expect(britain.rawPayload.equals(hungary.rawPayload)).toBe(false);

    const again = await t.app.inject(cardPath(HUNGARY));
    expect(again.headers.etag).toBe(hungary.headers.etag);
    expect(again.rawPayload.equals(hungary.rawPayload)).toBe(true);

    const etag = String(hungary.headers.etag);
    const unchanged = await t.app.inject({
      url: cardPath(HUNGARY),
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    const head = await t.app.inject({ method: 'HEAD', url: cardPath(HUNGARY) });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it.each([
    ['another language is another card', '?lang=fr', 'other'],
    ['a language we do not speak is English', '?lang=xx', 'same'],
    ['an undecodable one too', '?lang=%zz', 'same'],
    ['any version is the current card', '?v=0123456789ab', 'same'],
  ])('%s', async (_what, query, expected) => {
    const english = await t.app.inject(cardPath(HUNGARY));
    const res = await t.app.inject(cardPath(HUNGARY, query));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag === english.headers.etag ? 'same' : 'other').toBe(expected);
  });

  it.each([
    ['an unknown race', cardPath('no-such-race'), 'RACE_NOT_FOUND'],
    ['markup in the id', cardPath('%3Cscript%3E'), 'RACE_NOT_FOUND'],
    ['a NUL in the id', cardPath('a%00b'), 'RACE_NOT_FOUND'],
    // Past the router's longest parameter, no route matches: the app's plain 404.
    ['an id one past the longest', cardPath('x'.repeat(RACE_ID_MAX_LENGTH + 1)), 'NOT_FOUND'],
    ['an unknown race in another language', cardPath('no-such-race', '?lang=ja'), 'RACE_NOT_FOUND'],
    ['no id at all', '/r//card.png', 'RACE_NOT_FOUND'],
  ])('answers %s with a JSON 404', async (_what, url, code) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: expect.any(String), code });
  });

  it('draws a hostile calendar name as text', async () => {
    const res = await t.app.inject(cardPath(HOSTILE));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 8)).toEqual(SIGNATURE);
  });

  it.each([
    ['en', '', '?v=', 'Hungarian Grand Prix'],
    ['fr', '?lang=fr', '?lang=fr&v=', 'Grand Prix de Hongrie'],
  ])(
    'is named by the race’s page in %s, with its size, type and words',
    async (language, query, tail, name) => {
      const html = (await t.app.inject(`/r/${HUNGARY}${query}`)).body;
      const url = metaContent(html, 'property', 'og:image') ?? '';
      expect(url.startsWith(`${SITE}${cardPath(HUNGARY)}${tail.replace('&', '&amp;')}`)).toBe(true);
      expect(metaContent(html, 'name', 'twitter:image')).toBe(url);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'property', 'og:image:type')).toBe(PREVIEW_IMAGE_TYPE);
      expect(metaContent(html, 'property', 'og:image:width')).toBe(String(PREVIEW_IMAGE_WIDTH));
      expect(metaContent(html, 'property', 'og:image:height')).toBe(String(PREVIEW_IMAGE_HEIGHT));
      const alt = metaContent(html, 'property', 'og:image:alt') ?? '';
      const t9n = translatorFor(language as 'en' | 'fr');
      const intro = t9n('server.previewImage.alt', {
        product: 'GP Vibes',
        race: `2025 ${name}`,
        verdict: '',
      });
      expect(alt.replace(/&#39;/g, "'")).toContain(intro.trim());
      expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(alt);
      // The address names the card the route draws now.
      const image = await t.app.inject(url.slice(SITE.length).replace(/&amp;/g, '&'));
      expect(image.statusCode).toBe(200);
      expect(String(image.headers.etag).slice(1, 13)).toBe(url.slice(-12));
    },
  );

  it('is named anew once the verdict moves, so chat apps fetch it again', async () => {
    const imageUrl = async () =>
      metaContent((await t.app.inject(`/r/${BRITAIN}`)).body, 'property', 'og:image');
    const before = await imageUrl();
    const card = (await t.app.inject(cardPath(BRITAIN))).headers.etag;
    await rateRace(t.app.deps.votes, BRITAIN, [1, 1]);
    await expect.poll(imageUrl, { timeout: 10_000 }).not.toBe(before);
    expect((await t.app.inject(cardPath(BRITAIN))).headers.etag).not.toBe(card);
  });

  it('keeps race data full of names and results out of every language’s card', async () => {
    const data = (await t.app.inject(`/api/race-pages/${LADEN}`)).json() as RacePageData;
    expect(data.tally.AI_Rating_Value).not.toBeNull();
    expect((await t.app.inject(cardPath(LADEN))).statusCode).toBe(200);
    for (const language of LANGUAGES) {
      const reader = { t: translatorFor(language), language };
      const card = previewCard(data.race, data.tally, Date.now(), reader);
      expect(card.verdict.kind).toBe('data');
      const svg = previewCardSvg(card, { accent: '#000', families: [], host: 'gpvibes.example' });
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
      expect(words).toContain('2025');
      expect(leaks(`${words}\n${card.alt}`)).toEqual([]);
      const page = (await t.app.inject(`/r/${LADEN}?lang=${language}`)).body;
      expect(leaks(metaContent(page, 'property', 'og:image:alt') ?? '')).toEqual([]);
    }
  });
});

describe('the preview image when too many new cards are being drawn', () => {
  it('asks the caller to come back: a JSON 503 with Retry-After, no validator', async () => {
    const race = makeRace({ id: 'busy' });
    const app = Fastify();
    app.decorate('deps', {
      homeSnapshot: { racePage: async () => ({ race, races: [race], tallies: {} }) },
    } as never);
    await app.register(errorHandler);
    const busy = {
      image: async () => ({
        etag: '"busy"',
        alt: '',
        png: () => Promise.reject(new RenderBusyError()),
      }),
    } as unknown as PreviewImages;
    registerPreviewImageRoute(app, busy);
    try {
      const res = await app.inject(cardPath('busy'));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers.etag).toBeUndefined();
      expect(res.json()).toEqual({ error: expect.any(String), code: 'PREVIEW_BUSY' });
    } finally {
      await app.close();
    }
  });
});
