import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { compressedReplies, compressReply, MIN_BYTES } from '../http/compressed-assets';
import { sendCached } from './cached-reply';
import type { CachedBody } from './home-snapshot';

// The home data's replies: one cached body per change, sent as encoded bytes, compressed
// once per body for every browser that asks, and a 304 for a client that has it.

function body(json: string): CachedBody {
  return { json, bytes: Buffer.from(json), etag: `"${json.length}"` };
}

const races = Array.from({ length: 120 }, (_, i) => ({ id: `2026-race-${i}`, round: i }));
const BIG = body(JSON.stringify(races));
const SMALL = body('{"a":1}');

describe('sendCached', () => {
  let app: FastifyInstance;
  let current = BIG;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressedReplies);
    app.get('/data', async (request, reply) => sendCached(request, reply, current));
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    current = BIG;
    vi.restoreAllMocks();
  });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('compresses for a browser accepting %s', async (accept, encoding, decode) => {
    const res = await app.inject({ url: '/data', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(BIG.etag);
    expect(decode(res.rawPayload).toString()).toBe(BIG.json);
  });

  it('compresses each body once, however many browsers read it', async () => {
    current = body(JSON.stringify([...races, { id: 'one-more' }]));
    const compress = vi.spyOn(compressReply, 'br');
    const reads = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ url: '/data', headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(compress).toHaveBeenCalledTimes(1);
    for (const res of reads)
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(current.json);
  });

  it.each([
    ['a client that asks for no compression', BIG, undefined],
    [`a body under ${MIN_BYTES} bytes`, SMALL, 'br'],
  ])('sends the bytes as they are to %s', async (_what, cached, accept) => {
    current = cached;
    const res = await app.inject({
      url: '/data',
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(cached.bytes.length));
    expect(res.body).toBe(cached.json);
  });

  it('answers 304 without a body to a client holding the same body', async () => {
    const res = await app.inject({
      url: '/data',
      headers: { 'if-none-match': BIG.etag, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('keeps non-ASCII text intact (the bytes are UTF-8)', async () => {
    current = body(JSON.stringify({ flag: '🇯🇵', name: 'Jerez de la Frontera — Ángel Nieto' }));
    const res = await app.inject({ url: '/data' });
    expect(res.json()).toEqual(JSON.parse(current.json));
  });
});
