import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addArchiveRace } from '../../../test/server/seed-votes';
import type { ScratchDatabase } from '../../../test/server/test-databases';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { DEFAULT_LAUNCH_MONTH, DEFAULT_LAUNCH_SEASON } from '../../domain/explorer/explorer-note';
import {
  EXPLORER_SEASONS_DATA_ID,
  parseExplorerSeasons,
} from '../../domain/explorer/explorer-opening';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { SERVER_PAGE_ID } from '../http/server-page-html';
import { openReadyDatabase } from '../open-ready';
import { launchOfPage } from './explorer-page-html';

// The launch month as a build with VITE_LAUNCH_MONTH=June and VITE_LAUNCH_SEASON=2024
// writes it (vite.config.ts).
const INDEX_HTML = `<!doctype html><html><head>
<meta name="gpvibes-launch" content="June|2024">
<title>GP Vibes</title>
</head><body><div id="root"></div></body></html>`;

/** What #server-page's <main> says, tags stripped, as a reader without script reads it. */
function serverPageText(html: string): string {
  const start = html.indexOf(`<div id="${SERVER_PAGE_ID}"`);
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function seasonsData(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${EXPLORER_SEASONS_DATA_ID}">([^<]*)</script>`,
  ).exec(html);
  return parseExplorerSeasons(match?.[1]);
}

describe('launchOfPage', () => {
  it.each([
    ['<meta name="gpvibes-launch" content="June|2024">', 'June', 2024],
    ['<meta name="gpvibes-launch" content="|">', DEFAULT_LAUNCH_MONTH, DEFAULT_LAUNCH_SEASON],
    ['<meta name="gpvibes-launch" content="March|">', 'March', DEFAULT_LAUNCH_SEASON],
    ['<meta name="gpvibes-launch" content="|nope">', DEFAULT_LAUNCH_MONTH, DEFAULT_LAUNCH_SEASON],
    ['<title>no meta</title>', DEFAULT_LAUNCH_MONTH, DEFAULT_LAUNCH_SEASON],
  ])('%s → %s %i', (html, month, season) => {
    expect(launchOfPage(html)).toEqual({ month, season });
  });
});

describe.each(TEST_DATABASES)("the explorer's page drawn by the server on $name", (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    scratch = await kind.create();
    clientDir = mkdtempSync(join(tmpdir(), 'gpvibes-explorer-'));
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      PUBLIC_URL: 'https://gpvibes.example',
      SCHEDULER: 'off',
      LOG_LEVEL: 'silent',
    });
    database = await openReadyDatabase(config.databaseUrl);
    app = await buildApp({ config, database, clientDir, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('draws the heading, the note and the loading line, with the root hidden until the app draws', async () => {
    const res = await app.inject('/all-races');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(`<div id="root" hidden></div>\n<div id="${SERVER_PAGE_ID}"`);
    expect(serverPageText(res.body)).toBe(
      'GP Vibes Race Explorer Ratings exist only for races since GP Vibes launched in June 2024; earlier races are not listed. Loading races…',
    );
  });

  it('carries the season list /api/seasons gives, and writes the archive’s note once there is one', async () => {
    await addArchiveRace(app);
    const html = (await app.inject('/all-races')).body;
    const listed = (await app.inject('/api/seasons')).json() as { seasons: number[] };
    expect(listed.seasons).toContain(2021);
    expect(seasonsData(html)).toEqual({ sport: 'formula1', seasons: listed.seasons });
    expect(serverPageText(html)).toContain(
      'Fans have rated races since GP Vibes launched in June 2024; older seasons are rated by their results (AI rating) and fans.',
    );
  });

  it("names another series' explorer and its own seasons, linking home to its home", async () => {
    const html = (await app.inject('/motogp/all-races')).body;
    expect(serverPageText(html)).toMatch(/^GP Vibes MotoGP Race Explorer /);
    expect(html).toContain('<a href="/motogp">GP Vibes</a>');
    const listed = (await app.inject('/api/seasons?sport=motogp')).json() as { seasons: number[] };
    expect(seasonsData(html)).toEqual({ sport: 'motogp', seasons: listed.seasons });
  });

  it('speaks the language the app will open in: ?lang= first, then the browser’s', async () => {
    const asked = (await app.inject('/all-races?lang=de')).body;
    expect(serverPageText(asked)).toMatch(/^GP Vibes Renn-Explorer .*im Juni 2024/);
    expect(asked).toContain('<a href="/?lang=de">GP Vibes</a>');
    const browser = await app.inject({ url: '/all-races', headers: { 'accept-language': 'fr' } });
    expect(serverPageText(browser.body)).toContain('juin 2024');
    expect(browser.body).toContain('<a href="/">GP Vibes</a>');
  });

  it.each([
    '/all-races?lang=%3Cscript%3E',
    '/all-races?season=1949&sort=%00&lang=xx&lang=de',
    '/all-races?%E0%A4%A=1',
  ])('answers %s with the page, never an error', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(serverPageText(res.body)).toContain('GP Vibes');
  });
});
