import { expectApiError } from '../../../test/server/api-error';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import type { SourceRace } from '../../domain/calendar/calendar-source';
import { LANGUAGE_QUERY_PARAM } from '../../domain/i18n/languages';
import { placeNamesIn, writeRaceNames } from '../../domain/races/written-race-names';
import { HIDDEN_GEM_MIN_SCORE } from '../../domain/rankings/race-ranking';
import {
  HIDDEN_GEMS_LIST,
  INVALID_RANKING_QUERY,
  RANKING_MAX_PAGE_SIZE,
  RANKING_PARAMS,
} from '../../domain/rankings/ranking-query';
import type { RankingReply } from '../../domain/rankings/ranking-reply';
import type { StarRating, WatchMode } from '../../domain/types';
import { TAG_MIN_COUNT } from '../../domain/voting/reason-tags';
import { HOME_DATA_CACHE_CONTROL } from '../live/cached-reply';

// GET /api/rankings on a few races of the archive (data verdicts) and a few fans' votes:
// the 2025 and 2026 calendars the test app seeds have no verdict, so they never rank.

const race = (
  id: string,
  date: string,
  location: string,
  sport: SourceRace['sport'] = 'formula1',
): SourceRace => ({
  id,
  season: Number(date.slice(0, 4)),
  round: 1,
  name: `${id.split('-').slice(1).join(' ')}`,
  date,
  location,
  countryFlag: '🏁',
  sport,
});

/** Each race with the data verdict it is stored with (null: none). */
const RACES: [SourceRace, number | null][] = [
  [race('1955-test-grand-prix', '1955-06-05', 'Reims'), 3.0],
  [race('1986-australian-grand-prix', '1986-10-26', 'Adelaide'), 4.3],
  [race('1995-monaco-grand-prix', '1995-05-28', 'Monte Carlo'), 2.0],
  [race('2008-monaco-grand-prix', '2008-05-25', 'Monte Carlo'), 4.6],
  [race('2008-brazilian-grand-prix', '2008-11-02', 'Interlagos'), 3.6],
  [race('2019-german-grand-prix', '2019-07-28', 'Hockenheim'), 4.6],
  [race('2021-hungarian-grand-prix', '2021-08-01', 'Budapest'), HIDDEN_GEM_MIN_SCORE],
  [race('2021-monaco-grand-prix', '2021-05-23', 'Monte Carlo'), HIDDEN_GEM_MIN_SCORE - 0.1],
  [race('2021-motogp-test-grand-prix', '2021-06-06', 'Mugello', 'motogp'), null],
];

/** Fans' votes: the crowd's verdict replaces the data's on the first. */
const VOTES: [string, number, StarRating, WatchMode, string[]][] = [
  ['2008-brazilian-grand-prix', TAG_MIN_COUNT, 5, 'Full Race', ['overtakes']],
  // Fewer votes with the factor than it needs to show.
  ['2021-motogp-test-grand-prix', 2, 4, 'Race-in-30', ['overtakes']],
];

/** The whole ranking, best first: the crowd's 5.0, then ties by votes and the newer race. */
const RANKED = [
  '2008-brazilian-grand-prix',
  '2019-german-grand-prix',
  '2008-monaco-grand-prix',
  '1986-australian-grand-prix',
  '2021-motogp-test-grand-prix',
  '2021-hungarian-grand-prix',
  '2021-monaco-grand-prix',
  '1955-test-grand-prix',
  '1995-monaco-grand-prix',
];

describe.each(TEST_DATABASES)('GET /api/rankings on $name', (kind) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const ranking = async (query = '') => {
    const reply = await get(`/api/rankings${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as RankingReply;
  };
  const ids = (reply: RankingReply) => reply.items.map((item) => item.race.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.deps.races.importCalendar(RACES.map(([r]) => r));
    for (const [r, value] of RACES)
      if (value !== null) await t.app.deps.races.setAiRating(r.id, value);
    let fan = 0;
    for (const [raceId, count, starRating, viewMode, reasonTags] of VOTES) {
      for (let i = 0; i < count; i += 1) {
        fan += 1;
        await t.app.deps.votes.recordVote({
          raceId,
          userId: `fan-${fan}`,
          starRating,
          viewMode,
          reasonTags,
        });
      }
    }
  });
  afterAll(async () => t?.close());

  it('ranks every race with a verdict, best first: score, then votes, then the newer race', async () => {
    const reply = await ranking();
    expect(ids(reply)).toEqual(RANKED);
    expect(reply.items.map((item) => item.rank)).toEqual(RANKED.map((_, i) => i + 1));
    expect(reply).toMatchObject({ page: 1, pageSize: 20, total: RANKED.length });
    expect(reply.items[0]!.verdict).toEqual({ score: 5, from: 'crowd' });
    expect(reply.items[1]!.verdict).toEqual({ score: 4.6, from: 'data' });
  });

  it('carries each race and tally as the race and tally reads give them', async () => {
    const [item] = (await ranking('?decade=2000&circuit=Interlagos')).items;
    const races = (await get('/api/races?season=2008')).json() as { id: string }[];
    const tallies = (await get('/api/tallies?season=2008')).json() as Record<string, unknown>;
    expect(item!.race).toEqual(races.find((r) => r.id === '2008-brazilian-grand-prix'));
    expect(item!.tally).toEqual(tallies['2008-brazilian-grand-prix']);
  });

  it.each<[string, string[]]>([
    ['?sport=formula1', RANKED.filter((id) => !id.includes('motogp'))],
    ['?sport=motogp', ['2021-motogp-test-grand-prix']],
    ['?sport=all', RANKED],
    ['?decade=1950', ['1955-test-grand-prix']],
    [
      '?decade=2020',
      ['2021-motogp-test-grand-prix', '2021-hungarian-grand-prix', '2021-monaco-grand-prix'],
    ],
    ['?decade=1960', []],
    [
      '?circuit=Monte%20Carlo',
      ['2008-monaco-grand-prix', '2021-monaco-grand-prix', '1995-monaco-grand-prix'],
    ],
    ['?circuit=Monte', []],
    ['?way=Full%20Race', ['2008-brazilian-grand-prix']],
    ['?way=Race-in-30', ['2021-motogp-test-grand-prix']],
    ['?way=Highlights%20Only', []],
    ['?factor=overtakes', ['2008-brazilian-grand-prix']],
    [
      `?list=${HIDDEN_GEMS_LIST}`,
      [
        '2019-german-grand-prix',
        '2008-monaco-grand-prix',
        '1986-australian-grand-prix',
        '2021-hungarian-grand-prix',
      ],
    ],
    ['?circuit=Monte%20Carlo&decade=2000', ['2008-monaco-grand-prix']],
    ['?season=2021&unknown=1', RANKED],
  ])('%s keeps %j', async (query, expected) => {
    const reply = await ranking(query);
    expect(ids(reply)).toEqual(expected);
    expect(reply.total).toBe(expected.length);
  });

  it('offers the decades and circuits that have a race under the other filters', async () => {
    expect((await ranking()).filters).toEqual({
      decades: [1950, 1980, 1990, 2000, 2010, 2020],
      circuits: [
        'Adelaide',
        'Budapest',
        'Hockenheim',
        'Interlagos',
        'Monte Carlo',
        'Mugello',
        'Reims',
      ],
    });
    expect((await ranking('?circuit=Monte%20Carlo&decade=2020')).filters).toEqual({
      decades: [1990, 2000, 2020],
      circuits: ['Budapest', 'Monte Carlo', 'Mugello'],
    });
  });

  it.each<[string, string[], number[]]>([
    ['?pageSize=4', RANKED.slice(0, 4), [1, 2, 3, 4]],
    ['?pageSize=4&page=2', RANKED.slice(4, 8), [5, 6, 7, 8]],
    ['?pageSize=4&page=3', RANKED.slice(8), [9]],
    ['?pageSize=4&page=4', [], []],
    [`?pageSize=${RANKING_MAX_PAGE_SIZE}`, RANKED, RANKED.map((_, i) => i + 1)],
  ])('pages %s, the total on every page', async (query, expected, ranks) => {
    const reply = await ranking(query);
    expect(ids(reply)).toEqual(expected);
    expect(reply.items.map((item) => item.rank)).toEqual(ranks);
    expect(reply.total).toBe(RANKED.length);
  });

  it.each([
    '?decade=1955',
    '?decade=2030',
    '?page=0',
    '?page=-1',
    '?page=1.5',
    `?pageSize=${RANKING_MAX_PAGE_SIZE + 1}`,
    '?pageSize=0',
    '?way=bogus',
    '?sport=bogus',
    '?factor=bogus',
    '?list=gems',
    '?circuit=',
    `?circuit=${'x'.repeat(10_000)}`,
    `?page=${'9'.repeat(5_000)}`,
    '?page=1&page=2',
    '?sport=formula1&sport=motogp',
  ])('refuses %s with a 400 naming the problem', async (query) => {
    const reply = await get(`/api/rankings${query}`);
    expectApiError(
      { status: reply.statusCode, headers: reply.headers, body: reply.body },
      400,
      INVALID_RANKING_QUERY,
    );
    expect(reply.body.length).toBeLessThan(300);
  });

  it('is in the API document with every parameter it reads', async () => {
    const doc = (await get('/api/openapi.json')).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const names = doc.paths['/api/rankings']?.get?.parameters?.map((p) => p.name);
    expect(names?.sort()).toEqual([...RANKING_PARAMS, LANGUAGE_QUERY_PARAM].sort());
  });

  // Last: the vote it casts moves the ranking.
  it('answers 304 while nothing changed, a new body once a vote moved the ranking', async () => {
    const first = await get('/api/rankings');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe(HOME_DATA_CACHE_CONTROL);
    const again = await get('/api/rankings', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/rankings?page=2', { 'if-none-match': etag })).statusCode).toBe(200);

    // One fan's vote: the crowd's verdict replaces the data's 2.0, and the race rises.
    await t.app.deps.votes.recordVote({
      raceId: '1995-monaco-grand-prix',
      userId: 'fan-last',
      starRating: 5,
      viewMode: 'Full Race',
    });
    const moved = await get('/api/rankings', { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    const reply = moved.json() as RankingReply;
    expect(ids(reply).slice(0, 2)).toEqual(['2008-brazilian-grand-prix', '1995-monaco-grand-prix']);
    expect(reply.items[1]!.verdict).toEqual({ score: 5, from: 'crowd' });
  });
});

// ?lang= on its own app: a race at a place French writes otherwise (Barcelone) joins the
// ranking, which the tests above count race by race.
describe.each(TEST_DATABASES)('GET /api/rankings?lang= on $name', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  const ranking = async (query: string) => {
    const reply = await get(`/api/rankings${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as RankingReply;
  };
  const calendar = (id: string, date: string, location: string, name: string) => ({
    ...race(id, date, location),
    name,
  });
  const named: [SourceRace, number][] = [
    [calendar('1991-spanish-grand-prix', '1991-09-29', 'Barcelona', 'Spanish Grand Prix'), 4.2],
    [calendar('2008-monaco-grand-prix', '2008-05-25', 'Monte Carlo', 'Monaco Grand Prix'), 4.6],
    [calendar('2021-hungarian-grand-prix', '2021-08-01', 'Budapest', 'Hungarian Grand Prix'), 3.9],
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.deps.races.importCalendar(named.map(([r]) => r));
    for (const [r, value] of named) await t.app.deps.races.setAiRating(r.id, value);
  });
  afterAll(async () => t?.close());

  it("names every row's race in French, and the circuits French writes otherwise", async () => {
    const reply = await ranking('?lang=fr');
    expect(reply.items.map((item) => item.race.id)).toEqual([
      '2008-monaco-grand-prix',
      '1991-spanish-grand-prix',
      '2021-hungarian-grand-prix',
    ]);
    for (const { race: raced } of reply.items) {
      const { names, ...stored } = raced;
      expect(names, stored.id).toEqual(writeRaceNames(stored, 'fr'));
    }
    expect(reply.items[1]!.race.names).toMatchObject({
      full: "Grand Prix d'Espagne",
      place: 'Barcelone',
    });
    expect(reply.filters).toEqual({
      decades: [1990, 2000, 2020],
      circuits: ['Barcelona', 'Budapest', 'Monte Carlo'],
      circuitNames: { Barcelona: 'Barcelone' },
    });
    expect(reply.filters.circuitNames).toEqual(placeNamesIn(reply.filters.circuits, 'fr'));
  });

  it('keeps a reply for each language: ja then fr, each answers its own', async () => {
    const ja = await get('/api/rankings?lang=ja');
    const fr = await get('/api/rankings?lang=fr');
    const jaAgain = await get('/api/rankings?lang=ja');
    expect(ja.headers.etag).not.toBe(fr.headers.etag);
    expect(jaAgain.body).toBe(ja.body);
    const places = (reply: RankingReply) => reply.items.map((item) => item.race.names?.place);
    expect(places(ja.json())).toEqual(['モンテカルロ', 'バルセロナ', 'ブダペスト']);
    expect(places(fr.json())).toEqual(['Monte Carlo', 'Barcelone', 'Budapest']);
    expect((ja.json() as RankingReply).filters.circuitNames).toMatchObject({
      'Monte Carlo': 'モンテカルロ',
    });
  });

  it.each([
    ['no ?lang=', ''],
    ['a language we do not speak', '?lang=xx'],
    ['an empty one', '?lang='],
  ])('answers %s as before: no names, no circuit names', async (_what, query) => {
    const plain = await get('/api/rankings');
    const reply = await get(`/api/rankings${query}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('"names"');
    expect(reply.body).not.toContain('"circuitNames"');
    expect(reply.body).toBe(plain.body);
    expect(reply.headers.etag).toBe(plain.headers.etag);
  });

  it.each([
    '?lang[]=fr',
    '?lang=fr&lang=ja',
    `?lang=${'x'.repeat(5000)}`,
    '?lang=%zz',
    '?lang[0][1]=fr',
  ])('never fails on %s', async (query) => {
    const reply = await get(`/api/rankings${query}`);
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as RankingReply).total).toBe(named.length);
  });
});
