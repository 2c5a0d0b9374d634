import { PRODUCT_NAME } from '../../domain/constants';
import type { Language } from '../../domain/i18n/languages';
import {
  PREVIEW_IMAGE_HEIGHT,
  PREVIEW_IMAGE_TYPE,
  PREVIEW_IMAGE_WIDTH,
} from '../../domain/sharing/preview-card';
import type { SharePreview } from '../../domain/sharing/share-preview';
import { escapeHtml } from '../http/escape-html';
import { withDescription, withHtmlLang, withTitle } from '../http/page-head';

export interface ShareMeta extends SharePreview {
  /** The preview's language: the page's `<html lang>` says so. */
  language: Language;
  /** The page's own address (with its `?lang=`): the canonical one. */
  url: string;
  pageTitle: string;
  /** The same page in each language, `x-default` the one without `?lang=`. */
  alternates: readonly { hreflang: string; href: string }[];
  /** schema.org data about the race as an event: never a result. */
  structuredData: object;
  /** The race's verdict card as a picture: its absolute address and what it shows in words. */
  image?: { url: string; alt: string };
}

/** JSON inside a script element: `<` escaped, so no text of ours can close the element. */
export function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

type Tag = (name: string, content: string) => string;

/** The card as a large picture where there is one (chat apps show it above the link), else the small summary. */
function imageTags({ image }: ShareMeta, property: Tag, named: Tag): string[] {
  if (!image) return [named('twitter:card', 'summary')];
  return [
    property('og:image', image.url),
    property('og:image:type', PREVIEW_IMAGE_TYPE),
    property('og:image:width', String(PREVIEW_IMAGE_WIDTH)),
    property('og:image:height', String(PREVIEW_IMAGE_HEIGHT)),
    property('og:image:alt', image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:image', image.url),
    named('twitter:image:alt', image.alt),
  ];
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
    ...imageTags(meta, property, named),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...meta.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`,
    ),
    `<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`,
  ].join('\n    ');
}

/**
 * Puts a race's preview into the built page: its own title and description replace the
 * generic ones (a crawler reads the first it finds), the page's language is the preview's,
 * and the Open Graph and Twitter tags go at the end of the head.
 */
export function injectShareMeta(indexHtml: string, meta: ShareMeta): string {
  let html = withHtmlLang(indexHtml, meta.language);
  html = withTitle(html, meta.pageTitle);
  html = withDescription(html, meta.description);
  return html.replace(/<\/head>/i, () => `  ${metaTags(meta)}\n  </head>`);
}
