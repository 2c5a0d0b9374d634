import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { INVALID_EVENTS_CODE } from '../../domain/analytics/analytics-events';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { createAnalyticsRepo, storedBytes } from './analytics-repo';

// What a hostile client could do to analytics storage, against a real server process:
// times no date can hold, a flood of maximal batches, and rows older than the retention.

const BUDGET = 64 * 1024;
const DAY = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;
const MAX_EVENTS = 1000;

/** About 26 KB of props: the most a batch under the body limit can make the server store. */
const bigBatch = () => ({
  events: Array.from({ length: 10 }, () => ({
    name: 'page_view',
    props: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(200)])),
    at: Date.now(),
  })),
});

describe.each(TEST_DATABASES)('analytics storage limits on a real server on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let server: ServerProcess;
  let capped: ServerProcess | undefined;
  const aged = new Date(Date.now() - (RETENTION_DAYS + 5) * DAY);

  beforeAll(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url);
    // Rows from before the retention period, waiting for the server's first fold.
    await createAnalyticsRepo(database).insertBatch(
      Array.from({ length: 7 }, () => ({ name: 'page_view' as const, props: {} })),
      aged,
    );
    server = await startServerProcess(scratch.url, {
      ANALYTICS_BYTES_PER_MINUTE: String(BUDGET),
      ANALYTICS_RETENTION_DAYS: String(RETENTION_DAYS),
    });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), capped?.stop()]);
    await database?.close();
    await scratch?.drop();
  });

  const post = (body: unknown) =>
    fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('folds rows past ANALYTICS_RETENTION_DAYS into daily counts on start', async () => {
    const repo = createAnalyticsRepo(database);
    for (
      let i = 0;
      i < 50 && (await repo.listAll()).some((r) => r.received_at === aged.toISOString());
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await repo.listAll()).filter((r) => r.received_at === aged.toISOString())).toEqual([]);
    expect(await repo.countByName()).toEqual([
      expect.objectContaining({ name: 'page_view', count: 7 }),
    ]);
  });

  it.each([
    ['no date can hold it', 8_640_000_000_000_001],
    ['it is years ahead', Date.now() + 3 * 365 * DAY],
    ['it is years back', Date.now() - 3 * 365 * DAY],
  ])('answers 400 INVALID_EVENTS to an event time when %s', async (_label, at) => {
    const res = await post({ events: [{ name: 'page_view', at }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: expect.stringMatching(/at/),
      code: INVALID_EVENTS_CODE,
    });
  });

  it('stores at most ANALYTICS_BYTES_PER_MINUTE from one address, then answers 429', async () => {
    const repo = createAnalyticsRepo(database);
    const before = await repo.listAll();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 12 && !refused; i += 1) {
      const res = await post(bigBatch());
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(refused, `statuses: ${statuses}`).toBeDefined();
    expect(await refused!.json()).toEqual({
      error: expect.stringMatching(/analytics events/),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const added = (await repo.listAll()).slice(before.length);
    const bytes = storedBytes(
      added.map((r) => ({ name: r.name as 'page_view', props: r.props as Record<string, string> })),
    );
    // A minute may turn during the loop: at most two minutes' budgets.
    expect(bytes).toBeLessThanOrEqual(2 * BUDGET);
    expect(bytes).toBeGreaterThan(0);
  });

  it('past ANALYTICS_MAX_EVENTS folds the oldest raw rows early and keeps every count', async () => {
    const repo = createAnalyticsRepo(database);
    const before = (await repo.countByName()).reduce((sum, c) => sum + c.count, 0);
    capped = await startServerProcess(scratch.url, {
      ANALYTICS_MAX_EVENTS: String(MAX_EVENTS),
      RATE_LIMITS: 'off',
    });
    const batch = { events: Array.from({ length: 50 }, () => ({ name: 'vote_reset' })) };
    const batches = Math.ceil((MAX_EVENTS * 1.2) / 50);
    for (let i = 0; i < batches; i += 1) {
      const res = await fetch(`${capped.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      expect(res.status).toBe(202);
    }
    for (let i = 0; i < 100 && (await repo.countRaw()) > MAX_EVENTS; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await repo.countRaw()).toBeLessThanOrEqual(MAX_EVENTS);
    const after = await repo.countByName();
    expect(after.reduce((sum, c) => sum + c.count, 0)).toBe(before + batches * 50);
    expect(after.find((c) => c.name === 'vote_reset')?.count).toBe(batches * 50);
  });
});
