import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { PROOF_RACE } from '../../../test/proof/proof-votes';
import { ARCHIVE_RACE, addArchiveRace } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken } from '../../../test/server/vote-requests';

const DASHBOARD = new URL('../../../deploy/grafana/gpvibes-race-day.json', import.meta.url);
const TOKEN = 'metrics-token-for-the-api-test-0123456789';
const ENV = { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' };
const HELD_VOTES = 'gpvibes_votes_total{sport="formula1",counting="held"}';
/** Sized for a machine as loaded as CI's. */
const POLL = { timeout: 10_000 };

const scrape = (app: FastifyInstance, token: string | null = TOKEN) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });

/** The value of one sample line of the exposition, or null when absent. */
function sample(body: string, series: string): number | null {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

/** A vote from an address of one network (203.0.113.0/24): its first vote counts. */
async function voteFrom(app: FastifyInstance, address: string, raceId: string = PROOF_RACE) {
  const token = await newToken(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/votes',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ raceId, starRating: 5, viewMode: 'Full Race' }),
  });
  expect(res.statusCode).toBe(200);
}

describe.each(TEST_DATABASES)('GET /metrics on $name', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind, ENV);
    b = await createTestApp(kind, ENV);
    await a.app.deps.races.setCurrent(PROOF_RACE, true, { manual: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('answers 404, with nothing of the metrics, without the token or with a wrong one', async () => {
    for (const token of [null, 'wrong', `${TOKEN}x`, '']) {
      const res = await scrape(a.app, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/gpvibes_|process_cpu/);
    }
  });

  it('is 404 when METRICS_TOKEN is not set', async () => {
    const off = await createTestApp(kind, { RATE_LIMITS: 'off' });
    try {
      expect((await scrape(off.app)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('serves this app’s own registry: votes counted and held, routes by pattern, never cached', async () => {
    await voteFrom(a.app, '203.0.113.5');
    await voteFrom(a.app, '203.0.113.6'); // same network: held
    await a.app.inject({ method: 'GET', url: `/api/tallies/${PROOF_RACE}` });
    await expect.poll(async () => sample((await scrape(a.app)).body, HELD_VOTES), POLL).toBe(1);
    const res = await scrape(a.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(sample(body, 'gpvibes_votes_total{sport="formula1",counting="counted"}')).toBe(1);
    expect(sample(body, 'gpvibes_votes_total{sport="formula1",counting="held"}')).toBe(1);
    expect(sample(body, 'gpvibes_votes_held{sport="formula1"}')).toBe(1);
    expect(sample(body, 'gpvibes_identities_total{outcome="free"}')).toBe(2);
    expect(sample(body, 'gpvibes_push_outbox_pending')).toBe(0);
    expect(sample(body, 'gpvibes_live_viewers')).toBe(0);
    expect(body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(body).toMatch(/^process_resident_memory_bytes /m);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/tallies\/:raceId",status_code="200"\} 1/,
    );
    expect(body).not.toContain(PROOF_RACE);

    // The race-day dashboard asks only for series this registry serves.
    const dashboard = readFileSync(DASHBOARD, 'utf8');
    const asked = new Set(dashboard.match(/\b(gpvibes|http|process|nodejs)_[a-z0-9_]+/g));
    const served = new Set([...body.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]));
    const family = (name: string) =>
      served.has(name) ? name : name.replace(/_(bucket|count|sum)$/, '');
    expect([...asked].filter((name) => !served.has(family(name)))).toEqual([]);

    const other = (await scrape(b.app)).body;
    expect(other).not.toMatch(/^gpvibes_votes_total\{/m);
  });

  it('counts the votes held on an archive race a fan rates, as on the current one', async () => {
    // A site of its own, scraped once: its gauges are read from the database then.
    const c = await createTestApp(kind, ENV);
    try {
      await addArchiveRace(c.app);
      await voteFrom(c.app, '198.51.100.5', ARCHIVE_RACE.id);
      await voteFrom(c.app, '198.51.100.6', ARCHIVE_RACE.id); // same network: held
      // A vote is counted once its race's sport is read (metrics.ts, voteCast): an archive
      // race's read can land after the vote's answer, so the scrape waits for it.
      await expect.poll(async () => sample((await scrape(c.app)).body, HELD_VOTES), POLL).toBe(1);
      const body = (await scrape(c.app)).body;
      expect(sample(body, 'gpvibes_votes_held{sport="formula1"}')).toBe(1);
    } finally {
      await c.close();
    }
  });
});
