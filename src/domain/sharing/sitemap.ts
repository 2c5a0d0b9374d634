// What search engines read to find every race's page: robots.txt names the sitemap, the
// sitemap is an index with a file per sport, and each file lists the sport's race pages
// (`/r/<race-id>`, the link fans already share) with each language's address beside it;
// one more file lists each series' own pages a fan looks for by name (its home, its
// explorer, its best races of all time). Only addresses and dates: nothing here says how a
// race went.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { SPORTS, type Sport } from '../sports/sports';
import { sharePath, withLanguage } from './share-paths';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SPORT_SITEMAP_PREFIX = '/sitemaps/';
/** The sitemap protocol's most addresses in one file; a sport's races are far fewer. */
export const SITEMAP_MAX_URLS = 50_000;

/** One sport's sitemap file: '/sitemaps/motogp.xml'. */
export function sportSitemapPath(sport: Sport): string {
  return `${SPORT_SITEMAP_PREFIX}${sport}.xml`;
}

/** The file of the series' own pages ('/', '/motogp/all-races', '/best-races' …). */
export const SITE_PAGES_SITEMAP_PATH = `${SPORT_SITEMAP_PREFIX}pages.xml`;

/** The sport a sitemap file's name is for ('motogp.xml'), or null for any other name. */
export function sportOfSitemapFile(file: string): Sport | null {
  const match = /^([a-z0-9-]+)\.xml$/.exec(file);
  const sport = match?.[1];
  return sport && (SPORTS as readonly string[]).includes(sport) ? (sport as Sport) : null;
}

/** The API and the embeds are for programs, not search results; every page is for everyone. */
export function robotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /embed/',
    'Allow: /',
    '',
    `Sitemap: ${siteOrigin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/** A race page as the sitemap lists it: its id and when what it shows last changed. */
export interface SitemapRace {
  id: string;
  /** ISO 8601: the later of the race's own change and its tally's. */
  changedAt: string;
}

/** One sport's file in the index, with when its newest page changed (null: no races yet). */
export interface SitemapFile {
  sport: Sport;
  changedAt: string | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** The day of an ISO instant, as the sitemap's W3C date (a day is precise enough to crawl by). */
function day(iso: string): string {
  return iso.slice(0, 10);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** The index: the series' own pages first, then a file per sport. */
export function sitemapIndexXml(siteOrigin: string, files: readonly SitemapFile[]): string {
  const newest = files.reduce<string | null>(
    (latest, file) =>
      file.changedAt && (!latest || file.changedAt > latest) ? file.changedAt : latest,
    null,
  );
  const entry = (path: string, changedAt: string | null) =>
    [
      '  <sitemap>',
      `    <loc>${xml(siteOrigin + path)}</loc>`,
      ...(changedAt ? [`    <lastmod>${day(changedAt)}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n');
  return [
    HEADER,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(SITE_PAGES_SITEMAP_PATH, newest),
    ...files.map((file) => entry(sportSitemapPath(file.sport), file.changedAt)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A page as the sitemap lists it: its path (without `?lang=`) and its last change. */
export interface SitemapPage {
  path: string;
  changedAt: string;
}

/** Pages, each with its address in every language (`?lang=`; English and x-default without it). */
function urlsetXml(siteOrigin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.slice(0, SITEMAP_MAX_URLS).map(({ path, changedAt }) => {
    const alternates = LANGUAGES.map((language) => {
      const href =
        siteOrigin + withLanguage(path, language === DEFAULT_LANGUAGE ? undefined : language);
      return `    <xhtml:link rel="alternate" hreflang="${language}" href="${xml(href)}"/>`;
    });
    return [
      '  <url>',
      `    <loc>${xml(siteOrigin + path)}</loc>`,
      `    <lastmod>${day(changedAt)}</lastmod>`,
      ...alternates,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteOrigin + path)}"/>`,
      '  </url>',
    ].join('\n');
  });
  return [
    HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sport's race pages. */
export function sportSitemapXml(siteOrigin: string, races: readonly SitemapRace[]): string {
  return urlsetXml(
    siteOrigin,
    races.map((race) => ({ path: sharePath(race.id), changedAt: race.changedAt })),
  );
}

/** Pages of the site's own (each series' home, explorer, best races: site/routes.ts). */
export function sitePagesSitemapXml(siteOrigin: string, pages: readonly SitemapPage[]): string {
  return urlsetXml(siteOrigin, pages);
}
