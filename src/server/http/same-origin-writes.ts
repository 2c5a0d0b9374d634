import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiHttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The http(s) URL in a header, or null for 'null' and anything unparseable. */
function webUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Browsers send Origin on every cross-site write. A state-changing request whose Origin —
 * or, when a browser left Origin out, whose Referer — is not the site's public origin
 * (`PUBLIC_URL`) comes from another site's page: it gets a 403 before any route runs, so a
 * hostile page cannot spend a fan's identity or fill the analytics table. The request's
 * own Host header is never trusted for this: a client writes whatever Host it likes.
 *
 * When the public origin is a loopback one (the default, a developer's machine) the other
 * loopback spellings of the port the server listens on count as the same site too, so
 * http://127.0.0.1:8080 works when PUBLIC_URL says http://localhost:8080. Only a page
 * served from this machine's own port can carry such an Origin.
 *
 * Requests with neither header (curl, the admin tools) are left to the routes' own checks.
 * No route sends Access-Control-Allow-Origin, so cross-origin reads stay closed too.
 */
async function installSameOriginWrites(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  const publicSite = new URL(publicUrl);
  const loopbackSite = LOOPBACK_HOSTS.has(publicSite.hostname) && publicSite.protocol === 'http:';
  const listeningPort = () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? address.port : null;
  };
  const sameSite = (claimed: string) => {
    const url = webUrl(claimed);
    if (!url) return false;
    if (url.origin === publicSite.origin) return true;
    return (
      loopbackSite &&
      url.protocol === 'http:' &&
      LOOPBACK_HOSTS.has(url.hostname) &&
      portOf(url) === listeningPort()
    );
  };
  const claimedSite = (request: FastifyRequest) =>
    request.headers.origin ?? request.headers.referer;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const claimed = claimedSite(request);
    if (claimed === undefined || sameSite(claimed)) return;
    throw new ApiHttpError(
      403,
      'FORBIDDEN_ORIGIN',
      'This request came from another website; GP Vibes only accepts changes from its own pages.',
    );
  });
}

export const sameOriginWrites = fp(installSameOriginWrites, { name: 'same-origin-writes' });
