import { Migrator } from 'kysely';
import { type ScratchDatabase, TEST_DATABASES } from '../../../../test/server/test-databases';
import { type Database, openDatabase } from '../connect';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

// Windows named the old way (minutes and a start time) name none the rule looks at now
// (docs/decisions/0135): an operator's ruling on one becomes the same ruling on each
// network that arrived in its minutes; the rule's own are dropped for its next look.

const RACE = 'kept';
const AT = '2026-11-27T19:43';

describe.each(TEST_DATABASES)('migration 0021 on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeEach(async () => {
    scratch = await kind.create();
    database = await openDatabase(scratch.url);
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo('0020-vote-networks-changed');
    if (error) throw error;
    await database.db
      .insertInto('races')
      .values({
        id: RACE,
        season: 2026,
        round: 1,
        name: 'Kept Grand Prix',
        date: '2026-11-27',
        location: 'Here',
        country_flag: '',
        is_current: 0,
        sport: 'formula1',
        starts_at: null,
        manual_override: 0,
        updated_at: `${AT}:00.000Z`,
      })
      .execute();
  });
  afterEach(async () => {
    await database.close();
    await scratch.drop();
  });

  /** A network's votes on the race, at the given times (its first is its arrival). */
  const votes = (network: string, ...times: string[]) =>
    database.db
      .insertInto('votes')
      .values(
        times.map((created_at, i) => ({
          race_id: RACE,
          user_id: `${network}-${i}`,
          star_rating: 1,
          view_mode: 'Highlights Only',
          reason_tags: '[]',
          created_at,
          updated_at: created_at,
          network,
          identity_at: null,
        })),
      )
      .execute();
  const window = (window_id: string, state: 'held' | 'released', decided_by: 'auto' | 'operator') =>
    database.db
      .insertInto('burst_windows')
      .values({ race_id: RACE, window_id, state, decided_by, updated_at: `${AT}:30.000Z` })
      .execute();

  it("keeps an operator's rulings as rulings on the networks that arrived in the window's minutes", async () => {
    await votes('early', `${AT.slice(0, -2)}42:59.000Z`, `${AT}:10.000Z`);
    await votes('inside', `${AT}:05.000Z`, `${AT}:50.000Z`);
    await votes('edge', `${AT.slice(0, -2)}44:59.999Z`);
    await votes('after', `${AT.slice(0, -2)}45:00.000Z`);
    await votes('other', '2026-11-27T20:10:00.000Z');
    await window(`2m@${AT}Z`, 'held', 'operator');
    await window('10m@2026-11-27T20:05Z', 'released', 'operator');
    await window('60m@2026-11-27T19:00Z', 'held', 'auto');
    await migrateToLatest(database.db);

    const decisions = await database.db
      .selectFrom('network_decisions')
      .select(['network', 'decision', 'source'])
      .where('race_id', '=', RACE)
      .orderBy('network')
      .execute();
    expect(decisions).toEqual([
      { network: 'edge', decision: 'hold', source: 'operator' },
      { network: 'inside', decision: 'hold', source: 'operator' },
      { network: 'other', decision: 'release', source: 'operator' },
    ]);
    expect(await database.db.selectFrom('burst_windows').selectAll().execute()).toEqual([]);
  });

  it('leaves windows named by arrivals as they are, with room for their times and sides', async () => {
    await window('80n@240', 'held', 'operator');
    await migrateToLatest(database.db);
    expect(await database.db.selectFrom('burst_windows').selectAll().execute()).toEqual([
      expect.objectContaining({ window_id: '80n@240', from_at: '', side: 0, against: 0 }),
    ]);
  });
});
