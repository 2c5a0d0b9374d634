import { ergastPath, SEASONS } from '../../../test/domain/calendar-files';
import { seedVotes } from '../../../test/server/seed-votes';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { parseCalendarText } from '../../domain/calendar/calendar-document';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createTalliesRepo } from '../tallies/tallies-repo';
import { readCalendarFile, readCalendarText } from './calendar';
import { createRacesRepo, type RacesRepo } from './races-repo';
import { SEED_CALENDAR_PATH } from './seed';

// Whole seasons as Jolpica-F1 serves them land on today's calendar the way the
// sportstimes files do: Ergast's names ('Mexico City', 'São Paulo') and places
// ('Montmeló', 'Al Daayen') find our races, its sprints land on their weekends, and no
// vote is lost. Two starting points: the seed as shipped now (sprints included) and a
// calendar stored before sprints were, which the import must complete.

const read = (season: number) =>
  parseCalendarText(readCalendarText(ergastPath(season)), ergastPath(season));

const VOTED_GRANDS_PRIX = [
  '2025-mexico-city-grand-prix',
  '2025-sao-paulo-grand-prix',
  '2025-las-vegas-grand-prix', // a Saturday race on a Sunday UTC date
  '2026-miami-grand-prix', // its start moves
  '2026-singapore-grand-prix', // its round moves
];

interface StartingPoint {
  name: string;
  /** The calendar the database holds before the import. */
  store(races: RacesRepo): Promise<void>;
  /** Votes on sprints too when the calendar has them. */
  votedSprints: string[];
  /** added / updated by Ergast 2025, then Ergast 2026. */
  expected: { added: number; updated: number }[];
}

const STARTING_POINTS: StartingPoint[] = [
  {
    name: "today's seed, sprints included",
    store: async (races) => {
      await races.importCalendar(readCalendarFile(SEED_CALENDAR_PATH));
    },
    votedSprints: ['2025-sao-paulo-grand-prix-sprint', '2026-miami-grand-prix-sprint'],
    expected: [
      { added: 0, updated: 0 }, // 2025 agrees with the seed
      { added: 1, updated: 9 }, // the Sepang race; Miami's start; rounds 16+ and Singapore's sprint
    ],
  },
  {
    name: 'a calendar stored before sprints were',
    store: async (races) => {
      const withoutSprints = readCalendarFile(SEED_CALENDAR_PATH).map(
        ({ sprintStartsAt: _, ...race }) => race,
      );
      await races.importCalendar(withoutSprints);
    },
    votedSprints: [],
    expected: [
      { added: 6, updated: 0 }, // the six sprints
      { added: 7, updated: 8 }, // six sprints and the Sepang race; Miami's start; rounds 16+
    ],
  },
];

describe.each(TEST_DATABASES)('importing whole Ergast seasons on $name', (kind) => {
  describe.each(STARTING_POINTS)('onto $name', (start) => {
    let scratch: ScratchDatabase;
    let database: Database;

    beforeAll(async () => {
      scratch = await kind.create();
      database = await openReadyDatabase(scratch.url, { seed: false });
      const races = createRacesRepo(database.db, createChangeBus());
      await start.store(races);
      for (const raceId of [...VOTED_GRANDS_PRIX, ...start.votedSprints]) {
        await seedVotes(scratch.url, raceId, [
          { starRating: 5, viewMode: 'Full Race' },
          { starRating: 2, viewMode: 'Highlights Only' },
        ]);
      }
    });
    afterAll(async () => {
      await database?.close();
      await scratch?.drop();
    });

    it('adds every sprint and the new race, corrects the rest, keeps every vote, and is a no-op twice', async () => {
      const races = createRacesRepo(database.db, createChangeBus());
      const tallies = createTalliesRepo(database.db);
      const before = await races.list();
      const talliesBefore = await tallies.listAll();

      const results = [];
      for (const season of SEASONS) {
        results.push(await races.applyCalendar([read(season)], { cancelMissing: false }));
      }
      expect(
        results.map(({ added, updated, cancelled }) => ({ added, updated, cancelled })),
      ).toEqual(start.expected.map((e) => ({ ...e, cancelled: 0 })));

      const after = await races.list();
      expect(new Set(after.map((r) => r.id)).size).toBe(after.length);
      for (const race of before) {
        expect(after.find((r) => r.id === race.id)?.name, race.id).toBe(race.name);
      }
      for (const season of SEASONS) {
        const sprints = after.filter((r) => r.season === season && r.kind === 'sprint');
        expect(sprints, String(season)).toHaveLength(6);
        for (const sprint of sprints) {
          const weekend = after.find((r) => r.id === sprint.weekendOf);
          expect(sprint.name, sprint.id).toBe(`${weekend?.name} Sprint`);
          expect(sprint.round, sprint.id).toBe(weekend?.round);
          expect(sprint.startsAt! < weekend!.startsAt!, sprint.id).toBe(true);
        }
        // One Grand Prix a round: Ergast's names never fork a weekend into two.
        const rounds = after.filter((r) => r.season === season && r.kind !== 'sprint');
        expect(new Set(rounds.map((r) => r.round)).size, String(season)).toBe(rounds.length);
      }
      expect(after.filter((r) => r.kind !== 'sprint')).toHaveLength(24 + 23);

      expect(await races.get('2025-sao-paulo-grand-prix-sprint')).toMatchObject({
        name: 'São Paulo Grand Prix Sprint',
        date: '2025-11-08',
        startsAt: '2025-11-08T14:00:00Z',
      });
      expect(await races.get('2025-las-vegas-grand-prix')).toMatchObject({
        date: '2025-11-22',
        startsAt: '2025-11-23T04:00:00Z',
      });
      expect(await races.get('2026-miami-grand-prix')).toMatchObject({
        startsAt: '2026-05-03T17:00:00Z',
      });
      expect(await races.get('2026-singapore-grand-prix-sprint')).toMatchObject({ round: 17 });
      expect(await races.get('2026-bahrain-grand-prix')).toMatchObject({
        round: 16,
        date: '2026-10-04',
        location: 'Kuala Lumpur',
        countryFlag: '🇲🇾',
      });

      const talliesAfter = await tallies.listAll();
      for (const raceId of [...VOTED_GRANDS_PRIX, ...start.votedSprints]) {
        expect(talliesAfter[raceId], raceId).toEqual(talliesBefore[raceId]);
        expect(talliesAfter[raceId]?.totalVotes, raceId).toBe(2);
      }

      for (const season of SEASONS) {
        const again = await races.applyCalendar([read(season)], { cancelMissing: false });
        expect(again).toEqual({ added: 0, updated: 0, cancelled: 0, changes: [] });
      }
      expect(await races.list()).toEqual(after);
    });
  });
});
