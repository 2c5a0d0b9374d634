import { en } from '../../../test/client/english';
import { makeRace } from '../../../test/domain/fixtures';
import { DAY_MS } from '../constants';
import { UPCOMING_BADGE_HIGHLIGHT_DAYS, upcomingBadge } from './race-phase';
import {
  type FanClock,
  formatRaceStart,
  HOUR_MS,
  raceStartMs,
  upcomingBadgeWithStart,
  votingOpensInHours,
} from './race-start-time';
import { ASSUMED_RACE_LENGTH_MS } from './voting-window';

// Whatever space an ICU version puts before AM/PM, the text has a plain one.

describe('formatRaceStart', () => {
  it.each<[string, FanClock, string]>([
    ['2026-11-29T16:00:00Z', { timeZone: 'Europe/London', locale: 'en-GB' }, 'Sun 29 Nov · 16:00'],
    ['2026-11-29T16:00:00Z', { timeZone: 'Europe/Berlin', locale: 'de-DE' }, 'Sun 29 Nov · 17:00'],
    [
      '2026-11-29T16:00:00Z',
      { timeZone: 'America/New_York', locale: 'en-US' },
      `Sun 29 Nov · 11:00 AM`,
    ],
    // The local day moves with the zone: Tokyo is already on Monday.
    ['2026-11-29T16:00:00Z', { timeZone: 'Asia/Tokyo', locale: 'en-GB' }, 'Mon 30 Nov · 01:00'],
    // Las Vegas races on Saturday night local time, Sunday morning in UTC.
    [
      '2026-11-22T04:00:00Z',
      { timeZone: 'America/Los_Angeles', locale: 'en-US' },
      `Sat 21 Nov · 8:00 PM`,
    ],
    // Daylight saving: London moves to BST at 01:00 UTC on 29 March 2026.
    ['2026-03-29T00:30:00Z', { timeZone: 'Europe/London', locale: 'en-GB' }, 'Sun 29 Mar · 00:30'],
    ['2026-03-29T05:00:00Z', { timeZone: 'Europe/London', locale: 'en-GB' }, 'Sun 29 Mar · 06:00'],
    // Melbourne is on daylight time (UTC+11) in March.
    [
      '2026-03-08T04:00:00Z',
      { timeZone: 'Australia/Melbourne', locale: 'en-AU' },
      'Sun 8 Mar · 3:00 pm',
    ],
    ['2026-03-08T04:00:00+00:00', { timeZone: 'UTC', locale: 'en-GB' }, 'Sun 8 Mar · 04:00'],
  ])('%s in %o reads %j', (startsAt, clock, text) => {
    expect(formatRaceStart({ startsAt }, clock)).toBe(text);
  });

  it.each([null, undefined, '', 'soon'])('gives null for a start of %j', (startsAt) => {
    expect(formatRaceStart({ startsAt }, { timeZone: 'UTC' })).toBeNull();
    expect(raceStartMs({ startsAt })).toBeNull();
  });
});

describe('votingOpensInHours', () => {
  it.each<[number, string]>([
    [5, 'Voting opens in 5 h'],
    [4.01, 'Voting opens in 5 h'],
    [0.2, 'Voting opens in 1 h'],
    [0, 'Voting opens in 1 h'],
    [23, 'Voting opens in 23 h'],
  ])('%d hours reads %j', (hours, text) => {
    expect(en('home.badge.votingOpensIn', { hours: votingOpensInHours(hours) })).toBe(text);
  });
});

describe('upcomingBadgeWithStart', () => {
  const START = Date.parse('2026-11-29T16:00:00Z');
  const OPENS = START + ASSUMED_RACE_LENGTH_MS;
  const timed = makeRace({ date: '2026-11-29', startsAt: '2026-11-29T16:00:00Z' });
  const dateOnly = makeRace({ date: '2026-11-29' });
  const MELBOURNE = 11 * 60;
  const TOKYO = 9 * 60;

  it.each<[string, number, number, string]>([
    // The race day is the fan's date of the start (race-day.ts): 16:00 UTC on Sunday is
    // Monday 03:00 in Melbourne and 01:00 in Tokyo, so their countdown runs on Monday.
    ['Melbourne, its Sunday evening', OPENS - 13 * HOUR_MS, MELBOURNE, 'Vote tomorrow'],
    ['Melbourne, 01:00 on its Monday', OPENS - 4 * HOUR_MS, MELBOURNE, 'Voting opens in 4 h'],
    ['Tokyo, 23:59 on its Sunday', START - HOUR_MS - 60_000, TOKYO, 'Vote tomorrow'],
    ['Tokyo, its Monday midnight', START - HOUR_MS, TOKYO, 'Voting opens in 3 h'],
    ['Tokyo, 1 ms after 5 h before', OPENS - 5 * HOUR_MS + 1, TOKYO, 'Vote tomorrow'],
    ['UTC fan, opening this day', OPENS - 5 * HOUR_MS, 0, 'Voting opens in 5 h'],
    // Before the fan's race day the day-based badge stands.
    ['UTC fan, the day before', START - DAY_MS, 0, 'Vote tomorrow'],
    ['UTC fan, a week before', START - 7 * DAY_MS, 0, 'Rate in 7 days'],
    // Once the opening moment has passed, the day badge returns.
    ['UTC fan, after opening', OPENS + 1, 0, 'Vote today'],
  ])('%s', (_, now, offset, text) => {
    const badge = upcomingBadgeWithStart(timed, now, offset);
    expect(en(badge.text.id, badge.text.values)).toBe(text);
  });

  it('keeps the date-only badge when the race has no start time', () => {
    for (const now of [START - 13 * HOUR_MS, START - DAY_MS, START - 9 * DAY_MS]) {
      expect(upcomingBadgeWithStart(dateOnly, now, MELBOURNE)).toEqual(
        upcomingBadge(dateOnly, now, MELBOURNE),
      );
    }
  });

  it('keeps the highlight rule of the day badge', () => {
    const now = START - UPCOMING_BADGE_HIGHLIGHT_DAYS * DAY_MS;
    expect(upcomingBadgeWithStart(timed, now, 0).highlight).toBe(true);
    expect(upcomingBadgeWithStart(timed, now - 2 * DAY_MS, 0).highlight).toBe(false);
    expect(upcomingBadgeWithStart(timed, OPENS - HOUR_MS, MELBOURNE).highlight).toBe(true);
  });
});
