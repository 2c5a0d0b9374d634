import ICAL from 'ical.js';
import { type CalendarServer, startCalendarServer } from '../../../test/server/calendar-server';
import { seedVotes } from '../../../test/server/seed-votes';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { newToken, postVote } from '../../../test/server/vote-requests';
import { parseCalendar } from '../../domain/calendar/calendar-gpvibes';
import {
  CALENDAR_SYNC_FIRST_RETRY_MS,
  CALENDAR_SYNC_INTERVAL_MS,
} from '../../domain/calendar/calendar-sync-timing';
import { isRaceOpenForVoting } from '../../domain/races/race-phase';
import { CALENDAR_FEED_PATH } from '../../domain/sharing/public-feeds';
import type { Race, Tally } from '../../domain/types';
import { calendarSeasons } from '../calendar-feed/race-calendar';
import { expandSourceUrls, syncCalendars } from './calendar-sync';
import { createCalendarSyncTask } from './calendar-sync-task';

// A source moves a race by two hours and drops another: subscribers see the move (a
// higher SEQUENCE) and the cancellation, and no vote is lost.

const [, SEASON] = calendarSeasons(Date.now()) as [number, number];
const HOUR = 60 * 60 * 1000;

const STORED = [
  { id: `${SEASON}-alpha-grand-prix`, round: 1, location: 'Melbourne', flag: '🇦🇺', day: '03-08' },
  { id: `${SEASON}-beta-grand-prix`, round: 2, location: 'Suzuka', flag: '🇯🇵', day: '04-05' },
  { id: `${SEASON}-gamma-grand-prix`, round: 3, location: 'Monza', flag: '🇮🇹', day: '09-06' },
].map((r) => ({
  ...r,
  name: r.id.slice(5).replace('-grand-prix', ''),
  startsAt: `${SEASON}-${r.day}T05:00:00Z`,
}));
const [MOVED, DROPPED, KEPT] = STORED as [
  (typeof STORED)[0],
  (typeof STORED)[0],
  (typeof STORED)[0],
];

/** The source, in the sportstimes/f1 format: the first race two hours later, the second gone. */
function sourceFile() {
  const gp = (race: (typeof STORED)[0], shiftMs = 0) =>
    new Date(Date.parse(race.startsAt) + shiftMs).toISOString().replace('.000Z', 'Z');
  return {
    races: [MOVED, KEPT].map((race, i) => ({
      name: race.name[0]!.toUpperCase() + race.name.slice(1),
      location: race.location,
      round: race.round,
      slug: `${race.name}-grand-prix`,
      sessions: { gp: gp(race, i === 0 ? 2 * HOUR : 0) },
    })),
  };
}

describe.each(TEST_DATABASES)('the calendar sync on $name', (kind) => {
  let t: TestApp;
  let source: CalendarServer;
  let host: string;

  beforeAll(async () => {
    [t, source] = await Promise.all([createTestApp(kind), startCalendarServer()]);
    host = new URL(t.config.publicUrl).hostname;
    await t.app.deps.races.importCalendar(
      parseCalendar({
        races: STORED.map((r) => ({
          id: r.id,
          season: SEASON,
          round: r.round,
          name: `${r.name[0]!.toUpperCase()}${r.name.slice(1)} Grand Prix`,
          date: r.startsAt.slice(0, 10),
          startsAt: r.startsAt,
          location: r.location,
          countryFlag: r.flag,
        })),
      }),
    );
    for (const race of [MOVED, DROPPED]) {
      await seedVotes(t.config.databaseUrl, race.id, [
        { starRating: 4, viewMode: 'Full Race' },
        { starRating: 2, viewMode: 'Race-in-30' },
      ]);
    }
    // Voting is open on the race the source is about to drop.
    await t.app.deps.races.setCurrent(DROPPED.id, true, { manual: true });
    source.serve(`/f1/${SEASON}.json`, sourceFile());
  });
  afterAll(async () => Promise.all([t?.close(), source?.close()]));

  const races = async () => (await t.app.inject('/api/races')).json() as Race[];
  const tally = async (id: string) => (await t.app.inject(`/api/tallies/${id}`)).json() as Tally;
  async function events() {
    const res = await t.app.inject(CALENDAR_FEED_PATH);
    const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    return new Map(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent]),
    );
  }

  it('prints what a dry run would change, and changes nothing', async () => {
    const before = await races();
    const result = await syncCalendars(
      t.database,
      t.app.deps.changes,
      [`${source.url}/f1/${SEASON}.json`],
      {
        now: Date.now(),
        dryRun: true,
      },
    );
    expect(result.changes.map((c) => c.summary)).toEqual([
      `move ${MOVED.id}: startsAt ${MOVED.startsAt} → ${SEASON}-${MOVED.day}T07:00:00Z`,
      `cancel ${DROPPED.id}: Beta Grand Prix is no longer in the source's ${SEASON} calendar`,
    ]);
    expect(await races()).toEqual(before);
  });

  it('moves the race (same id, votes, higher SEQUENCE) and cancels the dropped one, kept', async () => {
    const votesBefore = [await tally(MOVED.id), await tally(DROPPED.id)];
    const seeded = (await races()).filter((r) => r.season !== SEASON);
    const result = await syncCalendars(
      t.database,
      t.app.deps.changes,
      [`${source.url}/f1/{season}.json`],
      {
        now: Date.now(),
      },
    );
    expect(result).toMatchObject({ added: 0, updated: 1, cancelled: 1 });

    const after = await races();
    expect(after.find((r) => r.id === MOVED.id)).toMatchObject({
      startsAt: `${SEASON}-${MOVED.day}T07:00:00Z`,
    });
    expect(after.find((r) => r.id === MOVED.id)).not.toHaveProperty('cancelled');
    const dropped = after.find((r) => r.id === DROPPED.id)!;
    expect(dropped).toMatchObject({ cancelled: true, isCurrent: false });
    expect(isRaceOpenForVoting(dropped)).toBe(false);
    expect(await t.app.deps.races.setCurrent(DROPPED.id, true, { manual: true })).toBe(false);
    const vote = await postVote(t.app, await newToken(t.app), {
      raceId: DROPPED.id,
      starRating: 5,
      viewMode: 'Full Race',
    });
    expect(vote.statusCode).toBe(409);
    expect(vote.json()).toMatchObject({ code: 'VOTING_CLOSED' });
    // Seasons the source does not cover are left alone.
    expect(after.filter((r) => r.season !== SEASON)).toEqual(seeded);
    expect([await tally(MOVED.id), await tally(DROPPED.id)]).toEqual(votesBefore);
    expect(votesBefore.map((v) => v.totalVotes)).toEqual([2, 2]);

    const feed = await events();
    const moved = new ICAL.Event(feed.get(`${MOVED.id}-race@${host}`)!);
    expect(moved.sequence).toBe(1);
    expect(moved.startDate.toJSDate().getTime()).toBe(Date.parse(MOVED.startsAt) + 2 * HOUR);
    for (const kindOf of ['race', 'rate']) {
      const cancelled = feed.get(`${DROPPED.id}-${kindOf}@${host}`)!;
      expect(new ICAL.Event(cancelled).sequence).toBe(1);
      expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    }
    const kept = feed.get(`${KEPT.id}-race@${host}`)!;
    expect(new ICAL.Event(kept).sequence).toBe(0);
    expect(kept.getFirstPropertyValue('status')).toBeNull();
  });

  it('changes nothing when synced again', async () => {
    const result = await syncCalendars(
      t.database,
      t.app.deps.changes,
      [`${source.url}/f1/{season}.json`],
      {
        now: Date.now(),
      },
    );
    expect(result).toMatchObject({ added: 0, updated: 0, cancelled: 0, changes: [] });
  });

  it('the daily task logs each change, backs off after a failure and never throws', async () => {
    const lines: { level: string; msg: string; obj: object }[] = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
      error: (obj: object, msg: string) => lines.push({ level: 'error', obj, msg }),
    };
    const outcomes: string[] = [];
    const onSynced = (result: string) => outcomes.push(result);
    const broken = createCalendarSyncTask(t.database, t.app.deps.changes, log, {
      urls: [`${source.url}/gone.json`],
      onSynced,
    });
    const now = Date.now();
    expect(await broken.poke(now)).toBeNull();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'calendar sync failed',
        obj: expect.objectContaining({ failures: 1 }),
      }),
    ]);
    expect(await broken.poke(now + CALENDAR_SYNC_FIRST_RETRY_MS - 1)).toBeNull();
    expect(lines).toHaveLength(1); // not due yet
    await broken.poke(now + CALENDAR_SYNC_FIRST_RETRY_MS);
    expect(lines[1]?.obj).toMatchObject({
      failures: 2,
      retryAt: new Date(now + 3 * CALENDAR_SYNC_FIRST_RETRY_MS).toISOString(),
    });
    await broken.stop();

    lines.length = 0;
    source.serve(`/f1/${SEASON}.json`, { races: sourceFile().races.slice(1) });
    const task = createCalendarSyncTask(t.database, t.app.deps.changes, log, {
      urls: [`${source.url}/f1/${SEASON}.json`],
      onSynced,
    });
    expect(await task.poke(now)).toMatchObject({ cancelled: 1 });
    // The operator's metric hears each ending: two failures, then a sync.
    expect(outcomes).toEqual(['failed', 'failed', 'ok']);
    expect(lines).toEqual([
      {
        level: 'info',
        obj: { raceId: MOVED.id, action: 'cancel' },
        msg: `calendar: cancel ${MOVED.id}: Alpha Grand Prix is no longer in the source's ${SEASON} calendar`,
      },
    ]);
    expect(await task.poke(now + CALENDAR_SYNC_INTERVAL_MS - 1)).toBeNull(); // once a day
    await task.stop();
  });
});

describe('source URLs', () => {
  it("makes '{season}' this UTC year and the next", () => {
    expect(
      expandSourceUrls(
        ['https://x.test/f1/{season}.json', 'https://y.test/all.json'],
        Date.parse('2026-12-31T23:00:00Z'),
      ),
    ).toEqual([
      { url: 'https://x.test/f1/2026.json', seasonal: true },
      { url: 'https://x.test/f1/2027.json', seasonal: true },
      { url: 'https://y.test/all.json', seasonal: false },
    ]);
  });
});
