import { LANGUAGES } from '../i18n/languages';
import { sportLandingPaths } from '../site/routes';
import { SPORTS } from '../sports/sports';
import { sharePath } from './share-paths';
import {
  ROBOTS_PATH,
  robotsTxt,
  SITE_PAGES_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitePagesSitemapXml,
  sportOfSitemapFile,
  sportSitemapPath,
  sportSitemapXml,
} from './sitemap';

const SITE = 'https://gpvibes.example';

describe('sportOfSitemapFile', () => {
  it.each<[string, string | null]>([
    ['formula1.xml', 'formula1'],
    ['motogp.xml', 'motogp'],
    ['f1-academy.xml', 'f1-academy'],
    ['curling.xml', null],
    ['motogp.xml.gz', null],
    ['motogp', null],
    ['MOTOGP.xml', null],
    ['../formula1.xml', null],
    ['', null],
  ])('%s → %s', (file, sport) => {
    expect(sportOfSitemapFile(file)).toBe(sport);
  });

  it("reads back every sport's own file name", () => {
    for (const sport of SPORTS) {
      expect(sportOfSitemapFile(sportSitemapPath(sport).split('/').pop()!)).toBe(sport);
    }
  });
});

describe('robotsTxt', () => {
  it('lets crawlers read every page, not the API or the embeds, and names the sitemap', () => {
    const lines = robotsTxt(SITE).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /embed/');
    expect(lines).toContain(`Sitemap: ${SITE}${SITEMAP_INDEX_PATH}`);
    expect(ROBOTS_PATH).toBe('/robots.txt');
  });
});

describe('sitemapIndexXml', () => {
  it("lists each sport's file, with its last change as a day where it has one", () => {
    const xml = sitemapIndexXml(SITE, [
      { sport: 'formula1', changedAt: '2026-11-23T18:04:05.000Z' },
      { sport: 'motogp', changedAt: null },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      `<loc>${SITE}/sitemaps/formula1.xml</loc>\n    <lastmod>2026-11-23</lastmod>`,
    );
    expect(xml).toContain(`<loc>${SITE}/sitemaps/motogp.xml</loc>\n  </sitemap>`);
  });

  it("names the series' own pages first, changed when the newest sport's file did", () => {
    const xml = sitemapIndexXml(SITE, [
      { sport: 'formula1', changedAt: '2026-11-23T18:04:05.000Z' },
      { sport: 'motogp', changedAt: '2026-11-25T08:00:00.000Z' },
    ]);
    expect(xml.indexOf(SITE_PAGES_SITEMAP_PATH)).toBeLessThan(xml.indexOf('formula1.xml'));
    expect(xml).toContain(
      `<loc>${SITE}${SITE_PAGES_SITEMAP_PATH}</loc>\n    <lastmod>2026-11-25</lastmod>`,
    );
  });
});

describe('sitePagesSitemapXml', () => {
  it("lists each series' landing pages with their languages", () => {
    const changedAt = '2026-11-23T18:04:05.000Z';
    const paths = [...sportLandingPaths('formula1'), ...sportLandingPaths('motogp')];
    expect(paths).toEqual([
      '/',
      '/all-races',
      '/best-races',
      '/motogp',
      '/motogp/all-races',
      '/motogp/best-races',
    ]);
    const xml = sitePagesSitemapXml(
      SITE,
      paths.map((path) => ({ path, changedAt })),
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(paths.map((path) => `${SITE}${path}`));
    expect(xml).toContain(`hreflang="ja" href="${SITE}/motogp/best-races?lang=ja"`);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(locs.length * (LANGUAGES.length + 1));
  });
});

describe('sportSitemapXml', () => {
  const race = { id: '2021-hungarian-grand-prix', changedAt: '2026-11-20T09:00:00.000Z' };

  it("lists a race's page with its address in every language and an x-default", () => {
    const xml = sportSitemapXml(SITE, [race]);
    const page = `${SITE}${sharePath(race.id)}`;
    expect(xml).toContain(`<loc>${page}</loc>`);
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
    expect(xml).toContain(`hreflang="en" href="${page}"`);
    expect(xml).toContain(`hreflang="pt-BR" href="${page}?lang=pt-BR"`);
    expect(xml).toContain(`hreflang="x-default" href="${page}"`);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(LANGUAGES.length + 1);
  });

  it('escapes what XML would misread, in an id and in the site address', () => {
    const xml = sportSitemapXml('https://a.example/?x=1&y=2', [{ ...race, id: "a&b<c>'d" }]);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain('x=1&amp;y=2');
  });

  it.each([
    [0, 0],
    [1, 1],
    [SITEMAP_MAX_URLS, SITEMAP_MAX_URLS],
    [SITEMAP_MAX_URLS + 1, SITEMAP_MAX_URLS],
  ])('%i races → %i addresses (the protocol allows at most SITEMAP_MAX_URLS)', (count, listed) => {
    const races = Array.from({ length: count }, (_, i) => ({
      id: `r${i}`,
      changedAt: race.changedAt,
    }));
    expect(sportSitemapXml(SITE, races).match(/<loc>/g)?.length ?? 0).toBe(listed);
  });
});
