import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { insertFutureRaces, rateRace } from '../../../test/server/seed-votes';
import type { ScratchDatabase } from '../../../test/server/test-databases';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { LANGUAGES } from '../../domain/i18n/languages';
import { UPCOMING_SUBTITLE } from '../../domain/site/copy';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { translatorFor } from '../i18n/translators';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createVotesRepo } from '../votes/votes-repo';

const PUBLIC_URL = 'https://gpvibes.example';
const INDEX_HTML = `<!doctype html><html><head>
<meta name="description" content="generic" />
<title>GP Vibes</title>
</head><body><div id="root"></div></body></html>`;
const RATED_RACE = '2025-british-grand-prix';
const UPCOMING_RACE = '2030-future-grand-prix';
const HOSTILE_RACE = '2030-hostile-grand-prix';
const HOSTILE_NAME = `<script>alert("x")</script> & 'Co' Grand Prix`;

/** The attribute form of a text, as the page carries it. */
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The page's schema.org data, read as a crawler reads it. */
function structuredData(html: string): unknown {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

function metaContent(html: string, attr: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe.each(TEST_DATABASES)('shared race links on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    scratch = await kind.create();
    clientDir = mkdtempSync(join(tmpdir(), 'gpvibes-share-'));
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      PUBLIC_URL,
      SCHEDULER: 'off',
      LOG_LEVEL: 'silent',
    });
    database = await openReadyDatabase(config.databaseUrl);
    await insertFutureRaces(database, [
      { id: UPCOMING_RACE, name: 'Future Grand Prix', location: 'Nowhere' },
      { id: HOSTILE_RACE, name: HOSTILE_NAME, location: 'Nowhere' },
    ]);
    const votes = createVotesRepo(database, createChangeBus());
    await rateRace(votes, RATED_RACE, [4, 4]);
    await rateRace(votes, RATED_RACE, [3], 'Race-in-30');
    app = await buildApp({ config, database, clientDir, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("answers a rated race's link with its name and verdict words", async () => {
    const res = await app.inject(`/r/${RATED_RACE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(metaContent(html, 'property', 'og:title')).toBe('2025 British GP');
    const verdict = 'Rated Great by 3 fans — best way to watch: Full Race';
    expect(metaContent(html, 'property', 'og:description')).toBe(verdict);
    expect(metaContent(html, 'name', 'twitter:description')).toBe(verdict);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/r/${RATED_RACE}`);
    expect(html).toContain('<title>2025 British Grand Prix — worth watching? · GP Vibes</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain('<div id="root" hidden></div>\n<div id="server-page"');
  });

  it("names the race's page in every language, its canonical address and the race as an event", async () => {
    const html = (await app.inject(`/r/${RATED_RACE}?lang=de`)).body;
    const page = `${PUBLIC_URL}/r/${RATED_RACE}`;
    expect(html).toContain(`<link rel="canonical" href="${page}?lang=de" />`);
    const alternates = [
      ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ];
    expect(alternates.map((m) => m[1])).toEqual([...LANGUAGES, 'x-default']);
    expect(alternates.find((m) => m[1] === 'pt-BR')?.[2]).toBe(`${page}?lang=pt-BR`);
    expect(alternates.find((m) => m[1] === 'x-default')?.[2]).toBe(page);
    const event = structuredData(html);
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: '2025 Großer Preis von Großbritannien',
      sport: 'Formel 1',
      startDate: expect.stringMatching(/^2025-07-0\d/),
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: expect.any(String) },
      url: `${page}?lang=de`,
      inLanguage: 'de',
    });
  });

  it('says voting opens on race day for an upcoming race', async () => {
    const res = await app.inject(`/r/${UPCOMING_RACE}`);
    expect(metaContent(res.body, 'property', 'og:description')).toBe(UPCOMING_SUBTITLE);
    expect(metaContent(res.body, 'property', 'og:title')).toBe('2030 Future GP');
  });

  it('escapes race names so a calendar cannot inject markup', async () => {
    const res = await app.inject(`/r/${HOSTILE_RACE}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('</script> &');
    expect(structuredData(res.body)).toMatchObject({ name: `2030 ${HOSTILE_NAME}` });
    expect(metaContent(res.body, 'property', 'og:title')).toBe(
      '2030 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; GP',
    );
  });

  it.each([
    ['an unknown race', '/r/no-such-race'],
    ['markup in the id', '/r/%3Cscript%3E'],
    ['a NUL in the id', '/r/a%00b'],
    ['an id one past the longest', `/r/${'x'.repeat(RACE_ID_MAX_LENGTH + 1)}`],
  ])("answers %s with the app's page and a 404, never a redirect", async (_what, url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('server-page');
    expect(res.body).not.toContain('og:title');
  });

  it('speaks the language the link asks for: ?lang=fr is French, lang="fr", and stays on the link', async () => {
    const fr = translatorFor('fr');
    const res = await app.inject(`/r/${RATED_RACE}?lang=fr`);
    expect(res.statusCode).toBe(200);
    const verdict = fr('server.preview.ratedBestWatch', {
      label: fr('vote.ratingLabel.great'),
      count: 3,
      mode: fr('vote.watchModeName.fullRace'),
    });
    expect(verdict).toMatch(/^Notée .* par 3 fans — meilleure façon de la voir\s:/u);
    expect(metaContent(res.body, 'property', 'og:description')).toBe(escapeAttr(verdict));
    expect(metaContent(res.body, 'name', 'description')).toBe(escapeAttr(verdict));
    expect(res.body).toMatch(/^<!doctype html><html lang="fr">/);
    expect(metaContent(res.body, 'property', 'og:url')).toBe(
      `${PUBLIC_URL}/r/${RATED_RACE}?lang=fr`,
    );
    expect(metaContent(res.body, 'property', 'og:title')).toBe('2025 GP de Grande-Bretagne');

    const upcoming = await app.inject(`/r/${UPCOMING_RACE}?lang=fr`);
    expect(metaContent(upcoming.body, 'property', 'og:description')).toBe(
      'Le vote ouvre le jour de la course',
    );
  });

  it.each(['xx', '', 'en-GB', 'fr&lang=de'])(
    'reads English for ?lang=%s (a link parameter, never an error)',
    async (lang) => {
      const plain = await app.inject(`/r/${RATED_RACE}`);
      const res = await app.inject(`/r/${RATED_RACE}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      if (lang.startsWith('fr')) {
        // Said twice, the first one counts.
        expect(res.body).toContain('<html lang="fr">');
        return;
      }
      expect(metaContent(res.body, 'property', 'og:description')).toBe(
        'Rated Great by 3 fans — best way to watch: Full Race',
      );
      expect(res.body).toContain('<html lang="en">');
      if (lang !== 'en-GB') expect(res.body).toBe(plain.body);
    },
  );

  it.each(['ja', 'xx', '%zz', 'ja&lang=de', `${'x'.repeat(5000)}`])(
    'answers an unknown race with a 404 whatever ?lang=%s says',
    async (lang) => {
      const res = await app.inject(`/r/no-such-race?lang=${lang}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('gives an over-long id the plain page with a 404, without any race preview', async () => {
    const res = await app.inject(`/r/${'x'.repeat(500)}`);
    expect(res.statusCode).toBe(404);
    // The DNF page's own title, as for any path no page answers.
    expect(res.body).toContain('<title>DNF (Did Not Find) | GP Vibes</title>');
    expect(res.body).not.toContain('og:title');
  });
});
