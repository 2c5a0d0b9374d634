import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Text assets go out compressed when the browser accepts it: the client bundle shrinks to
// about a quarter, which is most of a phone's first-load time on a slow network. Each built
// file is compressed once (in the libuv pool, off the event loop) and kept in memory until
// it changes on disk; the whole client is well under a megabyte.

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
/** Below this, compression saves less than the header costs. */
export const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';
const compress: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

const cache = new Map<string, { mtimeMs: number; encoded: Promise<Buffer> }>();

export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** The compressed bytes of a built file, or null when it should go out as it is. */
export async function compressedFile(
  file: string,
  encoding: Encoding | null,
): Promise<Buffer | null> {
  if (!encoding || !COMPRESSIBLE.has(extname(file))) return null;
  const { mtimeMs, size } = await stat(file);
  if (size < MIN_BYTES) return null;
  const key = `${encoding}:${file}`;
  let entry = cache.get(key);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    entry = { mtimeMs, encoded: readFile(file).then(compress[encoding]) };
    cache.set(key, entry);
    entry.encoded.catch(() => cache.delete(key));
  }
  return entry.encoded;
}

/** Compresses a page made per request (the app shell); small, so done on the spot. */
export async function sendText(request: FastifyRequest, reply: FastifyReply, text: string) {
  const encoding = acceptedEncoding(request);
  reply.header('vary', 'accept-encoding');
  if (!encoding || Buffer.byteLength(text) < MIN_BYTES) return reply.send(text);
  reply.header('content-encoding', encoding);
  return reply.send(await compress[encoding](Buffer.from(text)));
}

/** Brotli/gzip settings for API replies: fast, since a reply changes with every vote. */
export const compressReply: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (data) => promisify(gzip)(data, { level: 6 }),
};
/** Recent compressed replies by content: thousands of page loads share one tally state. */
const REPLY_CACHE_SIZE = 64;
const replyCache = new Map<string, Promise<Buffer>>();

/**
 * JSON read replies of 1 KB or more (the race list and the tallies a page starts from) go
 * out compressed — about a tenth of the bytes. Identical replies are compressed once.
 */
async function installCompressedReplies(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || typeof payload !== 'string' || payload.length < MIN_BYTES) {
      return payload;
    }
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;
    const key = `${encoding}:${createHash('sha1').update(payload).digest('base64')}`;
    let body = replyCache.get(key);
    if (!body) {
      body = compressReply[encoding](Buffer.from(payload));
      replyCache.set(key, body);
      body.catch(() => replyCache.delete(key));
      if (replyCache.size > REPLY_CACHE_SIZE) replyCache.delete(replyCache.keys().next().value!);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}

export const compressedReplies = fp(installCompressedReplies, { name: 'compressed-replies' });
