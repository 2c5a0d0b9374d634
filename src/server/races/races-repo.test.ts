import { sql } from 'kysely';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { CalendarRace } from '../../domain/calendar/calendar-source';
import { createSignalsRepo } from '../data-score/signals-repo';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { createRacesRepo, type RacesRepo } from './races-repo';
import { seedIfEmpty } from './seed';

function race(id: string, date: string, extra: Partial<CalendarRace> = {}): CalendarRace {
  return {
    id,
    season: Number(date.slice(0, 4)),
    round: 1,
    name: `${id} Grand Prix`,
    date,
    location: 'Somewhere',
    countryFlag: '🏁',
    sport: 'formula1',
    startsAt: null,
    ...extra,
  };
}

async function storedSource(database: Database, id: string) {
  const row = await database.db
    .selectFrom('races')
    .select('ai_rating_source')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.ai_rating_source;
}

async function manualFlag(database: Database, id: string): Promise<number | undefined> {
  const row = await database.db
    .selectFrom('races')
    .select('manual_override')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.manual_override;
}

describe.each(TEST_DATABASES)('races repository on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let repo: RacesRepo;

  beforeEach(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url, { seed: false });
    repo = createRacesRepo(database.db, createChangeBus());
  });
  afterEach(async () => {
    await database.close();
    await scratch.drop();
  });

  it('names a race at its circuit, stored under either name, and keeps one name across imports', async () => {
    await repo.importCalendar([race('spa-1950', '1950-06-18', { location: 'Spa' })]);
    expect((await repo.get('spa-1950'))?.location).toBe('Spa-Francorchamps');
    // A row stored before the circuits were named reads as its circuit too.
    await database.db.updateTable('races').set({ location: 'Spa' }).execute();
    expect((await repo.get('spa-1950'))?.location).toBe('Spa-Francorchamps');
    const again = [race('spa-1950', '1950-06-18', { location: 'Spa-Francorchamps' })];
    expect(await repo.importCalendar(again)).toEqual({ added: 0, updated: 0 });
  });

  it('lists races by date, then id, whatever the import order', async () => {
    await repo.importCalendar([
      race('c', '2026-05-01'),
      race('b', '2026-03-01'),
      race('a', '2026-05-01'),
    ]);
    expect((await repo.list()).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('adds new races and updates known ones, counting each', async () => {
    expect(await repo.importCalendar([race('x', '2026-05-01'), race('y', '2026-06-01')])).toEqual({
      added: 2,
      updated: 0,
    });
    const result = await repo.importCalendar([
      race('y', '2026-06-08', { name: 'Moved Grand Prix', startsAt: '2026-06-08T13:00:00Z' }),
      race('z', '2026-07-01'),
    ]);
    expect(result).toEqual({ added: 1, updated: 1 });
    expect(await repo.count()).toBe(3);
    expect(await repo.get('y')).toMatchObject({
      name: 'Moved Grand Prix',
      date: '2026-06-08',
      startsAt: '2026-06-08T13:00:00Z',
      isCurrent: false,
    });
  });

  it('leaves voting as it is when a re-import does not mention isCurrent', async () => {
    await repo.importCalendar([race('x', '2026-05-01')]);
    await repo.setCurrent('x', true, { manual: true });
    await repo.importCalendar([race('x', '2026-05-02')]);
    expect(await repo.get('x')).toMatchObject({ isCurrent: true, date: '2026-05-02' });
    await repo.importCalendar([race('x', '2026-05-02', { isCurrent: false })]);
    expect((await repo.get('x'))?.isCurrent).toBe(false);
  });

  it('imports all or nothing: a row the database refuses rolls back the rows before it', async () => {
    await repo.importCalendar([race('keep', '2026-01-01')]);
    const broken = race('broken', '2026-03-01', { name: null as unknown as string });
    await expect(
      repo.importCalendar([race('keep', '2026-02-02'), race('fresh', '2026-02-03'), broken]),
    ).rejects.toThrow();
    expect((await repo.list()).map((r) => [r.id, r.date])).toEqual([['keep', '2026-01-01']]);
  });

  it('opens and closes voting, recording a hand-made change', async () => {
    await repo.importCalendar([race('x', '2026-05-01'), race('y', '2026-06-01')]);
    expect(await repo.setCurrent('x', true, { manual: true })).toBe(true);
    expect(await repo.get('x')).toMatchObject({ isCurrent: true });
    expect(await manualFlag(database, 'x')).toBe(1);

    expect(await repo.setCurrent('y', true, { manual: false })).toBe(true);
    expect(await manualFlag(database, 'y')).toBe(0);

    expect(await repo.setCurrent('x', false, { manual: true })).toBe(true);
    expect((await repo.list()).map((r) => [r.id, r.isCurrent])).toEqual([
      ['x', false],
      ['y', true],
    ]);
  });

  it('reads a sprint back as a sprint of its weekend, and a Grand Prix without a kind', async () => {
    await repo.importCalendar([
      race('2026-x-grand-prix', '2026-05-03'),
      race('2026-x-grand-prix-sprint', '2026-05-02', {
        name: '2026-x-grand-prix Grand Prix Sprint',
        kind: 'sprint',
      }),
    ]);
    expect(await repo.get('2026-x-grand-prix-sprint')).toMatchObject({
      kind: 'sprint',
      weekendOf: '2026-x-grand-prix',
    });
    const grandPrix = await repo.get('2026-x-grand-prix');
    expect(grandPrix).not.toHaveProperty('kind');
    expect(grandPrix).not.toHaveProperty('weekendOf');
  });

  it('reports an unknown race instead of changing anything', async () => {
    await repo.importCalendar([race('x', '2026-05-01')]);
    expect(await repo.setCurrent('nope', true, { manual: true })).toBe(false);
    expect(await repo.setAiRating('nope', 4)).toBe(false);
    expect(await repo.get('nope')).toBeNull();
    expect(await repo.get('x')).toMatchObject({ isCurrent: false });
  });

  it('flags a tally as an AI rating and clears it again', async () => {
    await repo.importCalendar([race('x', '2026-05-01')]);
    const tallies = createTalliesRepo(database.db);
    expect(await repo.setAiRating('x', 4.5)).toBe(true);
    expect(await tallies.get('x')).toMatchObject({
      AI_Rating: true,
      AI_Rating_Value: 4.5,
      AI_Rating_Source: 'operator',
    });
    expect(await storedSource(database, 'x')).toBe('operator');
    expect(await repo.setAiRating('x', null)).toBe(true);
    expect(await tallies.get('x')).toMatchObject({
      AI_Rating: false,
      AI_Rating_Value: null,
      AI_Rating_Source: null,
    });
    expect(await storedSource(database, 'x')).toBeNull();
  });

  it("keeps an operator's rating the operator's when it equals the OpenF1 score", async () => {
    await repo.importCalendar([race('x', '2026-05-01')]);
    const signals = { safetyCars: 1, virtualSafetyCars: 0, redFlags: 0, overtakes: 40 };
    await createSignalsRepo(database.db, createChangeBus()).save(
      'x',
      { ...signals, leadChanges: 1, pitStops: 30, cars: 20, totalLaps: 56, rainLaps: 0 },
      3.3,
      'files',
    );
    const tallies = createTalliesRepo(database.db);
    expect(await tallies.get('x')).toMatchObject({
      AI_Rating_Source: 'openf1',
      AI_Rating_Signals: { overtakes: 40 },
    });
    expect(await repo.setAiRating('x', 3.3)).toBe(true);
    expect(await tallies.get('x')).toMatchObject({
      AI_Rating_Value: 3.3,
      AI_Rating_Source: 'operator',
      AI_Rating_Signals: null,
      AI_Rating_Results: null,
    });
  });

  it('gives every race a zero tally until someone rates it', async () => {
    await repo.importCalendar([race('x', '2026-05-01'), race('y', '2026-06-01')]);
    const tallies = createTalliesRepo(database.db);
    const zero = {
      totalVotes: 0,
      totalStars: 0,
      starBuckets: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      viewModes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
      reasonTagTallies: {},
      AI_Rating: false,
      AI_Rating_Value: null,
      AI_Rating_Source: null,
      AI_Rating_Signals: null,
      AI_Rating_Results: null,
    };
    expect(await tallies.listAll()).toEqual({
      x: { raceId: 'x', ...zero },
      y: { raceId: 'y', ...zero },
    });
    expect(await tallies.get('missing')).toBeNull();
  });

  it('reads stored tally counts as numbers on both databases', async () => {
    await repo.importCalendar([race('x', '2026-05-01')]);
    const now = new Date().toISOString();
    await database.db
      .insertInto('tallies')
      .values({
        race_id: 'x',
        total_votes: 3,
        total_stars: 12,
        stars_1: 0,
        stars_2: 0,
        stars_3: 1,
        stars_4: 1,
        stars_5: 1,
        mode_full_race: 2,
        mode_race_in_30: 1,
        mode_highlights_only: 0,
        updated_at: now,
      })
      .execute();
    await sql`insert into tally_tags (race_id, tag_id, count) values ('x', 'overtakes', 2), ('x', 'rain', 0)`.execute(
      database.db,
    );
    expect(await createTalliesRepo(database.db).get('x')).toMatchObject({
      totalVotes: 3,
      totalStars: 12,
      starBuckets: { '3': 1, '4': 1, '5': 1 },
      viewModes: { 'Full Race': 2, 'Race-in-30': 1 },
      reasonTagTallies: { overtakes: 2 },
    });
  });

  it('seeds an empty database once and never again', async () => {
    expect(await seedIfEmpty(repo)).toBe(58);
    await repo.setCurrent('2026-las-vegas-grand-prix', true, { manual: true });
    expect(await seedIfEmpty(repo)).toBe(0);
    expect(await repo.count()).toBe(58);
    expect((await repo.get('2026-las-vegas-grand-prix'))?.isCurrent).toBe(true);
  });
});
