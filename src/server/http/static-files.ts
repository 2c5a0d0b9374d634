import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_NAME } from '../../domain/constants';
import {
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  type Language,
  parseLanguage,
  pickLanguage,
} from '../../domain/i18n/languages';
import { ATOM_FEED_PATH } from '../../domain/sharing/public-feeds';
import { withLanguage } from '../../domain/sharing/share-paths';
import { openingModules } from '../../domain/site/opening-modules';
import { routeKeyForPath } from '../../domain/site/routes';
import { NO_SITE_LINKS, type SiteLinks, siteLinksElement } from '../../domain/site/site-links';
import { sportName, sportOfPath, sportPath } from '../../domain/sports/sports';
import { withBootLoading } from './boot-loading';
import { acceptedEncoding, compressedFile, sendText } from './compressed-assets';
import { ApiHttpError } from './errors';
import { escapeHtml } from './escape-html';
import { openingPreloads } from './opening-preloads';
import { withSitePageHead } from './page-head';
import { staticFilesSchema } from './static-schemas';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

export const DEFAULT_CLIENT_DIR = resolve('dist/client');

/** The page a fan opens: which path, in which language (what the page will load first). */
export interface OpeningPage {
  pathname: string;
  language: Language;
}

/**
 * The built page with the operator's links in its head (domain/site/site-links.ts) and, for
 * an `opening` page, preloads of what that page loads before its first render.
 */
export function clientIndexHtml(
  root = DEFAULT_CLIENT_DIR,
  links: SiteLinks = NO_SITE_LINKS,
  opening?: OpeningPage,
): string | null {
  const file = join(root, 'index.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const preloads = opening
    ? openingPreloads(root, openingModules(opening.pathname, opening.language), html)
    : '';
  const feed = opening ? feedLink(opening) : '';
  const head = [siteLinksElement(links), feed, preloads].filter(Boolean).join('\n    ');
  const page = html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  if (!opening) return page;
  return withBootLoading(
    withSitePageHead(page, opening.pathname, opening.language),
    opening.pathname,
    opening.language,
  );
}

/**
 * The verdict feed of the page's sport, for readers and browsers that discover feeds from a
 * page: the same Atom feed the support page links, in the page's language.
 */
function feedLink({ pathname, language }: OpeningPage): string {
  const { sport } = sportOfPath(pathname);
  const href = withLanguage(
    sportPath(ATOM_FEED_PATH, sport),
    language === DEFAULT_LANGUAGE ? undefined : language,
  );
  const title = `${PRODUCT_NAME} · ${sportName(sport, language)}`;
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
}

/** The language a page will open in, as far as the server can tell (client/i18n/choose-language.ts). */
export function openingLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const header = request.headers['accept-language'];
  return (
    parseLanguage(query?.[LANGUAGE_QUERY_PARAM]) ??
    pickLanguage(acceptLanguageTags(typeof header === 'string' ? header : undefined))
  );
}

/**
 * Serves the built client. A wildcard route (rather than listing files at start-up)
 * means a rebuild is picked up without a restart. Unknown page paths get the app, whose
 * router shows the DNF page, with a 404 status; a missing file and unknown /api paths get
 * a JSON 404.
 */
async function installStaticFiles(
  app: FastifyInstance,
  { root = DEFAULT_CLIENT_DIR, siteLinks }: { root?: string; siteLinks?: SiteLinks },
): Promise<void> {
  app.get('/*', { schema: staticFilesSchema }, async (request, reply) => {
    const urlPath = decodeSafely(request.url.split('?')[0] ?? '/') ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      throw new ApiHttpError(404, 'NOT_FOUND', `No such endpoint: GET ${urlPath}`);
    }
    const file = resolveInside(root, urlPath);
    if (file && isFile(file)) {
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      reply.header('content-type', type);
      reply.header('cache-control', cacheControlFor(urlPath));
      reply.header('vary', 'accept-encoding');
      const encoding = acceptedEncoding(request);
      const compressed = await compressedFile(file, encoding);
      if (compressed && encoding)
        return reply.header('content-encoding', encoding).send(compressed);
      return reply.send(createReadStream(file));
    }
    // A file the build would have had (a script, an image, a font …) is missing, not a page.
    if (isAssetPath(urlPath)) throw new ApiHttpError(404, 'NOT_FOUND', 'No such file.');
    const html = clientIndexHtml(root, siteLinks, {
      pathname: urlPath,
      language: openingLanguage(request),
    });
    if (!html) {
      throw new ApiHttpError(
        503,
        'CLIENT_NOT_BUILT',
        'The web app is not built yet: run npm run build.',
      );
    }
    // A path no page answers is the DNF page for people and a real 404 for crawlers.
    const status = routeKeyForPath(urlPath) === 'notFound' ? 404 : 200;
    reply
      .status(status)
      .header('content-type', CONTENT_TYPES['.html']!)
      .header('cache-control', 'no-cache');
    return sendText(request, reply, html);
  });
}

function isAssetPath(urlPath: string): boolean {
  const extension = extname(urlPath);
  return urlPath.startsWith('/assets/') || (extension !== '.html' && extension in CONTENT_TYPES);
}

function cacheControlFor(urlPath: string): string {
  // Vite fingerprints everything under /assets; the rest must revalidate so a deploy
  // (and a new service worker) reaches fans at once.
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function decodeSafely(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function resolveInside(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0')) return null;
  const target = normalize(join(root, urlPath));
  return target.startsWith(root + sep) ? target : null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The built client: every path no other route answers (registered last). */
export const staticFiles = fp(installStaticFiles, { name: 'static-files' });
