import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedVotes } from '../../../test/server/seed-votes';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { readF1dbRelease } from '../../domain/history/f1db-release';
import { computeResultScore } from '../../domain/history/result-score';
import { racePhase } from '../../domain/races/race-phase';
import { raceCommands } from '../admin/race-commands';
import { loadConfig } from '../config/config';
import { createSignalsRepo } from '../data-score/signals-repo';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';

// `races:import` with an f1db release (six races of it: fixtures/f1db/f1db-sample.json) on a
// database seeded with the 2025 and 2026 calendars, without the bundled history.

const SAMPLE = fileURLToPath(new URL('../../../fixtures/f1db/f1db-sample.json', import.meta.url));
const NOW = Date.parse('2026-11-27T12:00:00Z');
const importCommand = raceCommands.find((c) => c.name === 'races:import')!;

describe.each(TEST_DATABASES)('races:import of an f1db release on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  const changes = createChangeBus();
  const run = (args: string[]) =>
    importCommand.run(args, { database, changes, json: true, config: loadConfig({}) });
  const races = () => createRacesRepo(database.db, changes);
  const tally = async (id: string) => (await createTalliesRepo(database.db).get(id))!;
  const storedResults = (id: string) =>
    database.db.selectFrom('race_results').selectAll().where('race_id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url);
    await seedVotes(scratch.url, '2025-british-grand-prix', [
      { starRating: 5, viewMode: 'Full Race' },
      { starRating: 4, viewMode: 'Race-in-30' },
    ]);
    // An operator's rating by hand, and an OpenF1 score: neither is the results' to replace.
    await races().setAiRating('2025-las-vegas-grand-prix', 1.2);
    const signals = { safetyCars: 1, virtualSafetyCars: 0, redFlags: 0, overtakes: 40 };
    await createSignalsRepo(database.db, changes).save(
      '2025-chinese-grand-prix',
      { ...signals, leadChanges: 1, pitStops: 30, cars: 20, totalLaps: 56, rainLaps: 0 },
      3.3,
      'files',
    );
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('adds the past races with their verdicts and lands 2025 on the races we have', async () => {
    const before = await races().count();
    const result = await run([SAMPLE]);
    // 1950 British, 2021 British and its sprint, 2021 Abu Dhabi; 2025 was all there.
    expect(result).toMatchObject({ format: 'f1db', added: 4, updated: 0, scored: 8 });
    expect(await races().count()).toBe(before + 4);

    const british1950 = (await races().get('1950-british-grand-prix'))!;
    expect(british1950).toMatchObject({ season: 1950, isCurrent: false, sport: 'formula1' });
    expect(racePhase(british1950, NOW)).toBe('past');
    expect(await tally('1950-british-grand-prix')).toMatchObject({
      AI_Rating: true,
      AI_Rating_Value: 2.2,
      AI_Rating_Source: 'results',
      AI_Rating_Signals: null,
      AI_Rating_Results: { starters: 21, finishers: 11, retirements: 9, margin: 'close' },
    });
    expect(await races().get('2021-british-grand-prix-sprint')).toMatchObject({
      kind: 'sprint',
      weekendOf: '2021-british-grand-prix',
      name: 'British Grand Prix Sprint',
      date: '2021-07-17',
    });
    expect((await tally('2021-british-grand-prix-sprint')).AI_Rating_Results).not.toBeNull();
  });

  it('weighs what the title had riding on a race in its verdict, and never sends it', async () => {
    const abuDhabi = readF1dbRelease(JSON.parse(readFileSync(SAMPLE, 'utf8'))).find(
      (race) => race.id === '2021-abu-dhabi-grand-prix',
    )!;
    expect(abuDhabi.results.titleStake).toBe('finale');
    const reply = await tally('2021-abu-dhabi-grand-prix');
    expect(reply.AI_Rating_Value).toBe(computeResultScore(abuDhabi.results));
    expect(reply.AI_Rating_Value).toBeGreaterThan(
      computeResultScore({ ...abuDhabi.results, titleStake: null }),
    );
    expect(reply.AI_Rating_Results).not.toHaveProperty('titleStake');
    expect(JSON.stringify(reply)).not.toMatch(/stake|finale/i);
  });

  it('keeps the 2025 race’s id and votes, and any verdict that is not its own', async () => {
    const british = await tally('2025-british-grand-prix');
    // A season the site runs itself keeps its counts, but its data verdict comes from live
    // timing: the results never become its AI rating.
    expect(british).toMatchObject({
      totalVotes: 2,
      totalStars: 9,
      AI_Rating: false,
      AI_Rating_Value: null,
      AI_Rating_Results: null,
    });
    expect(await storedResults('2025-british-grand-prix')).toMatchObject({
      starters: 19,
      pit_stops: 34,
    });
    const all = await races().list();
    expect(all.filter((r) => r.season === 2025 && r.name === 'British Grand Prix')).toHaveLength(1);
    expect(await tally('2025-las-vegas-grand-prix')).toMatchObject({
      AI_Rating_Value: 1.2,
      AI_Rating_Source: 'operator',
      AI_Rating_Results: null,
    });
    expect(await tally('2025-chinese-grand-prix')).toMatchObject({
      AI_Rating_Value: 3.3,
      AI_Rating_Source: 'openf1',
      AI_Rating_Signals: { overtakes: 40 },
      AI_Rating_Results: null,
    });
  });

  it('changes nothing when the same release is imported again', async () => {
    const count = await races().count();
    expect(await run([SAMPLE, '--format', 'f1db'])).toMatchObject({
      added: 0,
      updated: 0,
      rated: 0,
    });
    expect(await races().count()).toBe(count);
  });
});
