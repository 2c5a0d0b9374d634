import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (name:port) of an Origin header, or null for 'null' and anything unparseable. */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * Browsers send Origin on every cross-site write. A state-changing request whose Origin is
 * present and is neither the site's public origin nor the host it was sent to comes from
 * another site's page: it gets a 403 before any route runs, so a hostile page cannot spend
 * a fan's identity or fill the analytics table. Requests without Origin (curl, the admin
 * tools, same-origin navigations in older browsers) are left to the routes' own checks.
 * No route sends Access-Control-Allow-Origin, so cross-origin reads stay closed too.
 */
export function installSameOriginWrites(app: FastifyInstance, publicUrl: string): void {
  const publicHost = originHost(publicUrl);
  const allowed = (request: FastifyRequest, origin: string) => {
    const host = originHost(origin);
    return host !== null && (host === publicHost || host === request.headers.host);
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed(request, origin)) return;
    throw new ApiHttpError(
      403,
      'FORBIDDEN_ORIGIN',
      'This request came from another website; GP Vibes only accepts changes from its own pages.',
    );
  });
}
