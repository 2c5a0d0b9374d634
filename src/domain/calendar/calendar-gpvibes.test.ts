import { parseCalendar } from './calendar-gpvibes';
import { CalendarError } from './calendar-source';

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

describe('parseCalendar', () => {
  it('keeps an explicit id and derives a missing one', () => {
    const [explicit, derived] = parseCalendar(
      calendarWith({ ...GOOD_RACE, id: 'aus-2027' }, { ...GOOD_RACE, name: 'Chinese Grand Prix' }),
    );
    expect(explicit?.id).toBe('aus-2027');
    expect(derived?.id).toBe('2027-chinese-grand-prix');
  });

  it.each([
    ['a missing name', calendarWith({ ...GOOD_RACE, name: undefined }), 'races.0.name'],
    ['an empty location', calendarWith({ ...GOOD_RACE, location: ' ' }), 'races.0.location'],
    [
      'a date that does not exist',
      calendarWith({ ...GOOD_RACE, date: '2025-02-30' }),
      'races.0.date',
    ],
    ['a day 32', calendarWith({ ...GOOD_RACE, date: '2025-01-32' }), 'races.0.date'],
    ['a month 13', calendarWith({ ...GOOD_RACE, date: '2025-13-01' }), 'races.0.date'],
    [
      'a date in another format',
      calendarWith({ ...GOOD_RACE, date: '14/03/2027' }),
      'races.0.date',
    ],
    ['a round of zero', calendarWith({ ...GOOD_RACE, round: 0 }), 'races.0.round'],
    ['a season written as text', calendarWith({ ...GOOD_RACE, season: '2027' }), 'races.0.season'],
    ['an id with a slash', calendarWith({ ...GOOD_RACE, id: 'a/b' }), 'races.0.id'],
    ['an unknown sport', { sport: 'cricket', races: [GOOD_RACE] }, 'sport'],
    ['a bad start time', calendarWith({ ...GOOD_RACE, startsAt: 'soon' }), 'races.0.startsAt'],
    ['an empty race list', calendarWith(), 'races must list at least one race'],
    ['no race list', { sport: 'formula1' }, 'races'],
    ['a list instead of an object', [GOOD_RACE], 'file'],
  ])('rejects %s, naming the field', (_what, input, field) => {
    const message = messageOf(() => parseCalendar(input, 'cal.json'));
    expect(message.startsWith(`cal.json: ${field}`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseCalendar(calendarWith({ ...GOOD_RACE, date: '2028-02-29' }))[0]?.date).toBe(
      '2028-02-29',
    );
    expect(
      messageOf(() => parseCalendar(calendarWith({ ...GOOD_RACE, date: '2027-02-29' }))),
    ).toContain('races.0.date is not a real date');
  });

  it('rejects two races with the same id', () => {
    const message = messageOf(() =>
      parseCalendar(calendarWith(GOOD_RACE, { ...GOOD_RACE, round: 2, date: '2027-03-21' })),
    );
    expect(message).toBe("calendar: races.1 repeats race id '2027-australian-grand-prix'");
  });
});

describe('the limits of a race in our format', () => {
  it.each<[string, Record<string, unknown>]>([
    ['the first season, 1950', { season: 1950 }],
    ['the last season, 2100', { season: 2100 }],
    ['round 99', { round: 99 }],
    ['a name of 120 characters', { name: 'N'.repeat(120) }],
    ['a location of 120 characters', { location: 'L'.repeat(120) }],
    ['a flag of 16 characters', { countryFlag: 'F'.repeat(16) }],
    ['an id of 100 characters', { id: 'a'.repeat(100) }],
    ['a start with an offset', { startsAt: '2027-03-14T15:00:00+11:00' }],
    ['a start in UTC', { startsAt: '2027-03-14T04:00:00Z' }],
  ])('accepts %s', (_what, change) => {
    expect(parseCalendar(calendarWith({ ...GOOD_RACE, ...change }))).toHaveLength(1);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a season before 1950', { season: 1949 }, 'races.0.season'],
    ['a season after 2100', { season: 2101 }, 'races.0.season'],
    ['round 100', { round: 100 }, 'races.0.round'],
    ['a round that is not whole', { round: 1.5 }, 'races.0.round'],
    ['a name of 121 characters', { name: 'N'.repeat(121) }, 'races.0.name'],
    ['a location of 121 characters', { location: 'L'.repeat(121) }, 'races.0.location'],
    ['a flag of 17 characters', { countryFlag: 'F'.repeat(17) }, 'races.0.countryFlag'],
    ['an id of 101 characters', { id: 'a'.repeat(101) }, 'races.0.id'],
    ['an id in capitals', { id: 'AUS-2027' }, 'races.0.id'],
    ['an unknown sport on a race', { sport: 'cricket' }, 'races.0.sport'],
    ['a sprint start without a time', { sprintStartsAt: '2027-03-13' }, 'races.0.sprintStartsAt'],
    ['isCurrent written as text', { isCurrent: 'yes' }, 'races.0.isCurrent'],
  ])('rejects %s, naming the field', (_what, change, field) => {
    const message = messageOf(() => parseCalendar(calendarWith({ ...GOOD_RACE, ...change })));
    expect(message.startsWith(`calendar: ${field} `)).toBe(true);
  });
});

describe('what a race in our format becomes', () => {
  it('gives a race without a flag, a start or a sprint an empty flag and no start', () => {
    const { countryFlag: _, ...noFlag } = GOOD_RACE;
    expect(parseCalendar(calendarWith(noFlag))).toStrictEqual([
      {
        id: '2027-australian-grand-prix',
        ...noFlag,
        countryFlag: '',
        sport: 'formula1',
        startsAt: null,
      },
    ]);
  });

  it('keeps a sprint start, and names no sprint where the file says none', () => {
    const [withSprint, noSprint] = parseCalendar(
      calendarWith(
        { ...GOOD_RACE, sprintStartsAt: '2027-03-13T05:00:00Z' },
        { ...GOOD_RACE, name: 'Chinese Grand Prix', sprintStartsAt: null },
      ),
    );
    expect(withSprint?.sprintStartsAt).toBe('2027-03-13T05:00:00Z');
    expect(noSprint).not.toHaveProperty('sprintStartsAt');
  });

  it('carries isCurrent and cancelled only where the file states them', () => {
    const [stated, unsaid] = parseCalendar(
      calendarWith(
        { ...GOOD_RACE, isCurrent: false, cancelled: true },
        { ...GOOD_RACE, name: 'Chinese Grand Prix' },
      ),
    );
    expect(stated).toMatchObject({ isCurrent: false, cancelled: true });
    expect(unsaid).not.toHaveProperty('isCurrent');
    expect(unsaid).not.toHaveProperty('cancelled');
  });

  it.each<[string, unknown, 'formula1' | 'motogp' | undefined, string]>([
    ['a file that names no sport', { races: [GOOD_RACE] }, undefined, 'formula1'],
    ['a file that names none, with the sport given', { races: [GOOD_RACE] }, 'motogp', 'motogp'],
    ["the file's own sport over the one given", calendarWith(GOOD_RACE), 'motogp', 'formula1'],
    [
      "a race's own sport over the file's",
      calendarWith({ ...GOOD_RACE, sport: 'motogp' }),
      undefined,
      'motogp',
    ],
  ])('takes the sport of %s', (_what, input, sport, expected) => {
    expect(parseCalendar(input, 'calendar', sport)[0]?.sport).toBe(expected);
  });
});
