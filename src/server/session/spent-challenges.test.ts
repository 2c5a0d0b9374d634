import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { Database } from '../db/connect';
import { openReadyDatabase } from '../open-ready';
import { SPENT_KEPT_PAST_EXPIRY_MS, SPENT_PRUNE_BATCH, spentChallenges } from './spent-challenges';

const NOW = Date.UTC(2026, 4, 1, 12);

describe.each(TEST_DATABASES)('spent challenges on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url, { seed: false });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const ids = async () =>
    (await database.db.selectFrom('spent_challenges').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );

  it('spends a challenge once, across two stores on one database', async () => {
    const one = spentChallenges(database.db, (error) => {
      throw error;
    });
    const two = spentChallenges(database.db, (error) => {
      throw error;
    });
    expect(await one.spend('sig-a', NOW + 60_000, NOW)).toBe(true);
    expect(await two.spend('sig-a', NOW + 60_000, NOW)).toBe(false);
    expect(await one.spend('sig-a', NOW + 60_000, NOW)).toBe(false);
    expect(await two.spend('sig-b', NOW + 60_000, NOW)).toBe(true);
    await Promise.all([one.close(), two.close()]);
  });

  it('prunes what expired long enough ago, a bounded batch at a time', async () => {
    await database.db.deleteFrom('spent_challenges').execute();
    const cutoff = NOW - SPENT_KEPT_PAST_EXPIRY_MS;
    const stale = Array.from({ length: SPENT_PRUNE_BATCH + 3 }, (_, i) => ({
      id: `old-${String(i).padStart(5, '0')}`,
      expires_at: cutoff - 1 - i,
    }));
    for (let i = 0; i < stale.length; i += 1000) {
      await database.db
        .insertInto('spent_challenges')
        .values(stale.slice(i, i + 1000))
        .execute();
    }
    await database.db
      .insertInto('spent_challenges')
      .values([
        { id: 'kept-just-expired', expires_at: cutoff + 1 },
        { id: 'kept-live', expires_at: NOW + 60_000 },
      ])
      .execute();
    const store = spentChallenges(database.db, (error) => {
      throw error;
    });
    await store.prune(NOW);
    expect(await ids()).toHaveLength(3 + 2);
    await store.prune(NOW);
    expect(await ids()).toEqual(['kept-just-expired', 'kept-live']);
  });
});
