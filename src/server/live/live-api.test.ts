import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openSse, type SseStream } from '../../../test/server/sse-client';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import type { Race, Tally } from '../../domain/types';
import { buildApp } from '../app';
import { openDatabase } from '../db/connect';
import { createRacesRepo } from '../races/races-repo';
import { createVotesRepo } from '../votes/votes-repo';
import { createChangeBus } from './change-bus';
import { COALESCE_MS } from './live-hub';

const RACE = '2025-abu-dhabi-grand-prix';
const OTHER = '2025-qatar-grand-prix';
const CROSS_PROCESS_MS = 2000;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}/api/live`;
}

const tallyOf = (raceId: string, votes?: number) => (e: { event: string; data: unknown }) =>
  e.event === 'tally' &&
  (e.data as Tally).raceId === raceId &&
  (votes === undefined || (e.data as Tally).totalVotes === votes);

describe.each(TEST_DATABASES)('live feed on $name', (kind) => {
  let t: TestApp;
  let url: string;
  let stream: SseStream;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMITS: 'off' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
    url = await listen(t.app);
    stream = await openSse(url);
  });
  afterAll(async () => {
    stream?.close();
    await t?.close();
  });

  it('opens with the current race list and every tally', async () => {
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toMatch(/no-cache/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    const races = await stream.waitFor((e) => e.event === 'races');
    const tallies = await stream.waitFor((e) => e.event === 'tallies');
    expect(stream.events.indexOf(races)).toBe(0);
    expect(races.data as Race[]).toHaveLength(58);
    expect((races.data as Race[]).find((r) => r.id === RACE)?.isCurrent).toBe(true);
    expect(Object.keys(tallies.data as object)).toHaveLength(58);
  });

  it('sends a stream opened again with the current race list the tallies alone', async () => {
    const { id } = await stream.waitFor((e) => e.event === 'races');
    expect(id).toMatch(/^[\w-]{27}$/);
    const resumed = await openSse(url, { lastEventId: id });
    try {
      await resumed.waitFor((e) => e.event === 'tallies');
      expect(resumed.events[0]!.event).toBe('tallies');
    } finally {
      resumed.close();
    }
    // With no id, or one the list no longer has, the stream opens with the list as new ones do.
    for (const lastEventId of [undefined, 'an-older-list']) {
      const fresh = await openSse(url, { lastEventId });
      try {
        await fresh.waitFor((e) => e.event === 'tallies');
        expect(fresh.events.slice(0, 2).map((e) => e.event)).toEqual(['races', 'tallies']);
        expect(fresh.events[0]!.id).toBe(id);
      } finally {
        fresh.close();
      }
    }
  });

  it('coalesces a burst of votes into a few tally pushes ending at the final count', async () => {
    const tokens = await Promise.all(Array.from({ length: 60 }, () => newToken(t.app)));
    const from = stream.events.length;
    const started = Date.now();
    await Promise.all(
      tokens.map((token) =>
        postVote(t.app, token, { raceId: RACE, starRating: 4, viewMode: 'Full Race' }),
      ),
    );
    const elapsed = Date.now() - started;
    await stream.waitFor(tallyOf(RACE, 60), 2000, from);
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS * 2));
    const pushes = stream.events.slice(from).filter(tallyOf(RACE));
    // At most one push per coalescing window while votes arrive, plus a trailing one.
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(elapsed / COALESCE_MS) + 2);
    expect(pushes.length).toBeLessThan(60);
    // Never back in time: each push carries at least the count of the one before.
    const counts = pushes.map((p) => (p.data as Tally).totalVotes);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('reaches viewers within 2 s when another process changes races or votes', async () => {
    // A second connection to the same database stands in for the admin CLI's process.
    const other = await openDatabase(t.config.databaseUrl);
    try {
      const from = stream.events.length;
      await createRacesRepo(other.db, createChangeBus()).setCurrent(OTHER, true, { manual: true });
      const started = Date.now();
      const races = await stream.waitFor(
        (e) => e.event === 'races' && (e.data as Race[]).some((r) => r.id === OTHER && r.isCurrent),
        CROSS_PROCESS_MS,
        from,
      );
      expect(races.at - started).toBeLessThan(CROSS_PROCESS_MS);
      expect(
        (await t.app.inject('/api/races')).json().find((r: Race) => r.id === OTHER).isCurrent,
      ).toBe(true);

      await createVotesRepo(other, createChangeBus()).recordVote({
        raceId: OTHER,
        userId: 'fan-from-elsewhere',
        starRating: 5,
        viewMode: 'Race-in-30',
      });
      await stream.waitFor(tallyOf(OTHER, 1), CROSS_PROCESS_MS, from);
    } finally {
      await other.close();
    }
  });

  it('carries a vote made on one server to a viewer of another on the same database', async () => {
    const second = await buildApp({
      config: t.config,
      database: await openDatabase(t.config.databaseUrl),
      logger: false,
    });
    const secondUrl = await listen(second);
    const viewer = await openSse(secondUrl);
    try {
      await viewer.waitFor((e) => e.event === 'tallies');
      const before = (await t.app.inject(`/api/tallies/${RACE}`)).json() as Tally;
      await postVote(t.app, await newToken(t.app), {
        raceId: RACE,
        starRating: 2,
        viewMode: 'Highlights Only',
      });
      await viewer.waitFor(tallyOf(RACE, before.totalVotes + 1), CROSS_PROCESS_MS);
    } finally {
      viewer.close();
      await second.close();
      await second.deps.database.close();
    }
  });

  it('ends every open stream when the app closes', async () => {
    const app = await buildApp({
      config: t.config,
      database: await openDatabase(t.config.databaseUrl),
      logger: false,
    });
    const viewer = await openSse(await listen(app));
    await viewer.waitFor((e) => e.event === 'tallies');
    await app.close();
    await app.deps.database.close();
    await viewer.whenEnded;
    expect(viewer.ended).toBe(true);
  });

  // Only PostgreSQL has a listening connection to cut; defined (not skipped) there alone.
  if (kind.name === 'postgres') {
    it('keeps listening after its database connection is cut', async () => {
      const other = await openDatabase(t.config.databaseUrl);
      try {
        const { rows } = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`.execute(other.db);
        expect(rows.map((r) => r.ended)).toEqual([true]);
        // Give the listener time to notice and reconnect, then vote from elsewhere.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const from = stream.events.length;
        await createVotesRepo(other, createChangeBus()).recordVote({
          raceId: OTHER,
          userId: 'fan-after-reconnect',
          starRating: 3,
          viewMode: 'Full Race',
        });
        await stream.waitFor(tallyOf(OTHER), CROSS_PROCESS_MS, from);
      } finally {
        await other.close();
      }
    });
  }
});
