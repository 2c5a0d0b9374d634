import { SEASONS, seededRaces, sportSportstimesFile } from '../../../test/domain/calendar-files';
import { readSportstimes } from '../calendar/calendar-sportstimes';
import { SPORTS } from '../sports/sports';
import {
  dayAtUtcOffset,
  dayInTimeZone,
  fanRaceDay,
  fanRaceDayAtOffset,
  formatRaceDay,
} from './race-day';
import { daysUntilRace } from './race-phase';
import { formatRaceStart } from './race-start-time';

// One race day everywhere (docs/decisions/0127-one-race-day.md), over the real bundled
// calendars: the night races of every series, read by fans in five time zones.

const everyRace = [
  ...seededRaces(),
  ...SPORTS.filter((s) => s !== 'formula1').flatMap((sport) =>
    SEASONS.flatMap((season) => readSportstimes(sportSportstimesFile(sport, season), sport).races),
  ),
];

function race(id: string) {
  const found = everyRace.find((r) => r.id === id);
  if (!found) throw new Error(`no bundled race ${id}`);
  return found;
}

const ZONES = [
  'America/Los_Angeles',
  'UTC',
  'Europe/Madrid',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

describe('a race’s day for fans in five time zones', () => {
  it.each([
    // id, Los Angeles, UTC, Madrid, Tokyo, Sydney
    // Las Vegas: Saturday night there, Sunday morning for most of the world.
    ['2026-las-vegas-grand-prix', '11-21', '11-22', '11-22', '11-22', '11-22'],
    ['2025-las-vegas-grand-prix', '11-22', '11-23', '11-23', '11-23', '11-23'],
    // Singapore at 20:00 there starts at 23:00 in Sydney and ends after midnight: it stays
    // on the day it started.
    ['2025-singapore-grand-prix', '10-05', '10-05', '10-05', '10-05', '10-05'],
    ['2026-singapore-grand-prix', '10-11', '10-11', '10-11', '10-11', '10-11'],
    // MotoGP's night race at Lusail: Monday in Tokyo and Sydney.
    ['2026-motogp-qatar-grand-prix', '11-08', '11-08', '11-08', '11-09', '11-09'],
    ['2025-motogp-qatar-grand-prix', '04-13', '04-13', '04-13', '04-14', '04-14'],
    // Formula E's night races in Jeddah.
    ['2026-formula-e-jeddah-e-prix-race-1', '02-13', '02-13', '02-13', '02-14', '02-14'],
    ['2026-formula-e-jeddah-e-prix-race-2', '02-14', '02-14', '02-14', '02-15', '02-15'],
    // IndyCar's evening ovals: Gateway on Sunday evening in Illinois, Iowa on Saturday's.
    ['2026-indycar-gateway-500', '06-07', '06-08', '06-08', '06-08', '06-08'],
    ['2025-indycar-iowa-275-race-1', '07-12', '07-12', '07-12', '07-13', '07-13'],
    // Music City on its Sunday (the file's Monday is corrected).
    ['2026-indycar-music-city-grand-prix', '07-19', '07-19', '07-19', '07-20', '07-20'],
    // F1 Academy's double-headers: two races, two days wherever the fan is but Los
    // Angeles, where Austin's race 2 (01:00 in Texas) starts at 23:00 on the Saturday.
    ['2026-f1-academy-united-states-race-1', '10-24', '10-24', '10-24', '10-24', '10-25'],
    ['2026-f1-academy-united-states-race-2', '10-24', '10-25', '10-25', '10-25', '10-25'],
    ['2025-f1-academy-las-vegas-race-1', '11-21', '11-22', '11-22', '11-22', '11-22'],
    ['2025-f1-academy-las-vegas-race-2', '11-22', '11-23', '11-23', '11-23', '11-23'],
  ])('%s: %s · %s · %s · %s · %s', (id, ...days) => {
    const r = race(id);
    const year = r.startsAt!.slice(0, 4);
    ZONES.forEach((timeZone, i) => {
      const day = `${year}-${days[i]}`;
      expect(`${timeZone} ${fanRaceDay(r, timeZone)}`).toBe(`${timeZone} ${day}`);
      // Every way a page writes it names the same day.
      const [y, m, d] = day.split('-').map(Number) as [number, number, number];
      const noon = Date.UTC(y, m - 1, d, 12);
      const written = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(noon);
      expect(formatRaceDay(r, { locale: 'en-GB', timeZone })).toBe(written);
      const weekdayDayMonth = new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      })
        .format(noon)
        .replace(',', '');
      expect(formatRaceStart(r, { timeZone, locale: 'en-GB' })).toMatch(
        new RegExp(`^${weekdayDayMonth} · `),
      );
    });
  });

  it('gives the venue race day to every fan when the race has no start time', () => {
    const timeless = { ...race('2026-las-vegas-grand-prix'), startsAt: null };
    for (const timeZone of ZONES) {
      expect(fanRaceDay(timeless, timeZone)).toBe('2026-11-21');
      expect(formatRaceDay(timeless, { locale: 'en-GB', timeZone })).toBe('21 Nov 2026');
    }
    expect(fanRaceDayAtOffset(timeless, 600)).toBe('2026-11-21');
  });

  it('counts a badge’s days to the same day the page shows', () => {
    const lasVegas = race('2026-las-vegas-grand-prix');
    // Saturday noon in Madrid (UTC+1): the race is on Madrid's Sunday, one day away.
    const saturdayNoonMadrid = Date.parse('2026-11-21T11:00:00Z');
    expect(fanRaceDayAtOffset(lasVegas, 60)).toBe('2026-11-22');
    expect(daysUntilRace(lasVegas, saturdayNoonMadrid, 60)).toBe(1);
    // The same moment in Los Angeles (UTC−8): the race is that evening.
    expect(daysUntilRace(lasVegas, saturdayNoonMadrid, -480)).toBe(0);
  });

  it('writes the day in the fan’s language', () => {
    const qatar = race('2026-motogp-qatar-grand-prix');
    expect(formatRaceDay(qatar, { locale: 'fr', timeZone: 'Asia/Tokyo', weekday: true })).toBe(
      'lun. 9 nov. 2026',
    );
    expect(formatRaceDay(qatar, { locale: 'en-GB', timeZone: 'Europe/Madrid', year: false })).toBe(
      '8 Nov',
    );
  });
});

describe('days of instants', () => {
  it.each([
    ['2026-11-22T04:00:00Z', 'America/Los_Angeles', '2026-11-21'],
    ['2026-11-22T04:00:00Z', 'Asia/Tokyo', '2026-11-22'],
    ['2026-03-29T00:30:00Z', 'Europe/London', '2026-03-29'],
    ['2026-10-25T06:00:00Z', 'America/Chicago', '2026-10-25'],
  ])('%s is %s’s %s', (iso, zone, day) => {
    expect(dayInTimeZone(Date.parse(iso), zone)).toBe(day);
  });

  it('reads a fixed offset east of UTC', () => {
    expect(dayAtUtcOffset(Date.parse('2026-11-22T04:00:00Z'), -480)).toBe('2026-11-21');
    expect(dayAtUtcOffset(Date.parse('2026-11-21T14:00:00Z'), 600)).toBe('2026-11-22');
  });
});
