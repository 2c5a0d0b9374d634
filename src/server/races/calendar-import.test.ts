import { ergastPath, SEASONS, sportstimesPath } from '../../../test/domain/calendar-files';
import { seedVotes } from '../../../test/server/seed-votes';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { parseCalendarText } from '../../domain/calendar/calendar-document';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { readCalendarFile, readCalendarText } from './calendar';
import { createRacesRepo } from './races-repo';
import { SEED_CALENDAR_PATH } from './seed';

// The public calendars land on a database seeded with today's calendar: they correct what
// differs, add what is new, and never duplicate a race or lose a vote.

const VOTED = [
  '2025-mexico-city-grand-prix', // 'Mexican' in sportstimes
  '2025-sao-paulo-grand-prix', // 'Brazilian' in sportstimes
  '2026-miami-grand-prix', // its start moves
  '2026-singapore-grand-prix', // its round moves
];

const read = (path: string) => parseCalendarText(readCalendarText(path), path);
const allSources = () => [
  ...SEASONS.map((s) => read(sportstimesPath(s))),
  ...SEASONS.map((s) => read(ergastPath(s))),
];

describe.each(TEST_DATABASES)('importing public calendars on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;

  beforeAll(async () => {
    scratch = await kind.create();
    database = await openReadyDatabase(scratch.url);
    for (const raceId of VOTED) {
      await seedVotes(scratch.url, raceId, [
        { starRating: 5, viewMode: 'Full Race' },
        { starRating: 3, viewMode: 'Highlights Only' },
      ]);
    }
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('corrects the seed, adds the new race, keeps every id and vote, and is a no-op twice', async () => {
    const races = createRacesRepo(database.db, createChangeBus());
    const tallies = createTalliesRepo(database.db);
    const before = await races.list();
    const talliesBefore = await tallies.listAll();

    const first = [];
    for (const calendar of allSources()) {
      first.push(await races.applyCalendar([calendar], { cancelMissing: false }));
    }
    expect(first.map(({ added, updated, cancelled }) => ({ added, updated, cancelled }))).toEqual([
      { added: 0, updated: 0, cancelled: 0 }, // sportstimes 2025: the seed agrees
      { added: 1, updated: 9, cancelled: 0 }, // sportstimes 2026: Miami's start, rounds 16+ (and Singapore's sprint)
      { added: 0, updated: 0, cancelled: 0 }, // Ergast 2025
      { added: 0, updated: 0, cancelled: 0 }, // Ergast 2026
    ]);

    const after = await races.list();
    expect(after).toHaveLength(before.length + 1);
    expect(new Set(after.map((r) => r.id)).size).toBe(after.length);
    for (const race of before) {
      const now = after.find((r) => r.id === race.id);
      expect(now, race.id).toBeDefined();
      expect(now?.name).toBe(race.name);
    }
    expect(await races.get('2026-miami-grand-prix')).toMatchObject({
      startsAt: '2026-05-03T17:00:00Z',
    });
    expect(await races.get('2026-singapore-grand-prix')).toMatchObject({ round: 17 });
    expect(await races.get('2026-bahrain-grand-prix-malaysia')).toMatchObject({
      season: 2026,
      round: 16,
      date: '2026-10-04',
      location: 'Sepang',
      countryFlag: '🇲🇾',
    });
    const talliesAfter = await tallies.listAll();
    for (const raceId of VOTED) {
      expect(talliesAfter[raceId], raceId).toEqual(talliesBefore[raceId]);
      expect(talliesAfter[raceId]?.totalVotes).toBe(2);
    }

    for (const calendar of allSources()) {
      const again = await races.applyCalendar([calendar], { cancelMissing: false });
      expect(again).toEqual({ added: 0, updated: 0, cancelled: 0, changes: [] });
    }
    expect(await races.list()).toEqual(after);
    for (const season of SEASONS) {
      const sprints = after.filter((r) => r.season === season && r.kind === 'sprint');
      expect(sprints, String(season)).toHaveLength(6);
    }
  });

  it('adds six sprints a season to a calendar stored before sprints were, each tied to its weekend, and Ergast agrees', async () => {
    const bare = await kind.create();
    const older = await openReadyDatabase(bare.url, { seed: false });
    try {
      const races = createRacesRepo(older.db, createChangeBus());
      const withoutSprints = readCalendarFile(SEED_CALENDAR_PATH).map(
        ({ sprintStartsAt: _, ...race }) => race,
      );
      await races.importCalendar(withoutSprints);
      for (const season of SEASONS) {
        const result = await races.applyCalendar([read(sportstimesPath(season))], {
          cancelMissing: false,
        });
        expect(result.changes.filter((c) => c.raceId.endsWith('-sprint'))).toHaveLength(6);
      }
      const stored = await races.list();
      for (const season of SEASONS) {
        const sprints = stored.filter((r) => r.season === season && r.kind === 'sprint');
        expect(sprints.map((r) => r.name)).toHaveLength(6);
        for (const sprint of sprints) {
          const weekend = stored.find((r) => r.id === sprint.weekendOf);
          expect(weekend?.kind, sprint.id).toBeUndefined();
          expect(sprint.name).toBe(`${weekend?.name} Sprint`);
          expect(sprint.round).toBe(weekend?.round);
        }
      }
      expect(stored.find((r) => r.id === '2025-sao-paulo-grand-prix-sprint')).toMatchObject({
        name: 'São Paulo Grand Prix Sprint',
        date: '2025-11-08',
        startsAt: '2025-11-08T14:00:00Z',
      });
      for (const path of [...SEASONS.map(sportstimesPath), ...SEASONS.map(ergastPath)]) {
        // Again, or the same seasons in Ergast form: nothing left to add or correct.
        const again = await races.applyCalendar([read(path)], { cancelMissing: false });
        expect(again.changes, path).toEqual([]);
      }
    } finally {
      await older.close();
      await bare.drop();
    }
  });

  it('refuses a bad file as a whole, naming the race and the field', async () => {
    const races = createRacesRepo(database.db, createChangeBus());
    const before = await races.list();
    const text = readCalendarText(sportstimesPath(2026)).replace(
      '"gp": "2026-11-01T20:00:00Z"',
      '"gp": "first Sunday of November"',
    );
    expect(() => parseCalendarText(text, 'f1-2026.json')).toThrow(
      'f1-2026.json: race 19 (Mexican): sessions.gp is not a UTC time',
    );
    expect(await races.list()).toEqual(before);
  });
});
