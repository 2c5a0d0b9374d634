import { ergastFile } from '../../../test/domain/calendar-files';
import { parseErgast } from './calendar-ergast';
import { CalendarError, detectCalendarFormat } from './calendar-source';

describe('the Ergast format (Jolpica-F1)', () => {
  it.each([
    [2025, 24],
    [2026, 23],
  ])('detects and reads the whole %i season: %i races, six with a sprint', (season, count) => {
    const file = ergastFile(season);
    expect(detectCalendarFormat(file)).toBe('ergast');
    const races = parseErgast(file);
    expect(races).toHaveLength(count);
    expect(races.every((r) => r.season === season)).toBe(true);
    expect(races.map((r) => r.round)).toEqual(races.map((_, i) => i + 1));
    expect(races.filter((r) => r.sprintStartsAt)).toHaveLength(6);
  });

  it.each([
    // season, round, id, race day, start, sprint start, place, flag
    [
      2025,
      2,
      '2025-chinese-grand-prix',
      '2025-03-23',
      '2025-03-23T07:00:00Z',
      '2025-03-22T03:00:00Z',
      'Shanghai',
      '🇨🇳',
    ],
    [
      2025,
      20,
      '2025-mexico-city-grand-prix',
      '2025-10-26',
      '2025-10-26T20:00:00Z',
      null,
      'Mexico City',
      '🇲🇽',
    ],
    [
      2025,
      21,
      '2025-sao-paulo-grand-prix',
      '2025-11-09',
      '2025-11-09T17:00:00Z',
      '2025-11-08T14:00:00Z',
      'São Paulo',
      '🇧🇷',
    ],
    [
      2025,
      22,
      '2025-las-vegas-grand-prix',
      '2025-11-22',
      '2025-11-23T04:00:00Z',
      null,
      'Las Vegas',
      '🇺🇸',
    ],
    [
      2026,
      4,
      '2026-miami-grand-prix',
      '2026-05-03',
      '2026-05-03T17:00:00Z',
      '2026-05-02T16:00:00Z',
      'Miami',
      '🇺🇸',
    ],
    [
      2026,
      7,
      '2026-barcelona-catalunya-grand-prix',
      '2026-06-14',
      '2026-06-14T13:00:00Z',
      null,
      'Montmeló',
      '🇪🇸',
    ],
  ] as const)('%i round %i → %s', (season, round, id, date, startsAt, sprint, location, flag) => {
    const race = parseErgast(ergastFile(season)).find((r) => r.round === round);
    expect(race).toMatchObject({
      id,
      date,
      startsAt,
      sprintStartsAt: sprint,
      location,
      countryFlag: flag,
    });
  });

  const one = (extra: Record<string, unknown>) => ({
    MRData: {
      RaceTable: {
        Races: [
          {
            season: '2027',
            round: '3',
            raceName: 'Japanese Grand Prix',
            Circuit: { Location: { locality: 'Suzuka', country: 'Japan', long: '136.541' } },
            date: '2027-04-04',
            time: '05:00:00Z',
            ...extra,
          },
        ],
      },
    },
  });

  it('reads a race without a time as an all-day race on its date', () => {
    expect(parseErgast(one({ time: undefined }))[0]).toMatchObject({
      date: '2027-04-04',
      startsAt: null,
      sprintStartsAt: null,
    });
  });

  it.each([
    ['a bad date', one({ date: '4 April' }), 'race 1 (Japanese Grand Prix): date must be a date'],
    [
      'a time without Z',
      one({ time: '05:00' }),
      'race 1 (Japanese Grand Prix): time must be a UTC time',
    ],
    ['round 0', one({ round: '0' }), 'race 1 (Japanese Grand Prix): round must be a whole number'],
    [
      'a sprint without a date',
      one({ Sprint: { time: '03:00:00Z' } }),
      'race 1 (Japanese Grand Prix): Sprint.date',
    ],
    ['no circuit', one({ Circuit: undefined }), 'race 1 (Japanese Grand Prix): Circuit'],
    ['no race table', { MRData: {} }, 'MRData.RaceTable'],
  ])('refuses %s, naming the race and the field', (_what, input, message) => {
    expect(() => parseErgast(input)).toThrow(CalendarError);
    expect(() => parseErgast(input)).toThrow(message);
  });
});
