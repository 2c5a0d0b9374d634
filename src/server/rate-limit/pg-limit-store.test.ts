import { type Kysely, sql } from 'kysely';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { pgLimitCounter } from './pg-limit-store';

const postgres = TEST_DATABASES.find((kind) => kind.name === 'postgres')!;
const MINUTE_MS = 60_000;

describe('the PostgreSQL limit counters', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let counter: ReturnType<typeof pgLimitCounter>;
  beforeAll(async () => {
    scratch = await postgres.create();
    database = await openReadyDatabase(scratch.url);
    counter = pgLimitCounter(database.db as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('counts concurrent hits on one key exactly, each with its own number', async () => {
    const counts = await Promise.all(
      Array.from({ length: 200 }, () => counter.hit('votes:192.0.2.1', MINUTE_MS)),
    );
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    for (const { ttl } of counts) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(MINUTE_MS);
    }
  });

  it('keeps keys apart, even in one batch', async () => {
    const [a, b, a2] = await Promise.all([
      counter.hit('votes:192.0.2.2', MINUTE_MS),
      counter.hit('new-sessions:192.0.2.2', MINUTE_MS),
      counter.hit('votes:192.0.2.2', MINUTE_MS),
    ]);
    expect([a!.current, b!.current, a2!.current]).toEqual([1, 1, 2]);
  });

  it('starts a new window once the last one has ended, and prunes ended windows', async () => {
    const windowMs = 300;
    expect((await counter.hit('short:192.0.2.3', windowMs)).current).toBe(1);
    expect((await counter.hit('short:192.0.2.3', windowMs)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 100));
    await counter.prune();
    const { rows } = await sql<{ key: string }>`SELECT key FROM rate_limit_hits`.execute(
      database.db,
    );
    expect(rows.map((r) => r.key)).not.toContain('short:192.0.2.3');
    expect(rows.map((r) => r.key)).toContain('votes:192.0.2.1');
    expect((await counter.hit('short:192.0.2.3', windowMs)).current).toBe(1);
  });
});
