import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { ResultSignals } from '../../domain/race-facts/result-signals';
import { createSignalsRepo } from '../data-score/signals-repo';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo, type RacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { saveRaceResults } from './race-results-repo';

// A race's result verdict becomes its AI rating where the rating is no one else's: the
// stored source says whose it is, whatever its value.

const RACE = '1990-somewhere-grand-prix';
const RESULTS: ResultSignals = {
  starters: 26,
  finishers: 12,
  retirements: 14,
  collisions: 3,
  failures: 8,
  placesGained: 40,
  margin: 'close',
  shortened: false,
  pitStops: null,
};

describe.each(TEST_DATABASES)('race results as the AI rating on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let races: RacesRepo;
  const tally = async () => (await createTalliesRepo(database.db).get(RACE))!;
  const storedSource = async () =>
    (
      await database.db
        .selectFrom('races')
        .select('ai_rating_source')
        .where('id', '=', RACE)
        .executeTakeFirstOrThrow()
    ).ai_rating_source;
  const save = (score: number) =>
    database.db
      .transaction()
      .execute((trx) =>
        saveRaceResults(
          trx,
          [{ raceId: RACE, signals: RESULTS, score, rates: true }],
          'file',
          new Date().toISOString(),
        ),
      );

  beforeEach(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url, { seed: false });
    races = createRacesRepo(database.db, createChangeBus());
    await races.importCalendar([
      {
        id: RACE,
        season: 1990,
        round: 1,
        name: 'Somewhere Grand Prix',
        date: '1990-05-01',
        location: 'Somewhere',
        countryFlag: '🏁',
        sport: 'formula1',
        startsAt: null,
      },
    ]);
  });
  afterEach(async () => {
    await database.close();
    await scratch.drop();
  });

  it("stores its verdict as the results' rating, and replaces only its own", async () => {
    expect(await save(2.2)).toEqual([RACE]);
    expect(await storedSource()).toBe('results');
    expect(await tally()).toMatchObject({
      AI_Rating_Value: 2.2,
      AI_Rating_Source: 'results',
      AI_Rating_Signals: null,
      AI_Rating_Results: { starters: 26, margin: 'close' },
    });
    expect(await save(2.2)).toEqual([]);
    expect(await save(3.1)).toEqual([RACE]);
    expect(await tally()).toMatchObject({ AI_Rating_Value: 3.1, AI_Rating_Source: 'results' });
  });

  it("keeps an operator's rating, even one equal to the results' verdict", async () => {
    await save(2.2);
    await races.setAiRating(RACE, 2.2);
    expect(await tally()).toMatchObject({
      AI_Rating_Value: 2.2,
      AI_Rating_Source: 'operator',
      AI_Rating_Results: null,
    });
    expect(await save(3.1)).toEqual([]);
    expect(await tally()).toMatchObject({ AI_Rating_Value: 2.2, AI_Rating_Source: 'operator' });
    expect(await storedSource()).toBe('operator');
  });

  it('keeps an OpenF1 score, and takes a rating an operator cleared', async () => {
    const signals = { safetyCars: 1, virtualSafetyCars: 0, redFlags: 0, overtakes: 40 };
    await createSignalsRepo(database.db, createChangeBus()).save(
      RACE,
      { ...signals, leadChanges: 1, pitStops: 30, cars: 20, totalLaps: 56, rainLaps: 0 },
      3.3,
      'files',
    );
    expect(await save(2.2)).toEqual([]);
    expect(await tally()).toMatchObject({ AI_Rating_Value: 3.3, AI_Rating_Source: 'openf1' });
    await races.setAiRating(RACE, null);
    expect(await save(2.2)).toEqual([RACE]);
    expect(await tally()).toMatchObject({ AI_Rating_Value: 2.2, AI_Rating_Source: 'results' });
  });
});
