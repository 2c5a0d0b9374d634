import type { TrustProxy } from '../config/config';

/** Fastify's `trustProxy` option for the configured proxies in front of the server. */
export type FastifyTrustProxy = false | string | ((address: string, hop: number) => boolean);

/**
 * A hop count trusts exactly that many proxies, counted from the right: the socket's peer
 * is hop 0, the right-most X-Forwarded-For entry hop 1, and so on; the first address not
 * trusted is the client. (Fastify itself reads a bare number as "trust nobody", which
 * behind one proxy makes every fan the proxy.) Entries further left are written by the
 * client and never believed.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyTrustProxy {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust.join(',');
}
