import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressedReplies } from './compressed-assets';
import { clientIndexHtml, staticFiles } from './static-files';

const BIG_JS = `export const words = ${JSON.stringify('vibes '.repeat(2000))};\n`;
const INDEX = `<!doctype html><html><head><title>GP Vibes</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;

describe('compressed static files', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-compress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), BIG_JS);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'icon.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'index.html'), INDEX);
    app = Fastify();
    await app.register(staticFiles, { root: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends a built script compressed when the browser accepts %s',
    async (accept, encoding, decode) => {
      const res = await get('/assets/app.js', accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 4);
      expect(decode(res.rawPayload).toString()).toBe(BIG_JS);
    },
  );

  it.each([
    ['no Accept-Encoding', '/assets/app.js', undefined],
    ['a file too small to gain', '/assets/tiny.js', 'br'],
    ['an already-compressed image', '/assets/icon.png', 'br'],
  ])('sends the file as it is for %s', async (_what, url, accept) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the app shell served for page routes', async () => {
    const res = await get('/all-races', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    // The shell as served: the built page with the operator's links and the page's feed in its head.
    const served = clientIndexHtml(dir, undefined, { pathname: '/all-races', language: 'en' });
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(served);
  });

  it('notices a rebuilt file without a restart', async () => {
    await get('/assets/app.js', 'gzip');
    const rebuilt = `${BIG_JS}// rebuilt\n`;
    writeFileSync(join(dir, 'assets', 'app.js'), rebuilt);
    utimesSync(join(dir, 'assets', 'app.js'), new Date(), new Date(Date.now() + 5000));
    const res = await get('/assets/app.js', 'gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(rebuilt);
  });
});

describe('compressed JSON replies', () => {
  const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: `race-${i}`, votes: i })) };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressedReplies);
    app.get('/big', async () => BIG);
    app.get('/small', async () => ({ ok: true }));
    app.post('/big', async () => BIG);
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a large JSON read for a browser that accepts it, the same bytes each time', async () => {
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(BIG);
    const again = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(again.rawPayload).toString())).toEqual(BIG);
  });

  it.each([
    ['a client that does not accept compression', 'GET', '/big', undefined],
    ['a small reply', 'GET', '/small', 'br'],
    ['a write', 'POST', '/big', 'br'],
  ] as const)('leaves %s as it is', async (_what, method, url, accept) => {
    const res = await app.inject({
      method,
      url,
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeDefined();
  });
});
