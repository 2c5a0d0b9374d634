import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import type { Race, TallyMap } from '../types';
import { buildSeasonReview } from './season-review';

const race = (id: string, date: string, extra: Partial<Race> = {}) =>
  makeRace({ id, date, sport: 'indycar', ...extra });

// IndyCar 2026: over by late November; 2027 not published, or its opener in March.
const stPete = race('st-pete', '2026-03-01');
const longBeach = race('long-beach', '2026-04-19');
const indy500 = race('indy-500', '2026-05-24');
const monterey = race('monterey', '2026-08-30');
const sprint = race('sprint', '2026-08-29', { kind: 'sprint' });
const opener2027 = race('opener-2027', '2027-03-07');
const season2026 = [monterey, stPete, indy500, longBeach, sprint];

const tallies: TallyMap = {
  'long-beach': tallyWithAverage('long-beach', 1, 3),
  'indy-500': tallyWithAverage('indy-500', 40, 4.5),
};

const NOVEMBER = Date.UTC(2026, 10, 27, 12);
const MIDSEASON = Date.UTC(2026, 5, 1, 12);
const LAST_RACE_WEEK = Date.UTC(2026, 7, 28, 12);

describe('buildSeasonReview', () => {
  it.each<[string, readonly Race[], number, [string, boolean][] | null]>([
    [
      'between seasons: every race of the season just run, in date order, sprints aside',
      season2026,
      NOVEMBER,
      [
        ['st-pete', false],
        ['long-beach', true],
        ['indy-500', true],
        ['monterey', false],
      ],
    ],
    [
      "with next season's opener published: still the season just run",
      [...season2026, opener2027],
      NOVEMBER,
      [
        ['st-pete', false],
        ['long-beach', true],
        ['indy-500', true],
        ['monterey', false],
      ],
    ],
    ['mid-season with a rated race: none (Recent lists it)', season2026, MIDSEASON, null],
    [
      'mid-season with none rated enough: the races run so far',
      season2026,
      MIDSEASON,
      [
        ['st-pete', false],
        ['long-beach', false],
        ['indy-500', false],
      ],
    ],
    ['the week of its last race: none', season2026, LAST_RACE_WEEK, null],
    [
      'while its last race is rated: none',
      [...season2026.filter((r) => r !== monterey), { ...monterey, isCurrent: true }],
      Date.UTC(2026, 7, 31, 12),
      null,
    ],
    ['no races at all: none', [], NOVEMBER, null],
    ['before its first race: none', season2026, Date.UTC(2026, 1, 1), null],
    ['only sprints: none', [sprint], NOVEMBER, null],
  ])('%s', (what, calendar, now, expected) => {
    const given = what.includes('none rated enough') ? {} : tallies;
    const review = buildSeasonReview(calendar, given, now);
    expect(review?.races.map(({ race: r, rated }) => [r.id, rated]) ?? null).toEqual(expected);
    if (expected) expect(review?.season).toBe(2026);
  });
});
