import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedEncoding,
  compressReply,
  type Encoding,
  MIN_BYTES,
} from '../http/compressed-assets';
import type { CachedBody } from './home-snapshot';

/**
 * Each cached body's compressed forms, made on the first read that asks for one and
 * dropped with the body when the next change replaces it: thousands of page loads between
 * two votes share one compression, and no read hashes or encodes the body again.
 */
const compressedForms = new WeakMap<CachedBody, Partial<Record<Encoding, Promise<Buffer>>>>();

function compressedForm(body: CachedBody, encoding: Encoding): Promise<Buffer> {
  let forms = compressedForms.get(body);
  if (!forms) {
    forms = {};
    compressedForms.set(body, forms);
  }
  let form = forms[encoding];
  if (!form) {
    form = compressReply[encoding](body.bytes);
    forms[encoding] = form;
    // A failed compression is tried again by the next read.
    form.catch(() => {
      if (forms[encoding] === form) delete forms[encoding];
    });
  }
  return form;
}

/**
 * Shared caches (a CDN) may hold the home data for a second and serve it up to two more
 * while they fetch a fresh copy; browsers revalidate every time (max-age=0), which costs a
 * 304 when nothing changed.
 */
export const HOME_DATA_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';

/** If-None-Match holds this validator (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a pre-serialised JSON body with its ETag — compressed when the client accepts it —
 * or a bodiless 304 when the client has it.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
): Promise<FastifyReply> {
  reply
    .header('etag', body.etag)
    .header('cache-control', HOME_DATA_CACHE_CONTROL)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request);
  if (!encoding || body.bytes.length < MIN_BYTES) return reply.send(body.bytes);
  const compressed = await compressedForm(body, encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}
