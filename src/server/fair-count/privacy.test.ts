import { Writable } from 'node:stream';
import { createTestApp, TEST_CLIENT_DIR, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { postVote } from '../../../test/server/vote-requests';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openReadyDatabase } from '../open-ready';

const FAN = '203.0.113.45';
const FAN_V6 = '2001:db8:4545:1::45';
const RACE = '2025-abu-dhabi-grand-prix';

// No address reaches the database or the logs (docs/decisions/0113): votes, network
// counts and every limit counter hold keyed hashes only.

describe.each(TEST_DATABASES)('the database on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '1' });
    await t.app.deps.races.setCurrent(RACE, true, { manual: true });
  });
  afterAll(async () => t?.close());

  it('keeps no address of a fan who took an identity, voted and sent analytics', async () => {
    for (const ip of [FAN, FAN, FAN_V6, FAN_V6]) {
      const from = { 'x-forwarded-for': ip };
      const session = await t.app.inject({ method: 'POST', url: '/api/session', headers: from });
      const { token } = session.json() as { token: string };
      const vote = await postVote(
        t.app,
        token,
        { raceId: RACE, starRating: 4, viewMode: 'Full Race' },
        from,
      );
      expect(vote.statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { ...from, 'content-type': 'application/json' },
        payload: JSON.stringify({ events: [{ name: 'page_view', props: { path: '/' } }] }),
      });
    }
    const db = t.database.db;
    const dump = JSON.stringify([
      await db.selectFrom('votes').selectAll().execute(),
      await db.selectFrom('vote_networks').selectAll().execute(),
      await db
        .selectFrom('rate_limit_hits' as never)
        .selectAll()
        .execute(),
      await db.selectFrom('analytics_events').selectAll().execute(),
    ]);
    expect(dump).toContain('Full Race');
    for (const part of ['203.0.113', '2001:db8:4545', '2001:0db8:4545'])
      expect(dump).not.toContain(part);
  });
});

describe('the log', () => {
  it('never holds a fan’s address, for a vote, an identity or a refused live stream', async () => {
    const scratch = await TEST_DATABASES[0]!.create();
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      SCHEDULER: 'off',
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      LIVE_STREAMS_PER_ADDRESS: '1',
    });
    const database = await openReadyDatabase(config.databaseUrl);
    let log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = await buildApp({ config, database, clientDir: TEST_CLIENT_DIR, logStream });
    try {
      const from = { 'x-forwarded-for': FAN };
      const session = await app.inject({ method: 'POST', url: '/api/session', headers: from });
      const { token } = session.json() as { token: string };
      await app.inject({
        method: 'POST',
        url: '/api/votes',
        headers: { ...from, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ raceId: 'no-such-race', starRating: 4, viewMode: 'Full Race' }),
      });
      await app.inject({ method: 'GET', url: '/api/nothing-here', headers: from });
      expect(log).toContain('"url":"/api/votes"');
      expect(log).not.toContain(FAN);
      expect(log).not.toContain('203.0.113');
    } finally {
      await app.close();
      await database.close();
      await scratch.drop();
    }
  });
});
