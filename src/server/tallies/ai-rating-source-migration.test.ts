import { Migrator } from 'kysely';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { type Database, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { createTalliesRepo } from './tallies-repo';

// A stored AI rating gets the source the tally used to read off its value (docs/decisions/
// 0136): OpenF1's where it equals the race data's score, else the results' where it equals
// their verdict, else an operator's. Each race's tally reads as it did before.

const AT = '2026-11-27T19:43:00.000Z';

/** Race id, its AI rating, its OpenF1 score and its result verdict (null: none stored). */
const RACES: [string, number | null, number | null, number | null][] = [
  ['unrated', null, 3.3, 2.2],
  ['openf1', 3.3, 3.3, null],
  ['both-agree', 2.5, 2.5, 2.5],
  ['results', 2.2, 4.1, 2.2],
  ['operator', 4.4, 3.3, 2.2],
  ['bare', 1.5, null, null],
];

describe.each(TEST_DATABASES)('migration 0022 on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeEach(async () => {
    scratch = await kind.create();
    database = await openDatabase(scratch.url);
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo('0021-burst-windows-by-arrivals');
    if (error) throw error;
    for (const [id, rating, openF1, results] of RACES) {
      await database.db
        .insertInto('races')
        .values({
          id,
          season: 2026,
          round: 1,
          name: `${id} Grand Prix`,
          date: '2026-11-27',
          location: 'Here',
          country_flag: '',
          is_current: 0,
          sport: 'formula1',
          starts_at: null,
          ai_rating_value: rating,
          manual_override: 0,
          updated_at: AT,
        })
        .execute();
      if (openF1 !== null)
        await database.db
          .insertInto('race_signals')
          .values({
            race_id: id,
            safety_cars: 1,
            virtual_safety_cars: 0,
            red_flags: 0,
            overtakes: 40,
            lead_changes: 1,
            pit_stops: 30,
            cars: 20,
            total_laps: 56,
            rain_laps: 0,
            score: openF1,
            source: 'files',
            imported_at: AT,
          })
          .execute();
      if (results !== null)
        await database.db
          .insertInto('race_results')
          .values({
            race_id: id,
            starters: 20,
            finishers: 15,
            retirements: 5,
            collisions: 2,
            failures: 3,
            places_gained: null,
            margin: 'close',
            shortened: 0,
            pit_stops: null,
            score: results,
            source: 'file',
            imported_at: AT,
          })
          .execute();
    }
  });
  afterEach(async () => {
    await database.close();
    await scratch.drop();
  });

  it('gives each stored rating the source its value matched, and none where there is none', async () => {
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('races')
      .select(['id', 'ai_rating_value', 'ai_rating_source'])
      .execute();
    expect(rows.map((r) => [r.id, r.ai_rating_source]).sort()).toEqual([
      ['bare', 'operator'],
      ['both-agree', 'openf1'],
      ['openf1', 'openf1'],
      ['operator', 'operator'],
      ['results', 'results'],
      ['unrated', null],
    ]);
    expect(rows.find((r) => r.id === 'unrated')?.ai_rating_value).toBeNull();
  });

  it('leaves every tally explained by the same counts as before', async () => {
    await migrateToLatest(database.db);
    const tallies = await createTalliesRepo(database.db).listAll();
    const explained = Object.values(tallies)
      .map((t) => [
        t.raceId,
        t.AI_Rating_Value,
        t.AI_Rating_Source,
        t.AI_Rating_Signals === null ? null : 'signals',
        t.AI_Rating_Results === null ? null : 'results',
      ])
      .sort();
    expect(explained).toEqual([
      ['bare', 1.5, 'operator', null, null],
      ['both-agree', 2.5, 'openf1', 'signals', null],
      ['openf1', 3.3, 'openf1', 'signals', null],
      ['operator', 4.4, 'operator', null, null],
      ['results', 2.2, 'results', null, 'results'],
      ['unrated', null, null, null, null],
    ]);
  });
});
