import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { HOME_SCREENS_MODULE } from '../../domain/site/opening-modules';
import { openingPreloads } from './opening-preloads';
import { staticFiles } from './static-files';

// A built client in miniature: the page, and the manifest naming what each module became.
const INDEX = `<!doctype html><html><head><title>GP Vibes</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js">
</head><body><div id="root"></div></body></html>`;
const WORDS = 'src/domain/i18n/messages';
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  [HOME_SCREENS_MODULE]: {
    file: 'assets/home-screens-1.js',
    imports: ['_shared-1.js', '_home-parts-1.js', 'index.html'],
    css: ['assets/home-screens-1.css'],
  },
  '_home-parts-1.js': { file: 'assets/home-parts-1.js', imports: ['_shared-1.js'] },
  [`${WORDS}/en/first-load.ts`]: { file: 'assets/first-load-en.js' },
  [`${WORDS}/en/home.json`]: { file: 'assets/home-en.js' },
  [`${WORDS}/en/explorer.json`]: { file: 'assets/explorer-en.js' },
  [`${WORDS}/de/first-load.ts`]: { file: 'assets/first-load-de.js' },
  [`${WORDS}/de/home.json`]: { file: 'assets/home-de.js' },
  [`${WORDS}/ja/first-load.ts`]: { file: 'assets/first-load-ja.js' },
  [`${WORDS}/ja/explorer.json`]: { file: 'assets/explorer-ja.js' },
};

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="\/assets\/([^"]+)">/g)]
    .map(([, rel, file]) => `${rel} ${file}`)
    .filter((link) => !link.endsWith('shared-1.js') || link.startsWith('preload'));

describe('preloading what a page opens with', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-preloads-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = Fastify();
    await app.register(staticFiles, { root: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [
      '/',
      'de-DE,de;q=0.9,en;q=0.8',
      [
        'preload home-screens-1.css',
        'modulepreload first-load-de.js',
        'modulepreload home-de.js',
        'modulepreload home-screens-1.js',
        'modulepreload home-parts-1.js',
      ],
    ],
    [
      '/all-races?lang=ja',
      'de',
      ['modulepreload first-load-ja.js', 'modulepreload explorer-ja.js'],
    ],
    ['/all-races', undefined, ['modulepreload first-load-en.js', 'modulepreload explorer-en.js']],
    [
      '/all-races',
      'zz, *;q=0.1',
      ['modulepreload first-load-en.js', 'modulepreload explorer-en.js'],
    ],
  ])('%s for Accept-Language %j', async (url, acceptLanguage, preloads) => {
    const res = await app.inject({
      url,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(preloadsIn(res.body)).toEqual(preloads);
    // What the page already loads is not named twice.
    expect(res.body.match(/shared-1\.js/g)).toHaveLength(1);
  });

  it('a module the build does not know adds nothing', () => {
    expect(openingPreloads(dir, ['src/nowhere.ts'], INDEX)).toBe('');
  });

  it('a build without a manifest serves the page as it is', () => {
    const bare = mkdtempSync(join(tmpdir(), 'gpvibes-bare-'));
    try {
      writeFileSync(join(bare, 'index.html'), INDEX);
      expect(openingPreloads(bare, [HOME_SCREENS_MODULE], INDEX)).toBe('');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
