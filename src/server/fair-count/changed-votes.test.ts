import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createVotesRepo, type VotesRepo } from '../votes/votes-repo';
import { readChangedVotes } from './contested-votes';
import { createKeptCounts } from './kept-counts';

// What a pass of the kept fair count reads (docs/decisions/0128): every vote from a known
// network written or changed since its last read — new votes and changes of mind alike —
// however the engine finds them (SQLite: an index on updated_at; PostgreSQL: the network's
// own row, 0020, so a change of mind stays a heap-only update).

const RACE = '2025-abu-dhabi-grand-prix';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASES)('changed votes on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let votes: VotesRepo;
  beforeEach(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url);
    const changes = createChangeBus();
    await createRacesRepo(database.db, changes).setCurrent(RACE, true, { manual: true });
    votes = createVotesRepo(database, changes);
  });
  afterEach(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const cast = (userId: string, network: string, starRating: 1 | 2 | 3 | 4 | 5) =>
    votes.recordVote({ raceId: RACE, userId, starRating, viewMode: 'Full Race', network });

  it('reads the changes of mind and new votes of known networks since, and nothing else', async () => {
    for (const fan of ['a1', 'a2', 'a3']) await cast(fan, 'net-a', 4);
    await cast('b1', 'net-b', 4);
    await cast('c1', 'net-c', 4);
    await cast('loop', '', 4);
    await sleep(5);
    const since = new Date().toISOString();
    await sleep(5);
    await cast('a2', 'net-a', 1); // a held vote's change of mind
    await cast('b1', 'net-b', 2); // a single vote's
    await cast('c1', 'net-x', 3); // from elsewhere now: the vote keeps its network
    await cast('loop', '', 1);
    await cast('d1', 'net-d', 5); // a new network's first vote
    const read = await readChangedVotes(database.db, RACE, since);
    expect(read.map((v) => [v.user_id, v.network, v.star_rating])).toEqual([
      ['a2', 'net-a', 1],
      ['b1', 'net-b', 2],
      ['c1', 'net-c', 3],
      ['d1', 'net-d', 5],
    ]);
    const later = new Date(Date.now() + 1000).toISOString();
    expect(await readChangedVotes(database.db, RACE, later)).toEqual([]);
  });

  it('a pass sees a held network vote change its mind (the tally unmoved)', async () => {
    const config = loadConfig({ DATABASE_URL: scratch.url });
    const kept = createKeptCounts({
      db: database.db,
      votes,
      tallies: createTalliesRepo(database.db),
      maxShift: config.fairCountMaxShift,
    });
    for (let i = 0; i < 4; i++) await cast(`a${i}`, 'net-a', 4);
    for (let i = 0; i < 20; i++) await cast(`s${i}`, `net-${i}`, (1 + (i % 5)) as 1);
    await kept.full(RACE);
    expect(await kept.pass(RACE)).toMatchObject({ fresh: false });
    const tally = await createTalliesRepo(database.db).get(RACE);
    const held = await database.db
      .selectFrom('votes')
      .select('user_id')
      .where('race_id', '=', RACE)
      .where('network', '=', 'net-a')
      .where('counted', '=', 0)
      .executeTakeFirstOrThrow();
    await cast(held.user_id, 'net-a', 1);
    expect(await createTalliesRepo(database.db).get(RACE)).toEqual(tally);
    expect(await kept.pass(RACE)).toMatchObject({ fresh: true });
    expect(await kept.pass(RACE)).toMatchObject({ fresh: false });
  });
});
