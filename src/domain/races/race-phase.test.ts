import { en } from '../../../test/client/english';
import { makeRace } from '../../../test/domain/fixtures';
import { DAY_MS } from '../constants';
import type { RacePhase } from '../types';
import {
  daysUntilRace,
  isLongPast,
  isRaceOpenForVoting,
  PAST_AFTER_MS,
  raceDayStartMs,
  racePhase,
  UPCOMING_BADGE_HIGHLIGHT_DAYS,
  type UpcomingBadge,
  upcomingBadge,
  utcDayStartMs,
} from './race-phase';

const RACE_DATE = '2025-11-22';
const START = Date.UTC(2025, 10, 22);
const race = makeRace({ date: RACE_DATE });
/** The badge as an English reader sees it. */
const read = (badge: UpcomingBadge) => ({
  text: en(badge.text.id, badge.text.values),
  highlight: badge.highlight,
});

describe('raceDayStartMs', () => {
  it.each<[string, number]>([
    [RACE_DATE, START],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2025-01-01', Date.UTC(2025, 0, 1)],
    ['2025-12-31', Date.UTC(2025, 11, 31)],
  ])('%s starts at 00:00 UTC', (date, start) => {
    expect(raceDayStartMs(date)).toBe(start);
  });

  it.each([
    '2025-02-29',
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '2025-1-1',
    '22/11/2025',
    '',
    'soon',
  ])('rejects %j', (date) => {
    expect(raceDayStartMs(date)).toBeNaN();
  });
});

describe('racePhase', () => {
  it.each<[string, number, RacePhase]>([
    ['a week before', START - 7 * DAY_MS, 'upcoming'],
    ['1 ms before UTC midnight of race day', START - 1, 'upcoming'],
    ['at UTC midnight of race day', START, 'past'],
    ['1 ms after UTC midnight', START + 1, 'past'],
    ['exactly 7 days after', START + PAST_AFTER_MS, 'past'],
    ['7 days and 1 ms after', START + PAST_AFTER_MS + 1, 'past'],
    ['a year after', START + 365 * DAY_MS, 'past'],
  ])('a race not marked current is %s → %s', (_name, now, phase) => {
    expect(racePhase(race, now)).toBe(phase);
  });

  it.each<[string, number]>([
    ['long before', START - 30 * DAY_MS],
    ['on the day', START],
    ['long after', START + PAST_AFTER_MS + 1],
  ])('a race marked current is current %s', (_name, now) => {
    expect(racePhase({ ...race, isCurrent: true }, now)).toBe('current');
  });

  it('pins the past rule to 604800000 ms', () => {
    expect(PAST_AFTER_MS).toBe(604_800_000);
  });
});

describe('isLongPast', () => {
  it.each<[string, number, boolean]>([
    ['on race day', START, false],
    ['exactly day 7', START + PAST_AFTER_MS, false],
    ['day 7 + 1 ms', START + PAST_AFTER_MS + 1, true],
  ])('%s → %s', (_name, now, expected) => {
    expect(isLongPast(race, now)).toBe(expected);
  });
});

describe('isRaceOpenForVoting', () => {
  it.each([
    [true, true],
    [false, false],
  ])('isCurrent %s → open %s', (isCurrent, open) => {
    expect(isRaceOpenForVoting({ isCurrent })).toBe(open);
  });
});

describe('utcDayStartMs', () => {
  it.each<[number, number]>([
    [START, START],
    [START + DAY_MS - 1, START],
    [START - 1, START - DAY_MS],
  ])('%i falls in the day starting %i', (now, start) => {
    expect(utcDayStartMs(now)).toBe(start);
  });
});

describe('daysUntilRace and upcomingBadge', () => {
  const H = UPCOMING_BADGE_HIGHLIGHT_DAYS;
  it.each<[string, number, number, string, boolean]>([
    ['on race day', START + 5, 0, 'Vote today', true],
    ['the day before, 1 ms before midnight', START - 1, 1, 'Vote tomorrow', true],
    ['the day before, at its midnight', START - DAY_MS, 1, 'Vote tomorrow', true],
    ['1 ms before that midnight', START - DAY_MS - 1, 2, 'Rate in 2 days', true],
    [`${H} days out, at midnight`, START - H * DAY_MS, H, `Rate in ${H} days`, true],
    [`${H} days out, 1 ms earlier`, START - H * DAY_MS - 1, H + 1, `Rate in ${H + 1} days`, false],
    ['a month out', START - 30 * DAY_MS, 30, 'Rate in 30 days', false],
  ])('%s: %i days, %s, highlight %s', (_name, now, days, text, highlight) => {
    expect(daysUntilRace(race, now)).toBe(days);
    expect(read(upcomingBadge(race, now))).toEqual({ text, highlight });
  });

  it('counts calendar days, not 24-hour spans', () => {
    // 23:59 the night before is one calendar day away, though only a minute remains.
    expect(daysUntilRace(race, START - 60_000)).toBe(1);
  });

  // Melbourne is 10 h ahead: its Sunday starts at 14:00 UTC on Saturday, while the race
  // (phase decided in UTC) is still upcoming.
  const MELBOURNE = 600;
  it.each<[string, number, number, string]>([
    ['1 ms before the fan’s local midnight', START - MELBOURNE * 60_000 - 1, 1, 'Vote tomorrow'],
    ['at the fan’s local midnight', START - MELBOURNE * 60_000, 0, 'Vote today'],
  ])('follows the fan’s own calendar day: %s', (_name, now, days, text) => {
    expect(racePhase({ ...race, isCurrent: false }, now)).toBe('upcoming');
    expect(daysUntilRace(race, now, MELBOURNE)).toBe(days);
    expect(read(upcomingBadge(race, now, MELBOURNE)).text).toBe(text);
  });

  it('reads a race that is already behind as today', () => {
    expect(daysUntilRace(race, START + 2 * DAY_MS)).toBe(-2);
    expect(read(upcomingBadge(race, START + 2 * DAY_MS)).text).toBe('Vote today');
  });
});
