import { ergastFile, seededRaces, sportstimesFile } from '../../../test/domain/calendar-files';
import { parseErgast } from './calendar-ergast';
import {
  type CalendarChange,
  type PlanOptions,
  planCalendarChanges,
  type StoredRace,
} from './calendar-match';
import type { ParsedCalendar, SourceRace } from './calendar-source';
import { parseSportstimes } from './calendar-sportstimes';

const IMPORT: PlanOptions = { cancelMissing: false };
const SYNC: PlanOptions = { cancelMissing: true };

const sportstimes = (season: number): ParsedCalendar => ({
  format: 'sportstimes',
  races: parseSportstimes(sportstimesFile(season)),
});
const ergast = (season: number): ParsedCalendar => ({
  format: 'ergast',
  races: parseErgast(ergastFile(season)),
});

/** What the repository does with a plan, in memory. */
function apply(stored: StoredRace[], changes: CalendarChange[]): StoredRace[] {
  const next = stored.map((r) => ({ ...r }));
  for (const change of changes) {
    if (change.action === 'add') {
      next.push({ ...change.race, isCurrent: false, cancelled: change.race.cancelled === true });
    } else {
      Object.assign(next.find((r) => r.id === change.raceId)!, change.set);
    }
  }
  return next;
}

const summaries = (changes: CalendarChange[]) => changes.map((c) => c.summary);

describe('matching a calendar to the stored races', () => {
  it('finds nothing to change in the seed from the sportstimes 2025 file', () => {
    expect(planCalendarChanges(seededRaces(), [sportstimes(2025)], SYNC)).toEqual([]);
  });

  it('corrects the seed from the sportstimes 2026 file: one start, the new race, the rounds after it', () => {
    expect(summaries(planCalendarChanges(seededRaces(), [sportstimes(2026)], IMPORT))).toEqual([
      'move 2026-miami-grand-prix: startsAt 2026-05-03T20:00:00Z → 2026-05-03T17:00:00Z',
      'add 2026-bahrain-grand-prix-malaysia: Bahrain Grand Prix (Malaysia), round 16, 2026-10-04',
      'update 2026-singapore-grand-prix: round 16 → 17',
      'update 2026-singapore-grand-prix-sprint: round 16 → 17',
      'update 2026-united-states-grand-prix: round 17 → 18',
      'update 2026-mexico-city-grand-prix: round 18 → 19',
      'update 2026-sao-paulo-grand-prix: round 19 → 20',
      'update 2026-las-vegas-grand-prix: round 20 → 21',
      'update 2026-qatar-grand-prix: round 21 → 22',
      'update 2026-abu-dhabi-grand-prix: round 22 → 23',
    ]);
  });

  it('keeps our names: "Mexican" and "Brazilian" update the Mexico City and São Paulo races', () => {
    const changes = planCalendarChanges(seededRaces(), [sportstimes(2025), ergast(2025)], IMPORT);
    expect(changes).toEqual([]);
    const seeded = seededRaces();
    const mexican = sportstimes(2025).races.find((r) => r.round === 20)!;
    const moved = { ...mexican, startsAt: '2025-10-26T21:00:00Z' };
    expect(
      summaries(planCalendarChanges(seeded, [{ format: 'sportstimes', races: [moved] }], IMPORT)),
    ).toEqual([
      'move 2025-mexico-city-grand-prix: startsAt 2025-10-26T20:00:00Z → 2025-10-26T21:00:00Z',
    ]);
  });

  it('makes no duplicate and changes nothing more when both formats of both seasons come twice', () => {
    const calendars = [sportstimes(2025), sportstimes(2026), ergast(2025), ergast(2026)];
    const once = apply(seededRaces(), planCalendarChanges(seededRaces(), calendars, IMPORT));
    expect(once).toHaveLength(seededRaces().length + 1);
    expect(new Set(once.map((r) => r.id)).size).toBe(once.length);
    expect(planCalendarChanges(once, calendars, IMPORT)).toEqual([]);
    expect(planCalendarChanges(once, [...calendars].reverse(), IMPORT)).toEqual([]);
  });

  it('Ergast alone corrects the seed as sportstimes does, and a sync of it cancels nothing', () => {
    expect(planCalendarChanges(seededRaces(), [ergast(2025)], SYNC)).toEqual([]);
    expect(summaries(planCalendarChanges(seededRaces(), [ergast(2026)], SYNC))).toEqual([
      'move 2026-miami-grand-prix: startsAt 2026-05-03T20:00:00Z → 2026-05-03T17:00:00Z',
      'add 2026-bahrain-grand-prix: Bahrain Grand Prix, round 16, 2026-10-04', // at Sepang
      'update 2026-singapore-grand-prix: round 16 → 17',
      'update 2026-singapore-grand-prix-sprint: round 16 → 17',
      'update 2026-united-states-grand-prix: round 17 → 18',
      'update 2026-mexico-city-grand-prix: round 18 → 19',
      'update 2026-sao-paulo-grand-prix: round 19 → 20',
      'update 2026-las-vegas-grand-prix: round 20 → 21',
      'update 2026-qatar-grand-prix: round 21 → 22',
      'update 2026-abu-dhabi-grand-prix: round 22 → 23',
    ]);
  });

  it('Ergast first, then sportstimes: the Sepang race each names its own way is one race', () => {
    const calendars = [ergast(2025), ergast(2026), sportstimes(2025), sportstimes(2026)];
    const once = apply(seededRaces(), planCalendarChanges(seededRaces(), calendars, IMPORT));
    expect(once).toHaveLength(seededRaces().length + 1);
    expect(once.filter((r) => r.location === 'Kuala Lumpur').map((r) => r.id)).toEqual([
      '2026-bahrain-grand-prix',
    ]);
    for (const order of [calendars, [...calendars].reverse()]) {
      for (const calendar of order)
        expect(planCalendarChanges(once, [calendar], IMPORT)).toEqual([]);
    }
  });

  it('a sync cancels a race its source no longer lists, only in the seasons it covers', () => {
    const source = sportstimes(2025);
    const withoutMonaco = { ...source, races: source.races.filter((r) => r.round !== 8) };
    expect(summaries(planCalendarChanges(seededRaces(), [withoutMonaco], SYNC))).toEqual([
      "cancel 2025-monaco-grand-prix: Monaco Grand Prix is no longer in the source's 2025 calendar",
    ]);
    // An import only adds and updates.
    expect(planCalendarChanges(seededRaces(), [withoutMonaco], IMPORT)).toEqual([]);
  });

  it('refuses a source that drops more than half a season as cut short, changing nothing', () => {
    const source = sportstimes(2025);
    const nextRaceOnly = { ...source, races: source.races.slice(-1) };
    expect(() => planCalendarChanges(seededRaces(), [nextRaceOnly], SYNC)).toThrow(
      'the source drops 23 of the 24 races of 2025: refused as a cut-short calendar (check the URL)',
    );
    const half = { ...source, races: source.races.slice(12) };
    // Twelve Grand Prix races, and the Chinese and Miami sprints with their weekends.
    expect(planCalendarChanges(seededRaces(), [half], SYNC)).toHaveLength(14);
  });

  it('cancels a race the source marks cancelled, closes its voting, and restores it later', () => {
    const seeded = seededRaces().map((r) =>
      r.id === '2025-dutch-grand-prix' ? { ...r, isCurrent: true } : r,
    );
    const source = sportstimes(2025);
    const called = (on: boolean): ParsedCalendar => ({
      ...source,
      races: source.races.map((r) => (r.round === 15 ? { ...r, cancelled: on } : r)),
    });
    const off = planCalendarChanges(seeded, [called(true)], SYNC);
    expect(off).toEqual([
      expect.objectContaining({
        action: 'cancel',
        raceId: '2025-dutch-grand-prix',
        set: { cancelled: true, isCurrent: false },
        moved: true,
      }),
    ]);
    const back = planCalendarChanges(apply(seeded, off), [called(false)], SYNC);
    expect(back).toEqual([
      expect.objectContaining({ action: 'restore', set: { cancelled: false }, moved: true }),
    ]);
  });

  it('our own format matches by id and says everything', () => {
    const [first] = seededRaces();
    const own: SourceRace = { ...first!, name: 'Australian Grand Prix', location: 'Albert Park' };
    expect(
      summaries(planCalendarChanges(seededRaces(), [{ format: 'gpvibes', races: [own] }], IMPORT)),
    ).toEqual(['update 2025-australian-grand-prix: location Melbourne → Albert Park']);
  });

  it("tells a country's two races apart: same round and country, weeks apart, is not a match", () => {
    const seeded = seededRaces();
    const vegas = seeded.find((r) => r.id === '2026-las-vegas-grand-prix')!;
    // A made-up US race given Las Vegas's round a month earlier is a new race.
    const other: SourceRace = {
      ...vegas,
      id: '2026-new-york-grand-prix',
      name: 'New York Grand Prix',
      location: 'New York',
      date: '2026-10-18',
      startsAt: null,
    };
    expect(planCalendarChanges(seeded, [{ format: 'ergast', races: [other] }], IMPORT)).toEqual([
      expect.objectContaining({ action: 'add', raceId: '2026-new-york-grand-prix' }),
    ]);
  });

  it("adds a weekend's sprint tied to the Grand Prix it matched, named after ours", () => {
    const withoutSprints = seededRaces().filter((r) => r.kind !== 'sprint');
    const plan = planCalendarChanges(withoutSprints, [sportstimes(2025)], IMPORT);
    const added = plan.filter((c) => c.action === 'add');
    expect(added.map((c) => c.raceId)).toEqual([
      '2025-chinese-grand-prix-sprint',
      '2025-miami-grand-prix-sprint',
      '2025-belgian-grand-prix-sprint',
      '2025-united-states-grand-prix-sprint',
      '2025-sao-paulo-grand-prix-sprint',
      '2025-qatar-grand-prix-sprint',
    ]);
    expect(added[4]).toMatchObject({
      race: {
        name: 'São Paulo Grand Prix Sprint', // 'Brazilian' in the source
        kind: 'sprint',
        date: '2025-11-08',
        startsAt: '2025-11-08T14:00:00Z',
        round: 21,
        location: 'São Paulo',
      },
    });
    expect(plan.filter((c) => c.action !== 'add')).toEqual([]);
  });

  it('moves a sprint with its start and cancels it with its weekend', () => {
    const seeded = seededRaces();
    const source = sportstimes(2026);
    const moved = source.races.map((r) =>
      r.round === 2 ? { ...r, sprintStartsAt: '2026-03-14T04:00:00Z' } : r,
    );
    expect(summaries(planCalendarChanges(seeded, [{ ...source, races: moved }], IMPORT))).toContain(
      'move 2026-chinese-grand-prix-sprint: startsAt 2026-03-14T03:00:00Z → 2026-03-14T04:00:00Z',
    );
    const called = source.races.map((r) => (r.round === 2 ? { ...r, cancelled: true } : r));
    const plan = planCalendarChanges(seeded, [{ ...source, races: called }], IMPORT);
    expect(plan.filter((c) => c.action === 'cancel').map((c) => c.raceId)).toEqual([
      '2026-chinese-grand-prix',
      '2026-chinese-grand-prix-sprint',
    ]);
  });

  it('a sync cancels a sprint its weekend no longer has, and keeps the Grand Prix', () => {
    const source = sportstimes(2025);
    const noSprint = source.races.map((r) => (r.round === 6 ? { ...r, sprintStartsAt: null } : r));
    expect(
      summaries(planCalendarChanges(seededRaces(), [{ ...source, races: noSprint }], SYNC)),
    ).toEqual([
      "cancel 2025-miami-grand-prix-sprint: Miami Grand Prix Sprint is no longer in the source's 2025 calendar",
    ]);
  });
});
