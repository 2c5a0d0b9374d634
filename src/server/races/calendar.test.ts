import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCalendar } from '../../domain/calendar/calendar-gpvibes';
import { CalendarError } from '../../domain/calendar/calendar-source';
import { readCalendarFile } from './calendar';
import { SEED_CALENDAR_PATH } from './seed';

const GOOD_RACE = {
  season: 2027,
  round: 1,
  name: 'Australian Grand Prix',
  date: '2027-03-14',
  location: 'Melbourne',
  countryFlag: '🇦🇺',
};

function calendarWith(...races: unknown[]) {
  return { sport: 'formula1', races };
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CalendarError);
    return (error as Error).message;
  }
  throw new Error('expected a CalendarError');
}

describe('the bundled seed calendar', () => {
  const races = readCalendarFile(SEED_CALENDAR_PATH);

  it('holds the 46 races of 2025 and 2026', () => {
    expect(races).toHaveLength(46);
    expect(races.filter((r) => r.season === 2025)).toHaveLength(24);
    expect(races.filter((r) => r.season === 2026)).toHaveLength(22);
  });

  it('gives every race a unique, URL-safe id of season and name', () => {
    const ids = races.map((r) => r.id);
    expect(new Set(ids).size).toBe(46);
    for (const race of races) {
      expect(race.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(race.id.startsWith(`${race.season}-`)).toBe(true);
      expect(encodeURIComponent(race.id)).toBe(race.id);
    }
  });

  it('derives the same ids every time (links and stored votes depend on them)', () => {
    const again = parseCalendar(JSON.parse(readFileSync(SEED_CALENDAR_PATH, 'utf8')));
    expect(again.map((r) => r.id)).toEqual(races.map((r) => r.id));
    expect(races.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        '2025-australian-grand-prix',
        '2025-sao-paulo-grand-prix',
        '2026-barcelona-catalunya-grand-prix',
        '2026-abu-dhabi-grand-prix',
      ]),
    );
  });

  it('defaults the sport to formula1 and gives every Grand Prix its start time in UTC', () => {
    expect(new Set(races.map((r) => r.sport))).toEqual(new Set(['formula1']));
    for (const race of races) {
      expect(race.startsAt, race.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
      // The start is on race day in UTC, or early the next morning for a night race
      // (Las Vegas starts on Saturday night local time).
      const hoursAfterRaceDay =
        (Date.parse(race.startsAt!) - Date.parse(`${race.date}T00:00:00Z`)) / 3_600_000;
      expect(hoursAfterRaceDay, race.id).toBeGreaterThanOrEqual(0);
      expect(hoursAfterRaceDay, race.id).toBeLessThan(30);
    }
  });
});

describe('readCalendarFile', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-calendar-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names a file that is not JSON', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "races": [');
    expect(messageOf(() => readCalendarFile(file))).toMatch(/broken\.json: not valid JSON/);
  });

  it('names a file that does not exist', () => {
    expect(messageOf(() => readCalendarFile(join(dir, 'missing.json')))).toMatch(
      /missing\.json: cannot read file \(ENOENT\)/,
    );
  });

  it('names the file and the field of a malformed race', () => {
    const file = join(dir, 'bad-date.json');
    writeFileSync(file, JSON.stringify(calendarWith({ ...GOOD_RACE, date: '2025-02-30' })));
    expect(messageOf(() => readCalendarFile(file))).toBe(
      `${file}: races.0.date is not a real date`,
    );
  });
});
