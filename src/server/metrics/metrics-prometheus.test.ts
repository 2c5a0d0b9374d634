import { issueTokens, PROOF_RACE } from '../../../test/proof/proof-votes';
import { startPrometheus } from '../../../test/server/prometheus';
import { startServerProcess } from '../../../test/server/server-process';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';

// A real Prometheus scrapes a real server with the repository's example job: the token
// opens /metrics (`up` is 1, and the votes cast are counted); a wrong one gets nothing.

const TOKEN = 'race-day-metrics-token-0123456789abcdef';
const VOTES = 12;
const WAIT_MS = 20_000;

/** Polls `read` until it returns what `done` accepts, or fails after WAIT_MS. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const sqlite = TEST_DATABASES.find((kind) => kind.name === 'sqlite')!;

describe('Prometheus scraping GET /metrics', () => {
  it('counts the votes cast with the token, and gets nothing without it', async () => {
    const scratch = await sqlite.create();
    const prepared = await openReadyDatabase(scratch.url);
    await createRacesRepo(prepared.db, createChangeBus()).setCurrent(PROOF_RACE, true, {
      manual: true,
    });
    await prepared.close();
    const server = await startServerProcess(scratch.url, {
      RATE_LIMITS: 'off',
      METRICS_TOKEN: TOKEN,
    });
    const target = `127.0.0.1:${server.port}`;
    const prometheus = await startPrometheus([
      { name: 'gpvibes', target, token: TOKEN },
      { name: 'wrong-token', target, token: `${TOKEN}-not` },
    ]);
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const wrong = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(wrong.status).toBe(404);
      expect(await wrong.text()).not.toMatch(/gpvibes_/);

      for (const token of await issueTokens(server.url, VOTES, 4)) {
        const res = await fetch(`${server.url}/api/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ raceId: PROOF_RACE, starRating: 4, viewMode: 'Full Race' }),
        });
        expect(res.status).toBe(200);
      }

      const up = await eventually(
        () => prometheus.query('up{job="gpvibes"}'),
        (v) => v === 1,
      );
      expect(up, prometheus.output()).toBe(1);
      const counted = await eventually(
        () => prometheus.query('sum(gpvibes_votes_total{job="gpvibes"})'),
        (v) => v === VOTES,
      );
      expect(counted).toBe(VOTES);
      expect(
        await prometheus.query(
          'gpvibes_votes_total{job="gpvibes",sport="formula1",counting="counted"}',
        ),
      ).toBe(VOTES);
      expect(
        await prometheus.query('count(http_request_duration_seconds_count{route="/api/votes"})'),
      ).toBeGreaterThan(0);

      const refused = await eventually(
        () => prometheus.query('up{job="wrong-token"}'),
        (v) => v === 0,
      );
      expect(refused).toBe(0);
      expect(await prometheus.query('count(gpvibes_votes_total{job="wrong-token"})')).toBeNull();
    } finally {
      await prometheus.stop();
      await server.stop();
      await scratch.drop();
    }
  });
});
