import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../domain/i18n/messages/catalogue';
import { LOADING_PHRASE_IDS } from '../../domain/site/loading-phrases';
import { sportName } from '../../domain/sports/sports';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { translatorFor } from '../i18n/translators';
import { openReadyDatabase } from '../open-ready';
import { escapeHtml } from './escape-html';

// A stand-in build output beside a folder that must never be served.
const INDEX_HTML =
  '<!doctype html><html lang="en"><meta name="description" content="generic" /><title>GP Vibes</title><div id="root"></div></html>';
const en = translatorFor('en');
/** The built page as the server sends a Formula 1 page titled `title`, in English. */
const served = (title: string) =>
  INDEX_HTML.replace('GP Vibes', title).replace(
    'generic',
    en('server.page.description', { sport: 'Formula 1' }),
  );
const SECRET = 'top-secret-outside-the-client-folder';

describe('serving the built client', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-static-'));
    const client = join(dir, 'client');
    mkdirSync(join(client, 'assets'), { recursive: true });
    writeFileSync(join(client, 'index.html'), INDEX_HTML);
    writeFileSync(join(client, 'assets', 'app-1a2b.js'), 'console.log("app");');
    writeFileSync(join(client, 'manifest.webmanifest'), '{"name":"GP Vibes"}');
    writeFileSync(join(dir, 'secret.txt'), SECRET);
    mkdirSync(join(dir, 'client-private'));
    writeFileSync(join(dir, 'client-private', 'key.txt'), SECRET);

    const config = loadConfig({ DATABASE_URL: join(dir, 'gp.sqlite'), LOG_LEVEL: 'silent' });
    database = await openReadyDatabase(config.databaseUrl);
    app = await buildApp({ config, database, clientDir: client, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/best-races', `${en('rankings.title')} | GP Vibes`],
    ['/support?from=footer', `${en('pages.support.documentTitle')} | GP Vibes`],
  ])('answers the page %s with the app (200), so the client router decides', async (url, title) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(served(title));
  });

  // What a crawler or a chat app reads of a page before any script: its own title, in the
  // language it opens in (the app's own title once it runs), never the site's bare name.
  it.each([
    ['/best-races', 'en', (t: Translate) => `${t('rankings.title')} | GP Vibes`],
    ['/best-races/', 'ja', (t: Translate) => `${t('rankings.title')} | GP Vibes`],
    ['/motogp/best-races', 'es', (t: Translate) => `MotoGP · ${t('rankings.title')} | GP Vibes`],
    [
      '/indycar',
      'ja',
      (t: Translate) =>
        `${t('common.sportHeading', { sport: sportName('indycar', 'ja') })} | GP Vibes`,
    ],
    ['/my-races', 'fr', (t: Translate) => `${t('myRaces.title')} | GP Vibes`],
    ['/no/such/page', 'de', (t: Translate) => `${t('common.notFound.title')} | GP Vibes`],
  ])(
    'titles %s in %s before any script runs, and says its language',
    async (url, language, title) => {
      const res = await app.inject({ url: `${url}?lang=${language}` });
      const expected = title(translatorFor(language as 'en'));
      expect(expected).not.toMatch(/^GP Vibes/);
      expect(res.body).toContain(`<html lang="${language}">`);
      expect(res.body).toContain(`<title>${escapeHtml(expected)}</title>`);
    },
  );

  it.each([
    ['/motogp', 'ja', 'motogp'],
    ['/formula-e/all-races', 'de', 'formula-e'],
    ['/best-races', 'es', 'formula1'],
  ] as const)('describes %s in %s as its own series', async (url, language, sport) => {
    const res = await app.inject({ url: `${url}?lang=${language}` });
    const description = translatorFor(language)('server.page.description', {
      sport: sportName(sport, language),
    });
    expect(res.body).toContain(`<meta name="description" content="${escapeHtml(description)}" />`);
    if (sport !== 'formula1') expect(res.body).not.toContain('Formula 1');
  });

  it.each(['/', '/motogp'])(
    "answers the home page %s with the app and its loading screen already drawn, in the reader's language",
    async (url) => {
      const res = await app.inject({ url, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(res.statusCode).toBe(200);
      const phrases = LOADING_PHRASE_IDS.map((id) => translatorFor('fr')(id));
      const drawn =
        /<div id="root"><div id="boot-loading"[^>]*>.*<p class="home-loading__phrase">([^<]*)<\/p>/.exec(
          res.body,
        );
      expect(phrases).toContain(drawn?.[1]);
    },
  );

  it('answers a path no page answers with the app and a 404: the DNF page for fans, not found for crawlers', async () => {
    const res = await app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(served(`${en('common.notFound.title')} | GP Vibes`));
  });

  it('serves fingerprinted assets for a year and other files with revalidation', async () => {
    const asset = await app.inject('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app");');

    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const res = await app.inject('/assets/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such file.', code: 'NOT_FOUND' });
  });

  it.each([
    '/..%2fsecret.txt',
    '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%2fclient-private%2fkey.txt',
    '/..\\secret.txt',
    '/%00secret.txt',
    '/%E0%A4%A',
  ])('never serves a file outside the client folder for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
    // The app page, a 404 or a 400 for a malformed escape: never the file, never a 5xx.
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 200) expect(res.body).toContain('<div id="root"></div>');
  });

  it.each(['/api', '/api/nothing-here', '/api/races/extra/segments'])(
    'answers the unknown API path %s with a JSON 404',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: expect.stringContaining('/api'), code: 'NOT_FOUND' });
    },
  );

  it('answers other methods on unknown paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such endpoint: POST /api/nothing', code: 'NOT_FOUND' });
  });
});

describe('serving before the client is built', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpvibes-unbuilt-'));
    const config = loadConfig({ DATABASE_URL: join(dir, 'gp.sqlite'), LOG_LEVEL: 'silent' });
    const database = await openReadyDatabase(config.databaseUrl, { seed: false });
    const app = await buildApp({ config, database, clientDir: join(dir, 'none'), logger: false });
    try {
      const res = await app.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'CLIENT_NOT_BUILT' });
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
