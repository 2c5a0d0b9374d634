import { PRODUCT_NAME } from '../../domain/constants';
import type { SharePreview } from '../../domain/sharing/share-preview';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Race names come from an imported calendar: everything is escaped before it meets HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

export interface ShareMeta extends SharePreview {
  url: string;
  pageTitle: string;
}

function metaTags(meta: ShareMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    property('og:type', 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    named('twitter:card', 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
  ].join('\n    ');
}

/**
 * Puts a race's preview into the built page: its own title and description replace the
 * generic ones (a crawler reads the first it finds), and the Open Graph and Twitter tags
 * go at the end of the head.
 */
export function injectShareMeta(indexHtml: string, meta: ShareMeta): string {
  const title = `<title>${escapeHtml(meta.pageTitle)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  html = html.replace(/<meta\s+name="description"[^>]*>/i, () => description);
  return html.replace(/<\/head>/i, () => `  ${metaTags(meta)}\n  </head>`);
}
