import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import type { SourceRace } from '../../domain/calendar/calendar-source';
import { FIRST_LIVE_SEASON } from '../../domain/races/shown-seasons';
import { INVALID_SEASON } from './season-query';

// Every season since 1950 is stored, one is read at a time (docs/decisions/0131): the
// replies that name no season never carry the archive.

const historical = (id: string, season: number, round: number, date: string): SourceRace => ({
  id,
  season,
  round,
  name: id.slice(5).replace(/-/g, ' '),
  date,
  location: 'Silverstone',
  countryFlag: '🇬🇧',
  sport: 'formula1',
});
const BRITISH_1950 = historical('1950-british-grand-prix', 1950, 1, '1950-05-13');
const BRITISH_2021 = historical('2021-british-grand-prix', 2021, 10, '2021-07-18');
const ABU_DHABI_2021 = historical('2021-abu-dhabi-grand-prix', 2021, 22, '2021-12-12');

type Race = { id: string; season: number; sport: string };

describe.each(TEST_DATABASES)('races and tallies one season at a time on $name', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.deps.races.importCalendar([BRITISH_1950, BRITISH_2021, ABU_DHABI_2021]);
    await t.app.deps.races.setAiRating(ABU_DHABI_2021.id, 4.8);
  });
  afterAll(async () => t?.close());

  it("lists one season's races and tallies, with the sport's query", async () => {
    const races = (await get('/api/races?season=2021')).json() as Race[];
    expect(races.map((r) => r.id)).toEqual([BRITISH_2021.id, ABU_DHABI_2021.id]);
    const tallies = (await get('/api/tallies?season=2021&sport=formula1')).json();
    expect(Object.keys(tallies)).toEqual([BRITISH_2021.id, ABU_DHABI_2021.id]);
    expect(tallies[ABU_DHABI_2021.id]).toMatchObject({ AI_Rating: true, AI_Rating_Value: 4.8 });
    expect((await get('/api/races?season=2021&sport=motogp')).json()).toEqual([]);
    expect((await get('/api/races?season=1950&sport=all')).json()).toMatchObject([
      { id: BRITISH_1950.id },
    ]);
  });

  it('leaves the archive out of the replies that name no season, and the live feed', async () => {
    for (const url of ['/api/races', '/api/races?sport=all']) {
      const races = (await get(url)).json() as Race[];
      expect(races.length).toBeGreaterThan(0);
      expect(races.every((r) => r.season >= FIRST_LIVE_SEASON)).toBe(true);
    }
    const tallies = Object.keys((await get('/api/tallies?sport=all')).json());
    expect(tallies).not.toContain(BRITISH_1950.id);
    expect(tallies).not.toContain(BRITISH_2021.id);
    expect(await t.app.deps.homeSnapshot.races()).not.toMatchObject({
      json: expect.stringContaining('1950-'),
    });
  });

  it('names every season with a race of the sport, newest first', async () => {
    const { seasons } = (await get('/api/seasons')).json() as { seasons: number[] };
    expect(seasons).toEqual([...seasons].sort((a, b) => b - a));
    expect(seasons).toEqual(expect.arrayContaining([2026, 2025, 2021, 1950]));
    expect(new Set(seasons).size).toBe(seasons.length);
    // A sport with no race stored has no season to name.
    expect((await get('/api/seasons?sport=motogp')).json()).toEqual({ seasons: [] });
  });

  it.each(['/api/races?season=2021', '/api/tallies?season=2021', '/api/seasons'])(
    'answers %s again with a 304 while nothing changed, and a new body after a change',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
      // Another season's tally changing leaves this one's validator as it was.
      await t.app.deps.races.setAiRating(BRITISH_1950.id, 2.1);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    },
  );

  it("changes one season's tallies validator when its race is rated", async () => {
    const url = '/api/tallies?season=2021';
    const etag = String((await get(url)).headers.etag);
    const defaultEtag = String((await get('/api/tallies')).headers.etag);
    await t.app.deps.races.setAiRating(BRITISH_2021.id, 3.3);
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()[BRITISH_2021.id]).toMatchObject({ AI_Rating_Value: 3.3 });
    expect((await get('/api/tallies', { 'if-none-match': defaultEtag })).statusCode).toBe(304);
  });

  it.each([
    '1949',
    '2101',
    '0000',
    '21',
    '2021.0',
    '%202021',
    '2021a',
    '-2021',
    'all',
    '',
    '2021&season=2022',
    '%F0%9F%8F%81',
  ])('answers ?season=%s with a JSON 400 and nothing else', async (value) => {
    for (const path of ['/api/races', '/api/tallies']) {
      const res = await get(`${path}?season=${value}`);
      expect(res.statusCode, path).toBe(400);
      const body = res.json() as { code: string; error: string };
      expect(Object.keys(body).sort()).toEqual(['code', 'error']);
      expect(body.error).toEqual(expect.any(String));
    }
    const res = await get(`/api/races?season=${value}`);
    if (!value.includes('&')) expect((res.json() as { code: string }).code).toBe(INVALID_SEASON);
  });
});
