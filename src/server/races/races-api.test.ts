import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { writeRaceNames } from '../../domain/races/written-race-names';
import type { Race } from '../../domain/types';

describe.each(TEST_DATABASES)('races and tallies API on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('lists the 58 seeded races (46 Grand Prix races, 12 sprints) in date order', async () => {
    const res = await t.app.inject('/api/races');
    expect(res.statusCode).toBe(200);
    const races = res.json() as { id: string; date: string }[];
    expect(races).toHaveLength(58);
    const dates = races.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect(races[0]).toMatchObject({
      id: '2025-australian-grand-prix',
      isCurrent: false,
      sport: 'formula1',
    });
  });

  it('gives a zero tally for a race nobody rated and a 404 for an unknown race', async () => {
    const ok = await t.app.inject('/api/tallies/2025-monaco-grand-prix');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      raceId: '2025-monaco-grand-prix',
      totalVotes: 0,
      AI_Rating: false,
    });
    const missing = await t.app.inject('/api/tallies/no-such-race');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String), code: 'RACE_NOT_FOUND' });
  });

  it('keys every race in GET /api/tallies', async () => {
    const res = await t.app.inject('/api/tallies');
    expect(Object.keys(res.json() as object)).toHaveLength(58);
  });

  it('returns each race in the contract shape with a URL-safe id', async () => {
    const races = (await t.app.inject('/api/races')).json() as Record<string, unknown>[];
    expect(races[0]).toEqual({
      id: '2025-australian-grand-prix',
      season: 2025,
      round: 1,
      name: 'Australian Grand Prix',
      date: '2025-03-16',
      location: 'Melbourne',
      countryFlag: '🇦🇺',
      isCurrent: false,
      sport: 'formula1',
      startsAt: '2025-03-16T04:00:00Z',
    });
    for (const race of races) expect(race.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every seeded race a full zero tally', async () => {
    const tallies = (await t.app.inject('/api/tallies')).json() as Record<string, unknown>;
    expect(tallies['2026-las-vegas-grand-prix']).toEqual({
      raceId: '2026-las-vegas-grand-prix',
      totalVotes: 0,
      totalStars: 0,
      starBuckets: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      viewModes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
      reasonTagTallies: {},
      AI_Rating: false,
      AI_Rating_Value: null,
      AI_Rating_Source: null,
      AI_Rating_Signals: null,
      AI_Rating_Results: null,
    });
  });

  it('reflects an operator change on the next request', async () => {
    const id = '2026-qatar-grand-prix';
    await t.app.deps.races.setCurrent(id, true, { manual: true });
    await t.app.deps.races.setAiRating(id, 4.5);
    try {
      const races = (await t.app.inject('/api/races')).json() as {
        id: string;
        isCurrent: boolean;
      }[];
      expect(races.filter((r) => r.isCurrent).map((r) => r.id)).toEqual([id]);
      expect((await t.app.inject(`/api/tallies/${id}`)).json()).toMatchObject({
        AI_Rating: true,
        AI_Rating_Value: 4.5,
        AI_Rating_Source: 'operator',
      });
    } finally {
      await t.app.deps.races.setCurrent(id, false, { manual: true });
      await t.app.deps.races.setAiRating(id, null);
    }
  });

  it.each([
    ['in the wrong case', '/api/tallies/2025-MONACO-grand-prix'],
    ['far too long', `/api/tallies/${'x'.repeat(500)}`],
    ['with SQL in it', "/api/tallies/'%3B%20drop%20table%20races%3B--"],
    ['made of an emoji', '/api/tallies/%F0%9F%8F%81'],
  ])('answers a tally request for an id %s with a JSON 404, never a 5xx', async (_what, url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    // Ids past the router's length limit never reach the route, hence the generic code.
    expect(['RACE_NOT_FOUND', 'NOT_FOUND']).toContain((res.json() as { code: string }).code);
    expect((await t.app.inject('/api/races')).json()).toHaveLength(58);
  });

  it("writes each race's names in the language ?lang= names, and only then", async () => {
    const plain = await t.app.inject('/api/races');
    const res = await t.app.inject('/api/races?lang=ja');
    expect(res.statusCode).toBe(200);
    const races = res.json() as Race[];
    expect(races).toHaveLength(58);
    for (const { names, ...race } of races)
      expect(names, race.id).toEqual(writeRaceNames(race, 'ja'));
    // The same races as stored, each with its names beside them.
    expect(races.map(({ names: _names, ...race }) => race)).toEqual(plain.json());
    const hungary = races.find((race) => race.id === '2025-hungarian-grand-prix');
    expect(hungary?.names).toEqual({
      full: 'ハンガリーGP',
      short: 'ハンガリーGP',
      place: 'ブダペスト',
      voting: { kind: 'event', race: 'ハンガリーGP' },
    });
  });

  it('keys each language its own body: one ETag a language, none shared', async () => {
    const es = await t.app.inject('/api/races?lang=es');
    const ja = await t.app.inject('/api/races?lang=ja');
    const plain = await t.app.inject('/api/races');
    expect(new Set([es.headers.etag, ja.headers.etag, plain.headers.etag]).size).toBe(3);
    const hungary = (es.json() as Race[]).find((race) => race.id === '2025-hungarian-grand-prix');
    expect(hungary?.names?.full).toBe('Gran Premio de Hungría');
    const again = await t.app.inject({
      url: '/api/races?lang=ja',
      headers: { 'if-none-match': String(ja.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['no ?lang=', ''],
    ['a language we do not speak', '?lang=xx'],
    ['an empty one', '?lang='],
  ])('answers %s exactly as before: no names, the same body', async (_what, query) => {
    const plain = await t.app.inject('/api/races');
    const res = await t.app.inject(`/api/races${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"names"');
    expect(res.body).toBe(plain.body);
    expect(res.headers.etag).toBe(plain.headers.etag);
  });

  it.each([
    ['given as a list', '?lang[]=ja'],
    ['given twice', '?lang=ja&lang=fr'],
    ['far too long', `?lang=${'x'.repeat(5000)}`],
    ['undecodable', '?lang=%zz'],
    ['a list of lists', '?lang[0][1]=ja'],
  ])('never fails on a ?lang= %s', async (_what, query) => {
    const res = await t.app.inject(`/api/races${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(58);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
