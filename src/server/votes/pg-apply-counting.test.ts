import { sql } from 'kysely';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { aggregateVotes } from '../../domain/voting/vote';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { FLIPS_PER_TRANSACTION } from './pg-apply-counting';
import { createVotesRepo } from './votes-repo';

// A recount of a large race flips more votes than one transaction may lock on
// PostgreSQL (its lock table is shared, 64 locks per connection by default): the flips
// are applied in parts, each exact, and the tally ends equal to the counted votes.

const RACE = '2025-abu-dhabi-grand-prix';
/**
 * Four times the lock table of the test server (locks per transaction × connections), well
 * past the slack the server allocates beyond it.
 */
async function heldVotes(db: Awaited<ReturnType<typeof openReadyDatabase>>['db']) {
  const setting = async (name: string) =>
    Number(
      (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0]!
        .value,
    );
  const table =
    (await setting('max_locks_per_transaction')) *
    ((await setting('max_connections')) + (await setting('max_prepared_transactions')));
  return Math.ceil((4 * table) / FLIPS_PER_TRANSACTION) * FLIPS_PER_TRANSACTION;
}

describe('counting a large race on PostgreSQL', () => {
  it('counts four lock tables’ worth of held votes in one call, exactly', async () => {
    const scratch = await TEST_DATABASES.find((kind) => kind.name === 'postgres')!.create();
    const database = await openReadyDatabase(scratch.url);
    try {
      const HELD = await heldVotes(database.db);
      const now = new Date().toISOString();
      await sql`
        insert into votes (race_id, user_id, star_rating, view_mode, reason_tags, created_at,
          updated_at, network, counted)
        select ${RACE}, 'held-' || i, 1 + i % 5, 'Full Race', '["overtakes"]', ${now}, ${now},
          'network-' || (i % 7), 0
        from generate_series(1, ${HELD}) as i`.execute(database.db);
      await sql`
        insert into vote_networks (race_id, network, votes, held)
        select ${RACE}, network, count(*), count(*) from votes group by network`.execute(
        database.db,
      );
      const votes = createVotesRepo(database, createChangeBus());
      const flips = Array.from({ length: HELD }, (_, i) => ({
        userId: `held-${i + 1}`,
        from: 0 as const,
        to: 1 as const,
      }));
      expect(await votes.applyCounting(RACE, flips)).toBe(HELD);
      const tally = await database.db
        .selectFrom('tallies')
        .selectAll()
        .where('race_id', '=', RACE)
        .executeTakeFirstOrThrow();
      const own = aggregateVotes(RACE, await votes.listForRace(RACE));
      expect(Number(tally.total_votes)).toBe(HELD);
      expect(Number(tally.total_stars)).toBe(own.totalStars);
      const networks = await database.db
        .selectFrom('vote_networks')
        .select((eb) => eb.fn.sum<number>('held').as('held'))
        .executeTakeFirstOrThrow();
      expect(Number(networks.held)).toBe(0);
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 60_000);
});
