import ICAL from 'ical.js';
import { findSpoilers } from '../../../test/proof/spoiler-words';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { parseCalendar } from '../../domain/calendar/calendar-gpvibes';
import { RATING_WINDOW_MS } from '../../domain/races/race-phase';
import { ASSUMED_RACE_LENGTH_MS } from '../../domain/races/voting-window';
import { CALENDAR_FEED_PATH } from '../../domain/sharing/public-feeds';
import { sharePath } from '../../domain/sharing/share-paths';
import type { Race } from '../../domain/types';
import { translatorFor } from '../i18n/translators';
import { calendarSeasons } from './race-calendar';

// The calendar must open in real calendar clients: it is read here by ical.js, the parser
// behind several of them, and every field of every event is checked.

const NOW = Date.now();
const [THIS_SEASON, NEXT_SEASON] = calendarSeasons(NOW) as [number, number];

function testRace(season: number, round: number, extra: Record<string, unknown> = {}) {
  return {
    id: `cal-test-${season}-${round}`,
    season,
    round,
    name: `Calendar Test ${season} ${round} Grand Prix`,
    date: `${season}-07-0${round}`,
    location: 'Testville, Somewhere',
    countryFlag: '🏁',
    ...extra,
  };
}

const TIMED_START = `${NEXT_SEASON}-07-01T13:00:00Z`;
const TIMED = testRace(NEXT_SEASON, 1, { startsAt: TIMED_START });
const DATE_ONLY = testRace(NEXT_SEASON, 2);
const LAST_SEASON = testRace(THIS_SEASON - 1, 3, {
  startsAt: `${THIS_SEASON - 1}-07-03T13:00:00Z`,
});

function importRaces(t: TestApp, races: Record<string, unknown>[]) {
  return t.app.deps.races.importCalendar(parseCalendar({ races }));
}

async function fetchCalendar(t: TestApp, query = '') {
  const res = await t.app.inject(`${CALENDAR_FEED_PATH}${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
  const events = new Map(
    calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent]),
  );
  return { res, calendar, events };
}

const ms = (value: unknown) => (value as ICAL.Time).toJSDate().getTime();

describe.each(TEST_DATABASES)('GET /calendar.ics on $name', (kind) => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    host = new URL(t.config.publicUrl).hostname;
    await importRaces(t, [TIMED, DATE_ONLY, LAST_SEASON]);
  });
  afterAll(async () => t?.close());

  it('is an iCalendar 2.0 document any site may fetch', async () => {
    const { res, calendar } = await fetchCalendar(t);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//GP Vibes//Race calendar//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // RFC 5545: CRLF line ends, no line longer than 75 octets.
    const lines = res.body.split('\r\n');
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('lists every race of this season and the next, two events each, and no other', async () => {
    const races = (await t.app.inject('/api/races')).json() as Race[];
    const listed = races.filter((r) => [THIS_SEASON, NEXT_SEASON].includes(r.season));
    const { events } = await fetchCalendar(t);
    expect([...events.keys()].sort()).toEqual(
      listed.flatMap((r) => [`${r.id}-race@${host}`, `${r.id}-rate@${host}`]).sort(),
    );
    expect(events.has(`${LAST_SEASON.id}-race@${host}`)).toBe(false);
  });

  it('gives the race start two hours and the rating window its 48 hours, with every field', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const { events } = await fetchCalendar(t);
    const after = Date.now();
    const start = Date.parse(TIMED_START);
    const link = `${t.config.publicUrl}${sharePath(TIMED.id)}`;

    const race = events.get(`${TIMED.id}-race@${host}`)!;
    const raceEvent = new ICAL.Event(race);
    expect(raceEvent.startDate.toJSDate().getTime()).toBe(start);
    expect(raceEvent.endDate.toJSDate().getTime()).toBe(start + ASSUMED_RACE_LENGTH_MS);
    expect(raceEvent.summary).toBe(`🏁 ${TIMED.name}`);
    expect(raceEvent.location).toBe('Testville, Somewhere');
    expect(raceEvent.description).toContain(link);
    expect(raceEvent.sequence).toBe(0);
    expect(race.getFirstPropertyValue('url')).toBe(link);
    expect(race.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(ms(race.getFirstPropertyValue('dtstamp'))).toBeGreaterThanOrEqual(before);
    expect(ms(race.getFirstPropertyValue('dtstamp'))).toBeLessThanOrEqual(after);
    expect(race.getFirstPropertyValue('last-modified')).toBeNull();

    const rate = events.get(`${TIMED.id}-rate@${host}`)!;
    const rateEvent = new ICAL.Event(rate);
    const opens = start + ASSUMED_RACE_LENGTH_MS;
    expect(rateEvent.startDate.toJSDate().getTime()).toBe(opens);
    expect(rateEvent.endDate.toJSDate().getTime()).toBe(opens + RATING_WINDOW_MS);
    expect(rateEvent.summary).toBe(`⭐ Rate it: ${TIMED.name}`);
    expect(rateEvent.description).toContain(link);
    expect(rateEvent.sequence).toBe(0);
    expect(rate.getFirstPropertyValue('url')).toBe(link);
    expect(rate.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(ms(rate.getFirstPropertyValue('dtstamp'))).toBeGreaterThanOrEqual(before);
  });

  it('speaks Japanese for ?lang=ja, its links opening the site in Japanese', async () => {
    const ja = translatorFor('ja');
    const { res, calendar, events } = await fetchCalendar(t, '?lang=ja');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//GP Vibes//Race calendar//JA');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('GP Vibes — F1レース');
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(ja('server.calendar.description'));
    const link = `${t.config.publicUrl}${sharePath(TIMED.id)}?lang=ja`;
    const raceEvent = events.get(`${TIMED.id}-race@${host}`)!;
    expect(raceEvent.getFirstPropertyValue('summary')).toBe(`🏁 ${TIMED.name}`);
    expect(raceEvent.getFirstPropertyValue('description')).toBe(
      ja('server.calendar.raceDescription', { race: TIMED.name, product: 'GP Vibes', link }),
    );
    expect(raceEvent.getFirstPropertyValue('url')).toBe(link);
    const rateEvent = events.get(`${TIMED.id}-rate@${host}`)!;
    expect(rateEvent.getFirstPropertyValue('summary')).toBe(`⭐ 評価しよう：${TIMED.name}`);
    expect(String(rateEvent.getFirstPropertyValue('description'))).toContain(link);
    // Folded at 75 octets without cutting a character in half.
    for (const line of res.body.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(findSpoilers(res.body)).toEqual([]);
  });

  it.each(['?lang=xx', '?lang=', '?lang=a&lang=b'])(
    'reads English for %s: a link parameter is never an error',
    async (query) => {
      const { res, calendar } = await fetchCalendar(t, query);
      expect(calendar.getFirstPropertyValue('prodid')).toBe('-//GP Vibes//Race calendar//EN');
      expect(res.body).toContain('X-WR-CALNAME:GP Vibes — F1 races');
      expect(res.body).toContain(`SUMMARY:⭐ Rate it: ${TIMED.name}`);
    },
  );

  it('makes a race without a start time an all-day event on race day', async () => {
    const { events } = await fetchCalendar(t);
    const event = new ICAL.Event(events.get(`${DATE_ONLY.id}-race@${host}`)!);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(DATE_ONLY.date);
    expect(event.endDate.toString()).toBe(`${NEXT_SEASON}-07-03`);
    const rate = new ICAL.Event(events.get(`${DATE_ONLY.id}-rate@${host}`)!);
    expect(rate.startDate.toJSDate().getTime()).toBe(Date.parse(`${DATE_ONLY.date}T00:00:00Z`));
  });

  it('says nothing that spoils a race', async () => {
    const { res } = await fetchCalendar(t);
    expect(findSpoilers(res.body)).toEqual([]);
  });

  it('raises SEQUENCE and sets LAST-MODIFIED when an operator moves a race, and only then', async () => {
    const movedStart = `${NEXT_SEASON}-07-01T15:00:00Z`;
    const beforeMove = Math.floor(Date.now() / 1000) * 1000;
    await importRaces(t, [{ ...TIMED, startsAt: movedStart }]);
    let { events } = await fetchCalendar(t);
    let race = events.get(`${TIMED.id}-race@${host}`)!;
    expect(new ICAL.Event(race).sequence).toBe(1);
    expect(new ICAL.Event(race).startDate.toJSDate().getTime()).toBe(Date.parse(movedStart));
    const modified = ms(race.getFirstPropertyValue('last-modified'));
    expect(modified).toBeGreaterThanOrEqual(beforeMove);
    expect(new ICAL.Event(events.get(`${TIMED.id}-rate@${host}`)!).sequence).toBe(1);
    // Untouched races keep their first version.
    expect(new ICAL.Event(events.get(`${DATE_ONLY.id}-race@${host}`)!).sequence).toBe(0);

    // The same import again, or a new name, is not a move.
    await importRaces(t, [{ ...TIMED, startsAt: movedStart, name: 'Renamed Test Grand Prix' }]);
    ({ events } = await fetchCalendar(t));
    race = events.get(`${TIMED.id}-race@${host}`)!;
    expect(new ICAL.Event(race).sequence).toBe(1);
    expect(ms(race.getFirstPropertyValue('last-modified'))).toBe(modified);

    // A new date is a move too.
    await importRaces(t, [{ ...DATE_ONLY, date: `${NEXT_SEASON}-07-09` }]);
    ({ events } = await fetchCalendar(t));
    expect(new ICAL.Event(events.get(`${DATE_ONLY.id}-race@${host}`)!).sequence).toBe(1);
  });
});
