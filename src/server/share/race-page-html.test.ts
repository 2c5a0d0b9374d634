import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { findSpoilers } from '../../../test/proof/spoiler-words';
import { insertFutureRaces, rateRace } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { LANGUAGES } from '../../domain/i18n/languages';
import { EMPTY_MY_RACES, withMark } from '../../domain/my-races/my-races';
import type { RacePageData } from '../../domain/races/race-page';
import { writeRaceNames } from '../../domain/races/written-race-names';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { translatorFor } from '../i18n/translators';
import { MY_RACES_STORAGE_KEY, SHIELD_SCRIPT_HASH } from './shield-script';

// A race's page as the server draws it: read as a crawler reads it (no script), as the app
// reads its data, and as a browser runs its one inline script.

const HUNGARY = '2025-hungarian-grand-prix';
const UPCOMING = '2030-future-grand-prix';
const HOSTILE = '2030-hostile-grand-prix';
const HOSTILE_NAME = `</script><script>alert(1)</script><b>Bold</b> & 'Co' Grand Prix`;
const SITE = 'https://gpvibes.example';

interface JsdomOptions {
  url?: string;
  runScripts?: 'dangerously';
  beforeParse?: (window: Window) => void;
}
// jsdom ships no types of its own; the little this file uses, typed here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options?: JsdomOptions) => { window: Window };
};

/** The page as a reader without script gets it. */
const parse = (html: string) => new JSDOM(html).window.document;

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();

function scriptSources(header: unknown): string[] {
  const policy = String(header ?? '');
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe.each(TEST_DATABASES)("a race's page drawn by the server on $name", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: SITE });
    await insertFutureRaces(t.database, [
      { id: HOSTILE, name: HOSTILE_NAME, location: '<i>Nowhere</i>' },
      { id: UPCOMING, name: 'Future Grand Prix', location: 'Somewhere' },
    ]);
    t.app.deps.changes.emitLocal({ type: 'races' });
    await rateRace(t.app.deps.votes, HUNGARY, [4, 4, 3]);
    await rateRace(t.app.deps.votes, '2025-british-grand-prix', [5]);
    await t.app.deps.races.setAiRating(HUNGARY, 4.6);
  });
  afterAll(async () => t?.close());

  it("draws the race's name, year, facts and verdict in words, readable without script", async () => {
    const res = await t.app.inject(`/r/${HUNGARY}`);
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    const root = doc.getElementById('root');
    expect(root?.hidden).toBe(true);
    const page = doc.getElementById('server-page');
    expect(root?.nextElementSibling).toBe(page);
    expect(page?.className).toBe('server-page');
    expect(page?.querySelector('script')).toBeNull();
    expect(page?.querySelector('header a')?.getAttribute('href')).toBe('/');
    expect(text(page?.querySelector('header'))).toBe('GP Vibes');
    expect(text(page?.querySelector('main h1'))).toBe('2025 Hungarian Grand Prix');
    const facts = [...(page?.querySelectorAll('.server-page__facts') ?? [])].map(text);
    expect(facts).toEqual(['Formula 1 · 2025 · Round 14', '3 August 2025 · 🇭🇺 Budapest']);
    expect(page?.querySelector('time')?.getAttribute('datetime')).toBe('2025-08-03');

    const verdict = page?.querySelector('section.server-page__verdict');
    const terms = [...(verdict?.querySelectorAll('dt') ?? [])].map(text);
    const values = [...(verdict?.querySelectorAll('dd') ?? [])].map(text);
    expect(terms).toEqual(["Fans' verdict", 'Data verdict', 'Season rank']);
    expect(values).toEqual([
      'Rated Great (3.7) from 3 votes. Best way to watch: Full Race.',
      'The data calls it Cinema (4.6).',
      '2nd of 2 rated races in 2025',
    ]);
    const shielded = page?.querySelector('p.server-page__shielded') as HTMLElement | null;
    expect(shielded?.hidden).toBe(true);
    expect(text(shielded)).toBe('The verdict is hidden: you still have this race to watch.');
    expect(verdict?.nextElementSibling).toBe(shielded);

    const nav = page?.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('More races');
    const links = [...(nav?.querySelectorAll('a') ?? [])].map((a) => [
      a.getAttribute('href'),
      text(a),
    ]);
    expect(links).toEqual([
      ['/r/2025-belgian-grand-prix', '2025 Belgian Grand Prix'],
      ['/r/2025-dutch-grand-prix', '2025 Dutch Grand Prix'],
      ['/r/2026-hungarian-grand-prix', '2026 Hungarian Grand Prix'],
    ]);
    expect(text(nav?.querySelector('h2'))).toBe('Also at Budapest');
  });

  it.each(LANGUAGES)('never names a result, a position or a driver (%s)', async (language) => {
    const res = await t.app.inject(`/r/${HUNGARY}?lang=${language}`);
    const words = text(parse(res.body).getElementById('server-page')) ?? '';
    expect(words).toContain('2025');
    expect(findSpoilers(words)).toEqual([]);
  });

  it('says what a race without a verdict awaits, with no rank and no data verdict', async () => {
    const doc = parse((await t.app.inject(`/r/${UPCOMING}`)).body);
    const verdict = doc.querySelector('.server-page__verdict');
    expect([...(verdict?.querySelectorAll('dt') ?? [])].map(text)).toEqual(["Fans' verdict"]);
    expect(text(verdict?.querySelector('dd'))).toBe('Voting opens on race day');
  });

  it("embeds the app's data once: the API's answer for the race in the page's language", async () => {
    const doc = parse((await t.app.inject(`/r/${HUNGARY}`)).body);
    const blobs = doc.querySelectorAll('script#race-page-data');
    expect(blobs).toHaveLength(1);
    expect(blobs[0]?.getAttribute('type')).toBe('application/json');
    expect(blobs[0]?.parentElement?.tagName).toBe('HEAD');
    // A page without ?lang= is drawn in English, and its data names its races so.
    const api = (await t.app.inject(`/api/race-pages/${HUNGARY}?lang=en`)).json();
    expect(JSON.parse(blobs[0]?.textContent ?? '')).toEqual(api);
  });

  it.each(['ja', 'fr'] as const)(
    "names every race of its data in the page's language (%s)",
    async (language) => {
      const doc = parse((await t.app.inject(`/r/${HUNGARY}?lang=${language}`)).body);
      expect(doc.documentElement.lang).toBe(language);
      const data = JSON.parse(
        doc.getElementById('race-page-data')?.textContent ?? '',
      ) as RacePageData;
      expect(data.language).toBe(language);
      const { names, ...race } = data.race;
      expect(names).toEqual(writeRaceNames(race, language));
      const links = [data.previous, data.next, ...data.sameCircuit].filter((link) => link !== null);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.names, link.id).toBeDefined();
      const api = (await t.app.inject(`/api/race-pages/${HUNGARY}?lang=${language}`)).json();
      expect(data).toEqual(api);
    },
  );

  it("names the data's races in the page's language even where the browser asks for another", async () => {
    const res = await t.app.inject({
      url: `/r/${HUNGARY}`,
      headers: { 'accept-language': 'ja' },
    });
    const doc = parse(res.body);
    const data = JSON.parse(doc.getElementById('race-page-data')?.textContent ?? '');
    expect(data.language).toBe(doc.documentElement.lang);
    expect(data.race.names.full).toBe('Hungarian Grand Prix');
  });

  it('allows exactly its inline shield script, by hash, and runs it before any style or body', async () => {
    const res = await t.app.inject(`/r/${HUNGARY}`);
    const sources = scriptSources(res.headers['content-security-policy']);
    expect(sources).toEqual(["'self'", SHIELD_SCRIPT_HASH]);
    const doc = parse(res.body);
    const inline = [...doc.querySelectorAll('script')].filter(
      (script) => !script.src && !script.type,
    );
    expect(inline).toHaveLength(1);
    expect(inline[0]?.getAttribute('data-race-id')).toBe(HUNGARY);
    const digest = createHash('sha256')
      .update(inline[0]?.textContent ?? '')
      .digest('base64');
    expect(`'sha256-${digest}'`).toBe(SHIELD_SCRIPT_HASH);
    const at = (pattern: RegExp) => res.body.search(pattern);
    const shield = at(/<script data-race-id=/);
    expect(shield).toBeGreaterThan(at(/<head>/));
    for (const later of [/<style/, /<link rel="stylesheet"/, /<body/]) {
      const found = at(later);
      if (found >= 0) expect(found, String(later)).toBeGreaterThan(shield);
    }
    // One hash for every race: another race's page names the same one.
    const other = await t.app.inject(`/r/${UPCOMING}`);
    expect(scriptSources(other.headers['content-security-policy'])).toEqual(sources);
    // Every other page keeps the strict policy.
    const home = await t.app.inject('/');
    expect(home.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const unknown = await t.app.inject('/r/no-such-race');
    expect(unknown.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    ['a fan still to watch it', true, withMark(EMPTY_MY_RACES, HUNGARY, 'to-watch', 'now')],
    ['a fan who watched it', false, withMark(EMPTY_MY_RACES, HUNGARY, 'watched', 'now')],
    ['a fan with no marks', false, null],
  ])('hides the verdict before the first paint from %s: %s', async (_who, hidden, myRaces) => {
    const html = (await t.app.inject(`/r/${HUNGARY}`)).body;
    const { window } = new JSDOM(html, {
      url: `${SITE}/r/${HUNGARY}`,
      runScripts: 'dangerously',
      beforeParse(win) {
        if (myRaces) win.localStorage.setItem(MY_RACES_STORAGE_KEY, JSON.stringify(myRaces));
      },
    });
    const { document } = window;
    expect(document.documentElement.dataset.raceShielded).toBe(hidden ? '1' : undefined);
    const display = (selector: string) =>
      window.getComputedStyle(document.querySelector(selector)!).display;
    expect(display('.server-page__verdict')).toBe(hidden ? 'none' : 'block');
    expect(display('.server-page__shielded')).toBe(hidden ? 'block' : 'none');
  });

  it('keeps a hostile race name as text: escaped in the page, JSON in the data', async () => {
    const res = await t.app.inject(`/r/${HOSTILE}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>Bold</b>');
    expect(res.body).not.toContain('<i>Nowhere</i>');
    const doc = parse(res.body);
    const page = doc.getElementById('server-page');
    expect(text(page?.querySelector('h1'))).toBe(`2030 ${HOSTILE_NAME}`);
    expect(page?.querySelector('b, i, script')).toBeNull();
    expect(text(page?.querySelectorAll('.server-page__facts')[1])).toContain('🏁 <i>Nowhere</i>');
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.every((s) => s.type || s.hasAttribute('data-race-id'))).toBe(true);
    const data = JSON.parse(doc.getElementById('race-page-data')?.textContent ?? '');
    expect(data.race).toMatchObject({ name: HOSTILE_NAME, location: '<i>Nowhere</i>' });
  });

  it('speaks the language the link asks for, and its links keep it', async () => {
    const fr = translatorFor('fr');
    const doc = parse((await t.app.inject(`/r/${HUNGARY}?lang=fr`)).body);
    expect(doc.documentElement.lang).toBe('fr');
    const page = doc.getElementById('server-page');
    const terms = [...(page?.querySelectorAll('dt') ?? [])].map(text);
    expect(terms).toEqual([
      fr('server.racePage.crowdVerdict'),
      fr('server.racePage.dataVerdict'),
      fr('server.racePage.seasonRank'),
    ]);
    expect(text(page?.querySelectorAll('dd')[2])).toBe('2e sur 2 courses notées en 2025');
    expect(text(page?.querySelector('time'))).toBe('3 août 2025');
    expect(page?.querySelector('header a')?.getAttribute('href')).toBe('/?lang=fr');
    const hrefs = [...(page?.querySelectorAll('nav a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs.every((href) => href?.endsWith('?lang=fr'))).toBe(true);
  });

  it.each([
    ['undecodable', '%zz'],
    ['unknown', 'xx'],
    ['empty', ''],
    ['said twice', 'fr&lang=de'],
    ['very long', 'x'.repeat(3000)],
  ])('never fails on a ?lang= that is %s', async (_what, lang) => {
    const res = await t.app.inject(`/r/${HUNGARY}?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    expect(parse(res.body).getElementById('server-page')).not.toBeNull();
  });
});
