import { type Kysely, sql } from 'kysely';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { IDENTITY_WINDOW_MS } from '../../domain/fair-count/identity-challenge';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { type IdentityCounter, memoryIdentityCounter, pgIdentityCounter } from './identity-counter';

const A = '203.0.113.0/24';
const B = '203.0.113.9/32';

async function countsTwoOfAOneOfB(counter: IdentityCounter) {
  await counter.record([A, B]);
  await counter.record([A]);
  const [a, b, none] = await counter.read([A, B, '198.51.100.0/24']);
  expect([a?.minted, b?.minted, none?.minted]).toEqual([2, 1, 0]);
  expect(a!.ttlMs).toBeGreaterThan(IDENTITY_WINDOW_MS - 60_000);
  expect(a!.ttlMs).toBeLessThanOrEqual(IDENTITY_WINDOW_MS);
}

describe('the memory identity counter', () => {
  it('counts per network within an hour, then starts again', async () => {
    let now = Date.UTC(2026, 4, 1, 12);
    const counter = memoryIdentityCounter(() => now);
    await countsTwoOfAOneOfB(counter);
    now += IDENTITY_WINDOW_MS - 1;
    expect((await counter.read([A]))[0]).toEqual({ minted: 2, ttlMs: 1 });
    now += 1;
    expect((await counter.read([A]))[0]).toEqual({ minted: 0, ttlMs: IDENTITY_WINDOW_MS });
    await counter.record([A]);
    expect((await counter.read([A]))[0]?.minted).toBe(1);
  });
});

describe('the PostgreSQL identity counter', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let counter: IdentityCounter;
  beforeAll(async () => {
    scratch = await TEST_DATABASES.find((kind) => kind.name === 'postgres')!.create();
    database = await openReadyDatabase(scratch.url, { seed: false });
    counter = pgIdentityCounter(database.db as unknown as Kysely<unknown>, (error) => {
      throw error;
    });
  });
  afterAll(async () => {
    await counter?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('counts per network within an hour on the database clock, then starts again', async () => {
    await countsTwoOfAOneOfB(counter);
    await sql`UPDATE rate_limit_hits SET resets_at = resets_at - ${IDENTITY_WINDOW_MS}::bigint`.execute(
      database.db,
    );
    expect(await counter.read([A, B])).toEqual([
      { minted: 0, ttlMs: IDENTITY_WINDOW_MS },
      { minted: 0, ttlMs: IDENTITY_WINDOW_MS },
    ]);
    await counter.record([A]);
    expect((await counter.read([A]))[0]?.minted).toBe(1);
  });

  it('keeps its keys apart from the rate limits’ in the shared table', async () => {
    const { rows } = await sql<{ key: string }>`SELECT key FROM rate_limit_hits`.execute(
      database.db,
    );
    expect(rows.map((row) => row.key).sort()).toEqual([`identity:${A}`, `identity:${B}`]);
  });
});
