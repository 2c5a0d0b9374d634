import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMBED_ROUTE } from '../../domain/sharing/public-feeds';

// One policy for every response. Scripts come only from our own origin; styles allow
// inline attributes because React sets per-element colours (theme previews, bars).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "media-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The same policy with inline scripts allowed by their hashes (`'sha256-…'`), for the one
 * page that carries such a script (a race's page: its spoiler shield runs before the first
 * paint). Nothing else is loosened: no 'unsafe-inline', and only that exact text runs.
 */
export function policyWithScriptHashes(hashes: readonly string[]): string {
  return CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
  );
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The embeddable verdict card is the one page other sites may frame: any ancestor, the
 * rest of the policy unchanged. X-Frame-Options cannot say "anyone", so it is left out.
 */
export const EMBED_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS)
    .filter(([name]) => name !== 'x-frame-options')
    .map(([name, value]) => [
      name,
      name === 'content-security-policy'
        ? value.replace("frame-ancestors 'none'", 'frame-ancestors *')
        : value,
    ]),
);

async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    const headers =
      request.routeOptions.url === EMBED_ROUTE ? EMBED_SECURITY_HEADERS : SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

export const securityHeaders = fp(installSecurityHeaders, { name: 'security-headers' });
