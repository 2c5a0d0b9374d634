import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { LANGUAGES } from '../../domain/i18n/languages';
import { sharePath } from '../../domain/sharing/share-paths';
import {
  ROBOTS_PATH,
  SITE_PAGES_SITEMAP_PATH,
  SITEMAP_INDEX_PATH,
  sportSitemapPath,
} from '../../domain/sharing/sitemap';
import { SPORTS } from '../../domain/sports/sports';

const RACE = '2025-las-vegas-grand-prix';

/** The addresses a sitemap lists. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe.each(TEST_DATABASES)('what crawlers read, on $name', (kind) => {
  let t: TestApp;
  let site: string;
  beforeAll(async () => {
    // Every Grand Prix since 1950 and every series, as a site carrying them all would.
    t = await createTestApp(kind, { F1_HISTORY: 'on', SPORTS: SPORTS.join(',') });
    site = t.config.publicUrl;
  });
  afterAll(async () => t?.close());

  it('serves robots.txt as text, naming the sitemap', async () => {
    const res = await t.app.inject(ROBOTS_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${site}${SITEMAP_INDEX_PATH}`);
  });

  it('serves a sitemap index naming a file per sport', async () => {
    const res = await t.app.inject(SITEMAP_INDEX_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locs(res.body)).toEqual([
      `${site}${SITE_PAGES_SITEMAP_PATH}`,
      ...SPORTS.map((sport) => `${site}${sportSitemapPath(sport)}`),
    ]);
  });

  it("lists each series' home, explorer and best races, and each answers as a page", async () => {
    const res = await t.app.inject(SITE_PAGES_SITEMAP_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = locs(res.body).map((loc) => loc.slice(site.length));
    for (const path of ['/', '/all-races', '/best-races', '/motogp', '/motogp/best-races'])
      expect(listed).toContain(path);
    expect(listed).toHaveLength(3 * SPORTS.length);
    expect(res.body.match(/hreflang="/g)).toHaveLength(listed.length * (LANGUAGES.length + 1));
    for (const path of listed) expect((await t.app.inject(path)).statusCode).toBe(200);
  });

  it("lists every race's page across the sports: 1,100 and more, MotoGP's among them", async () => {
    const listed: string[] = [];
    for (const sport of SPORTS) {
      const res = await t.app.inject(sportSitemapPath(sport));
      expect(res.statusCode).toBe(200);
      listed.push(...locs(res.body));
    }
    const races = await t.app.deps.races.list();
    expect(listed.sort()).toEqual(races.map((race) => `${site}${sharePath(race.id)}`).sort());
    expect(listed.length).toBeGreaterThan(1_100);
    const motogp = races.filter((race) => race.sport === 'motogp');
    expect(motogp.length).toBeGreaterThan(0);
    expect(listed).toContain(`${site}${sharePath(motogp[0]!.id)}`);
    expect(listed).toContain(`${site}${sharePath('1950-british-grand-prix')}`);
  });

  it("gives each page its languages, and its last change moves when the race's tally does", async () => {
    const before = (await t.app.inject(sportSitemapPath('formula1'))).body;
    const entry = (xml: string) => xml.split('<url>').find((u) => u.includes(sharePath(RACE)))!;
    expect(entry(before).match(/hreflang="/g)).toHaveLength(LANGUAGES.length + 1);
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    await t.database.db
      .updateTable('races')
      .set({ updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', RACE)
      .execute();
    const stale = entry((await t.app.inject(sportSitemapPath('formula1'))).body);
    expect(stale).toContain('<lastmod>2020-01-01</lastmod>');
    const res = await postVote(t.app, await newToken(t.app), {
      raceId: RACE,
      starRating: 4,
      viewMode: 'Full Race',
    });
    expect(res.statusCode).toBe(200);
    const fresh = entry((await t.app.inject(sportSitemapPath('formula1'))).body);
    expect(fresh).not.toContain('<lastmod>2020-01-01</lastmod>');
    expect(fresh).toMatch(/<lastmod>20\d\d-\d\d-\d\d<\/lastmod>/);
  });

  it.each([
    'curling.xml',
    'formula1',
    'formula1.xml.gz',
    '..%2fsitemap.xml',
    `${'x'.repeat(90)}.xml`,
  ])('answers /sitemaps/%s with a JSON 404', async (file) => {
    const res = await t.app.inject(`/sitemaps/${file}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each<[string, number]>([
    ['/', 200],
    ['/all-races', 200],
    ['/motogp', 200],
    ['/motogp/my-races/', 200],
    ['/support', 200],
    ['/no-such-page', 404],
    ['/motogp/support', 200],
    ['/motogp/install', 200],
    ['/motogp/data-score', 404],
    ['/curling', 404],
    ['/all-races/extra', 404],
  ])('answers the page %s with the app and a %i', async (path, status) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The app's root: empty, or on a home page holding the loading screen the server drew,
    // or on an explorer hidden beside the opening the server drew (decision 0158).
    expect(res.body).toMatch(
      /<div id="root">(<\/div>|<div id="boot-loading")|<div id="root" hidden><\/div>\n<div id="server-page"/,
    );
  });

  it.each([
    '/favicon-missing.png',
    '/sw-missing.js',
    '/fonts/missing.woff2',
    '/assets/missing.css',
  ])('answers the missing file %s with a JSON 404, not the app', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such file.', code: 'NOT_FOUND' });
  });

  it("names the page's sport's verdict feed in its head, in the page's language", async () => {
    const home = (await t.app.inject('/')).body;
    expect(home).toContain(
      '<link rel="alternate" type="application/atom+xml" title="GP Vibes · Formula 1" href="/feed.xml" />',
    );
    const motogp = (await t.app.inject('/motogp?lang=de')).body;
    expect(motogp).toContain('href="/feed.xml?sport=motogp&amp;lang=de"');
  });
});
