import { SEASONS, sportstimesFile } from '../../../test/domain/calendar-files';
import { CalendarError, detectCalendarFormat, localRaceDay } from './calendar-source';
import { parseSportstimes } from './calendar-sportstimes';

describe('the sportstimes/f1 format', () => {
  it.each([
    [2025, 24],
    [2026, 23],
  ])('reads the shipped %i file: %i races of that season, rounds in order', (season, count) => {
    const races = parseSportstimes(sportstimesFile(season));
    expect(races).toHaveLength(count);
    expect(races.every((r) => r.season === season && r.sport === 'formula1')).toBe(true);
    expect(races.map((r) => r.round)).toEqual(races.map((_, i) => i + 1));
    expect(
      races.every((r) => r.name.endsWith('Grand Prix') || r.name.includes('Grand Prix (')),
    ).toBe(true);
  });

  it.each(SEASONS)('detects the %i file as sportstimes', (season) => {
    expect(detectCalendarFormat(sportstimesFile(season))).toBe('sportstimes');
  });

  it.each([
    // season, round, id, race day, start (UTC), sprint start (UTC), flag
    [2025, 1, '2025-australian-grand-prix', '2025-03-16', '2025-03-16T04:00:00Z', null, '🇦🇺'],
    [
      2025,
      2,
      '2025-chinese-grand-prix',
      '2025-03-23',
      '2025-03-23T07:00:00Z',
      '2025-03-22T03:00:00Z',
      '🇨🇳',
    ],
    [2025, 7, '2025-emilia-romagna-grand-prix', '2025-05-18', '2025-05-18T13:00:00Z', null, '🇮🇹'],
    [2025, 20, '2025-mexican-grand-prix', '2025-10-26', '2025-10-26T20:00:00Z', null, '🇲🇽'],
    [
      2025,
      21,
      '2025-brazilian-grand-prix',
      '2025-11-09',
      '2025-11-09T17:00:00Z',
      '2025-11-08T14:00:00Z',
      '🇧🇷',
    ],
    // Sunday 04:00 UTC is Saturday night in Las Vegas: the race day is Saturday.
    [2025, 22, '2025-las-vegas-grand-prix', '2025-11-22', '2025-11-23T04:00:00Z', null, '🇺🇸'],
    [
      2026,
      4,
      '2026-miami-grand-prix',
      '2026-05-03',
      '2026-05-03T17:00:00Z',
      '2026-05-02T16:00:00Z',
      '🇺🇸',
    ],
    [
      2026,
      16,
      '2026-bahrain-grand-prix-malaysia',
      '2026-10-04',
      '2026-10-04T07:00:00Z',
      null,
      '🇲🇾',
    ],
  ] as const)('%i round %i → %s on %s', (season, round, id, date, startsAt, sprint, flag) => {
    const race = parseSportstimes(sportstimesFile(season)).find((r) => r.round === round);
    expect(race).toMatchObject({ id, date, startsAt, sprintStartsAt: sprint, countryFlag: flag });
  });

  const one = (extra: Record<string, unknown>, sessions: Record<string, unknown> = {}) => ({
    races: [
      {
        name: 'Dutch',
        location: 'Zandvoort',
        round: 15,
        longitude: 4.54,
        sessions: { gp: '2027-08-29T13:00:00Z', ...sessions },
        ...extra,
      },
    ],
  });

  it('reads a cancelled race as cancelled, and a tbc one without a start time', () => {
    expect(parseSportstimes(one({ canceled: true }))[0]).toMatchObject({ cancelled: true });
    expect(parseSportstimes(one({ tbc: true }))[0]).toMatchObject({
      date: '2027-08-29',
      startsAt: null,
    });
  });

  it.each([
    ['a missing GP session', one({}, { gp: undefined }), 'race 1 (Dutch): sessions.gp'],
    [
      'a GP time that is not a time',
      one({}, { gp: 'Sunday' }),
      'race 1 (Dutch): sessions.gp is not a UTC time',
    ],
    ['an empty place', one({ location: ' ' }), 'race 1 (Dutch): location must not be empty'],
    ['round 0', one({ round: 0 }), 'race 1 (Dutch): round'],
    ['no races', { races: [] }, 'races must list at least one race'],
  ])('refuses %s, naming the race and the field', (_what, input, message) => {
    expect(() => parseSportstimes(input)).toThrow(CalendarError);
    expect(() => parseSportstimes(input)).toThrow(message);
  });

  it.each([
    [Date.parse('2025-11-23T04:00:00Z'), -115.15, '2025-11-22'],
    [Date.parse('2025-03-16T04:00:00Z'), 144.97, '2025-03-16'],
    [Date.parse('2025-03-16T04:00:00Z'), undefined, '2025-03-16'],
  ])('the race day of %i at longitude %s is %s', (ms, longitude, day) => {
    expect(localRaceDay(ms, longitude)).toBe(day);
  });
});
