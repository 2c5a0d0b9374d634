import {
  ergastFile,
  sportSportstimesFile,
  sportstimesFile,
} from '../../../test/domain/calendar-files';
import { parseCalendarDocument, parseCalendarText, sportOfSource } from './calendar-document';
import { CalendarError } from './calendar-source';

const OUR_CALENDAR = {
  races: [
    {
      season: 2027,
      round: 1,
      name: 'Australian Grand Prix',
      date: '2027-03-14',
      location: 'Melbourne',
    },
  ],
};

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CalendarError);
    return (error as Error).message;
  }
  throw new Error('expected a CalendarError');
}

describe('sportOfSource', () => {
  it.each([
    ['seed/sources/sportstimes/motogp-2026.json', 'motogp'],
    ['f1-academy-2025.json', 'f1-academy'],
    ['f1-2026.json', 'formula1'],
    ['https://example.org/_db/fe/2026.json', 'formula-e'],
    ['calendar.json', null],
    ['cricket-2026.json', null],
    ['motogp-2026.json.bak', null],
  ])('%s names %s', (source, sport) => {
    expect(sportOfSource(source)).toBe(sport);
  });
});

describe('parseCalendarDocument', () => {
  it.each([
    ['our own format', OUR_CALENDAR, 'gpvibes'],
    ['a sportstimes file', sportstimesFile(2026), 'sportstimes'],
    ['an Ergast season', ergastFile(2026), 'ergast'],
  ])('reads %s in the format it is written in', (_what, json, format) => {
    const parsed = parseCalendarDocument(json, 'source.json');
    expect(parsed.format).toBe(format);
    expect(parsed.races.length).toBeGreaterThan(0);
  });

  it('reads a sportstimes file as the sport its name says', () => {
    const parsed = parseCalendarDocument(sportSportstimesFile('motogp', 2026), 'motogp-2026.json');
    expect(new Set(parsed.races.map((r) => r.sport))).toEqual(new Set(['motogp']));
  });

  it.each<[string, unknown, Parameters<typeof parseCalendarDocument>[2], string]>([
    ['an f1db release', OUR_CALENDAR, 'f1db', 'is history, read by races:import only'],
    ['a document of no known format', { seasons: [] }, undefined, 'not a calendar in a known'],
    [
      'a list',
      [1, 2],
      undefined,
      'not a calendar in a known format (gpvibes, sportstimes, ergast)',
    ],
  ])('refuses %s, naming the source', (_what, json, format, words) => {
    const message = messageOf(() => parseCalendarDocument(json, 'cal.json', format));
    expect(message.startsWith('cal.json: ')).toBe(true);
    expect(message).toContain(words);
  });

  it('refuses an Ergast season named as another sport', () => {
    expect(
      messageOf(() => parseCalendarDocument(ergastFile(2026), 'x.json', undefined, 'motogp')),
    ).toBe('x.json: Ergast calendars are Formula 1 only, not MotoGP');
  });

  it("names the source of a format's own error, and hints at --sport for another sport's file", () => {
    const motogp = sportSportstimesFile('motogp', 2026);
    const unnamed = messageOf(() => parseCalendarDocument(motogp, 'calendar.json'));
    expect(unnamed.startsWith('calendar.json: ')).toBe(true);
    expect(unnamed).toContain("(another sport's sportstimes file? name it with --sport:");
    const broken = structuredClone(sportstimesFile(2026)) as { races: { sessions: object }[] };
    broken.races[0]!.sessions = { gp: 'soon' };
    expect(messageOf(() => parseCalendarDocument(broken, 'f1-2026.json'))).not.toContain('--sport');
  });
});

describe('parseCalendarText', () => {
  it('reads the text of a calendar', () => {
    expect(parseCalendarText(JSON.stringify(OUR_CALENDAR), 'cal.json').races).toHaveLength(1);
  });

  it.each(['', '{ "races": [', 'races'])('refuses %j as not valid JSON', (text) => {
    expect(messageOf(() => parseCalendarText(text, 'cal.json'))).toMatch(
      /^cal\.json: not valid JSON \(/,
    );
  });
});
