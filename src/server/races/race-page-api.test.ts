import { rateRace } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { RACE_ID_MAX_LENGTH } from '../../domain/constants';
import { type RaceLink, type RacePageData, racePageData } from '../../domain/races/race-page';
import { writeRaceNames } from '../../domain/races/written-race-names';
import type { Race } from '../../domain/types';
import { PUBLIC_READ_ROUTES } from '../http/public-read-cors';
import { HOME_DATA_CACHE_CONTROL } from '../live/cached-reply';

const HUNGARY = '2025-hungarian-grand-prix';
const BRITAIN = '2025-british-grand-prix';
const NETHERLANDS = '2025-dutch-grand-prix';

const pageOf = (raceId: string) => `/api/race-pages/${raceId}`;

describe.each(TEST_DATABASES)('race pages API on $name', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await rateRace(t.app.deps.votes, HUNGARY, [4, 4, 4]);
    await rateRace(t.app.deps.votes, BRITAIN, [5, 5]);
    await t.app.deps.races.setAiRating(NETHERLANDS, 4.6);
  });
  afterAll(async () => t?.close());

  it("answers a race's page: its tally, its rank, its neighbours and its circuit", async () => {
    const res = await t.app.inject(pageOf(HUNGARY));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = res.json() as RacePageData;
    expect(page.race).toMatchObject({ id: HUNGARY, name: 'Hungarian Grand Prix', season: 2025 });
    expect(page.tally).toMatchObject({ raceId: HUNGARY, totalVotes: 3, totalStars: 12 });
    // Britain's 5.0 from fans, the Netherlands' 4.6 from the data, then Hungary's 4.0.
    expect(page.seasonRank).toEqual({ rank: 3, of: 3 });
    expect(page.previous).toEqual({
      id: '2025-belgian-grand-prix',
      name: 'Belgian Grand Prix',
      season: 2025,
      round: 13,
      date: '2025-07-27',
      location: 'Spa-Francorchamps',
      sport: 'formula1',
    });
    expect(page.next?.id).toBe(NETHERLANDS);
    expect(page.sameCircuit.map((race) => race.id)).toEqual(['2026-hungarian-grand-prix']);
  });

  it('is exactly what the domain makes of the stored races and tallies', async () => {
    const races = (await t.app.deps.races.list()).filter((race) => race.sport === 'formula1');
    const tallies = await t.app.deps.tallies.listAll();
    for (const id of [HUNGARY, BRITAIN, '2026-las-vegas-grand-prix']) {
      const race = races.find((r) => r.id === id)!;
      const expected = racePageData(race, { races, tallies, now: Date.now() });
      const page = (await t.app.inject(pageOf(id))).json();
      expect(page, id).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });

  it('names the race and every race it links to in the language ?lang= names', async () => {
    const res = await t.app.inject(`${pageOf(HUNGARY)}?lang=de`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as RacePageData;
    expect(page.language).toBe('de');
    const { names, ...race } = page.race;
    expect(names).toEqual(writeRaceNames(race, 'de'));
    expect(names?.full).toBe('Großer Preis von Ungarn');
    const links = [page.previous!, page.next!, ...page.sameCircuit];
    expect(links).toHaveLength(3);
    const stored = new Map((await t.app.deps.races.list()).map((r) => [r.id, r]));
    for (const link of links) {
      expect(link.names, link.id).toEqual(writeRaceNames(stored.get(link.id) as Race, 'de'));
    }
    expect(page.previous?.names?.short).toBe('GP von Belgien');
    // The rest of the page is the page without a language.
    const plain = (await t.app.inject(pageOf(HUNGARY))).json() as RacePageData;
    const unnamed = ({ names: _names, ...link }: RaceLink) => link;
    expect({
      ...page,
      language: undefined,
      race,
      previous: unnamed(page.previous!),
      next: unnamed(page.next!),
      sameCircuit: page.sameCircuit.map(unnamed),
    }).toEqual({ ...plain, language: undefined });
  });

  it.each([
    ['no ?lang=', ''],
    ['a language we do not speak', '?lang=xx'],
    ['an empty one', '?lang='],
  ])('names nothing and says no language for %s', async (_what, query) => {
    const res = await t.app.inject(`${pageOf(HUNGARY)}${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"names"');
    expect(res.json()).not.toHaveProperty('language');
    expect(res.body).toBe((await t.app.inject(pageOf(HUNGARY))).body);
  });

  it.each([
    '?lang[]=de',
    '?lang=de&lang=fr',
    `?lang=${'x'.repeat(5000)}`,
    '?lang=%zz',
    '?lang[0][1]=de',
  ])('never fails on %s', async (query) => {
    const res = await t.app.inject(`${pageOf(HUNGARY)}${query}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as RacePageData).race.id).toBe(HUNGARY);
  });

  it('leads a sprint to the sprints before and after it', async () => {
    const page = (await t.app.inject(pageOf('2025-belgian-grand-prix-sprint'))).json();
    expect(page).toMatchObject({
      race: { kind: 'sprint' },
      previous: { id: '2025-miami-grand-prix-sprint', kind: 'sprint' },
      next: { id: '2025-united-states-grand-prix-sprint', kind: 'sprint' },
      seasonRank: null,
      sameCircuit: [],
    });
  });

  it('is cached like the home data and moves with the next vote', async () => {
    const first = await t.app.inject(pageOf(NETHERLANDS));
    expect(first.headers['cache-control']).toBe(HOME_DATA_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: pageOf(NETHERLANDS),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await rateRace(t.app.deps.votes, NETHERLANDS, [2]);
    const moved = await t.app.inject({
      url: pageOf(NETHERLANDS),
      headers: { 'if-none-match': etag },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ tally: { totalVotes: 1 }, seasonRank: { of: 3 } });
  });

  it('answers any origin, as the races and tallies it is made of', async () => {
    expect(PUBLIC_READ_ROUTES).toContain('/api/race-pages/:raceId');
    const res = await t.app.inject({
      url: pageOf(HUNGARY),
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toBe('ETag');
  });

  it.each([
    ['an unknown race', 'no-such-race'],
    ['the longest id that could be ours', 'x'.repeat(RACE_ID_MAX_LENGTH)],
    ['an id of a prototype key', '__proto__'],
    ['an id of an object method', 'hasOwnProperty'],
  ])('answers %s with 404 RACE_NOT_FOUND', async (_what, id) => {
    const res = await t.app.inject(pageOf(id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'RACE_NOT_FOUND' });
  });

  it.each([
    'x'.repeat(RACE_ID_MAX_LENGTH + 1),
    'x'.repeat(5000),
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'a%00b',
    '%zz',
    '%ED%A0%80',
    '..%2F..%2Fetc%2Fpasswd',
    `${HUNGARY}%20`,
    '%F0%9F%8F%81',
  ])('answers /api/race-pages/%s with a JSON 4xx, never a 5xx', async (segment) => {
    const res = await t.app.inject(pageOf(segment));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
  });
});
