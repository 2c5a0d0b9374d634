import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import type { Race, Tally } from '../../domain/types';
import { openDatabase } from '../db/connect';
import { createRacesRepo } from '../races/races-repo';
import { createVotesRepo } from '../votes/votes-repo';
import { HOME_DATA_CACHE_CONTROL, matchesEtag } from './cached-reply';
import { createChangeBus } from './change-bus';

const RACE = '2025-abu-dhabi-grand-prix';
const OTHER = '2025-monaco-grand-prix';
/** The admin CLI's changes show within this (see the README). */
const CLI_MS = 2000;

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
  ])('%s matches "abc": %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});

describe.each(TEST_DATABASES)('home data from the snapshot on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => t?.close());

  it.each(['/api/races', '/api/tallies'])(
    '%s carries a strong ETag and answers 304 when the client has it',
    async (url) => {
      const first = await t.app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers.etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe(HOME_DATA_CACHE_CONTROL);
      expect(HOME_DATA_CACHE_CONTROL).toContain('stale-while-revalidate');
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it("shows a vote in the voter's very next read, under a new ETag", async () => {
    const before = await t.app.inject('/api/tallies');
    const count = (before.json() as Record<string, Tally>)[RACE]!.totalVotes;
    const vote = await postVote(t.app, await newToken(t.app), {
      raceId: RACE,
      starRating: 5,
      viewMode: 'Full Race',
    });
    expect(vote.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/tallies',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as Record<string, Tally>)[RACE]!.totalVotes).toBe(count + 1);
    expect((await t.app.inject(`/api/tallies/${RACE}`)).json().totalVotes).toBe(count + 1);
  });

  it('answers many reads at once with one body, and the change made meanwhile', async () => {
    const reads = await Promise.all(Array.from({ length: 20 }, () => t.app.inject('/api/races')));
    expect(new Set(reads.map((r) => r.headers.etag)).size).toBe(1);
    await t.app.deps.races.setCurrent(OTHER, true, { manual: true });
    const races = (await t.app.inject('/api/races')).json() as Race[];
    expect(races.find((r) => r.id === OTHER)?.isCurrent).toBe(true);
    await t.app.deps.races.setCurrent(OTHER, false, { manual: true });
  });

  it(`shows another process's changes (the admin CLI's) within ${CLI_MS / 1000} s`, async () => {
    const other = await openDatabase(t.config.databaseUrl);
    try {
      const before = await t.app.inject('/api/tallies');
      await createRacesRepo(other.db, createChangeBus()).setAiRating(OTHER, 4.5);
      await createVotesRepo(other, createChangeBus()).recordVote({
        raceId: OTHER,
        userId: 'fan-from-elsewhere',
        starRating: 3,
        viewMode: 'Highlights Only',
      });
      const started = Date.now();
      let tally: Tally | undefined;
      while (Date.now() - started < CLI_MS) {
        tally = ((await t.app.inject('/api/tallies')).json() as Record<string, Tally>)[OTHER];
        if (tally?.totalVotes === 1 && tally.AI_Rating_Value === 4.5) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(tally).toMatchObject({ totalVotes: 1, AI_Rating_Value: 4.5 });
      expect((await t.app.inject('/api/tallies')).headers.etag).not.toBe(before.headers.etag);
    } finally {
      await other.close();
    }
  });
});
