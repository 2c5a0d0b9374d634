import { makeRace, tallyWithAverage } from '../../../test/domain/fixtures';
import { BREAKPOINT_EXPLORER_PX } from '../site/screen-rules';
import type { Race, TallyMap } from '../types';
import { MIN_VOTES_PAST } from '../voting/unlock';
import {
  BREAKPOINT_HOME_PAGING_PX,
  buildHomeSections,
  FIRST_PAGE,
  nextRecentPageOnTallyUpdate,
  PAGE_SIZE_RECENT,
  PAGE_SIZE_UPCOMING,
  PAGE_SIZE_UPCOMING_MOBILE,
  paginate,
  TOP_RATED_MIN_AVERAGE,
  upcomingPageSize,
} from './home-lists';

const NOW = Date.UTC(2025, 9, 1, 12);
const JUST_BELOW = 0.01;

const race = (id: string, date: string, extra: Partial<Race> = {}) =>
  makeRace({ id, date, ...extra });
const lastSeason = race('last-season', '2024-12-08');
const miami = race('miami', '2025-05-04');
const imola = race('imola', '2025-05-18');
const spain = race('spain', '2025-06-01');
const canada = race('canada', '2025-06-15');
const britain = race('britain', '2025-07-06');
const baku = race('baku', '2025-09-21');
const singapore = race('singapore', '2025-10-05');
const austin = race('austin', '2025-10-19');
const races = [austin, baku, britain, canada, imola, lastSeason, miami, singapore, spain];

const tallies: TallyMap = {
  'last-season': tallyWithAverage('last-season', 10, 5),
  miami: tallyWithAverage('miami', 3, 4.2),
  imola: tallyWithAverage('imola', MIN_VOTES_PAST - 1, 0),
  spain: tallyWithAverage('spain', MIN_VOTES_PAST, TOP_RATED_MIN_AVERAGE),
  canada: tallyWithAverage('canada', 5, TOP_RATED_MIN_AVERAGE),
  britain: tallyWithAverage('britain', 2, 4.5),
  baku: tallyWithAverage('baku', 4, TOP_RATED_MIN_AVERAGE - JUST_BELOW),
};
const ids = (list: Race[]) => list.map((r) => r.id);

describe('buildHomeSections without a live race', () => {
  const sections = buildHomeSections(races, tallies, NOW);

  it.each<[string, string[]]>([
    ['current', []],
    ['recent', ['britain', 'canada', 'spain', 'miami']],
    ['topRated', ['britain', 'miami', 'canada', 'spain']],
    ['upcoming', ['singapore', 'austin']],
  ])('%s lists %j', (key, expected) => {
    expect(ids(sections[key as 'current' | 'recent' | 'topRated' | 'upcoming'])).toEqual(expected);
  });

  it('features the newest rated race as LAST RACE and keeps it out of recent', () => {
    expect(sections.lastRace?.id).toBe('baku');
  });

  it('flags the first upcoming race as next and names the season', () => {
    expect(sections.nextRaceId).toBe('singapore');
    expect(sections.season).toBe(2025);
  });
});

describe('buildHomeSections with a live race', () => {
  const live = { ...singapore, isCurrent: true };
  const sections = buildHomeSections([...races.filter((r) => r !== singapore), live], tallies, NOW);

  it('shows no LAST RACE and lists every rated race as recent', () => {
    expect(ids(sections.current)).toEqual(['singapore']);
    expect(sections.lastRace).toBeNull();
    expect(ids(sections.recent)).toEqual(['baku', 'britain', 'canada', 'spain', 'miami']);
    expect(sections.nextRaceId).toBe('austin');
  });
});

describe('buildHomeSections edges', () => {
  it.each<[string, number, boolean]>([
    ['one vote below the past minimum', MIN_VOTES_PAST - 1, false],
    ['at the past minimum', MIN_VOTES_PAST, true],
  ])('a past race %s is listed: %s', (_name, votes, listed) => {
    const r = race('r', '2025-06-01', { isCurrent: false });
    const other = race('live', '2025-09-30', { isCurrent: true });
    const sections = buildHomeSections([r, other], { r: tallyWithAverage('r', votes, 3) }, NOW);
    expect(ids(sections.recent).includes('r')).toBe(listed);
  });

  it.each<[number, boolean]>([
    [TOP_RATED_MIN_AVERAGE - JUST_BELOW, false],
    [TOP_RATED_MIN_AVERAGE, true],
  ])('an average of %s is top rated: %s', (average, listed) => {
    const sections = buildHomeSections(
      [miami],
      { miami: tallyWithAverage('miami', 3, average) },
      NOW,
    );
    expect(sections.topRated.length === 1).toBe(listed);
  });

  it('treats a race without a tally as unrated and has no next race when none is ahead', () => {
    const sections = buildHomeSections([miami], {}, NOW);
    expect([sections.recent, sections.topRated, sections.lastRace, sections.nextRaceId]).toEqual([
      [],
      [],
      null,
      null,
    ]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1);
  it.each<[string, number, number, number[], number, boolean, boolean]>([
    ['first page', 1, PAGE_SIZE_RECENT, [1, 2, 3, 4], 1, false, true],
    ['middle page', 2, PAGE_SIZE_RECENT, [5, 6, 7, 8], 2, true, true],
    ['last, short page', 3, PAGE_SIZE_RECENT, [9, 10], 3, true, false],
    ['page past the end', 99, PAGE_SIZE_RECENT, [9, 10], 3, true, false],
    ['page zero', 0, PAGE_SIZE_RECENT, [1, 2, 3, 4], 1, false, true],
    ['page NaN', Number.NaN, PAGE_SIZE_RECENT, [1, 2, 3, 4], 1, false, true],
    ['exact fit', 2, 5, [6, 7, 8, 9, 10], 2, true, false],
  ])('%s', (_name, page, size, pageItems, clamped, hasPrev, hasNext) => {
    const result = paginate(items, page, size);
    expect(result).toEqual({
      items: pageItems,
      page: clamped,
      pageCount: Math.ceil(10 / size),
      hasPrev,
      hasNext,
    });
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 3, 4)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      hasPrev: false,
      hasNext: false,
    });
  });
});

describe('upcomingPageSize', () => {
  it.each<[number, number]>([
    [320, PAGE_SIZE_UPCOMING_MOBILE],
    [BREAKPOINT_HOME_PAGING_PX, PAGE_SIZE_UPCOMING_MOBILE],
    [BREAKPOINT_HOME_PAGING_PX + 1, PAGE_SIZE_UPCOMING],
    [1920, PAGE_SIZE_UPCOMING],
  ])('%i px → %i per page', (width, size) => {
    expect(upcomingPageSize(width)).toBe(size);
  });

  it("pages the home at the explorer's own mobile width", () => {
    expect(BREAKPOINT_HOME_PAGING_PX).toBe(BREAKPOINT_EXPLORER_PX);
  });

  it('pins the spec sizes and breakpoint', () => {
    expect([BREAKPOINT_HOME_PAGING_PX, PAGE_SIZE_UPCOMING_MOBILE, PAGE_SIZE_UPCOMING]).toEqual([
      768, 2, 5,
    ]);
  });
});

describe('paging reset', () => {
  it('sends the recent list back to the first page on a tally update', () => {
    expect(nextRecentPageOnTallyUpdate()).toBe(FIRST_PAGE);
    expect(FIRST_PAGE).toBe(1);
  });
});

// The seeded calendar's turn of the season: 2025 ends on 7 Dec 2025, 2026 opens on 8 Mar
// 2026 (voting after 06:00 UTC) and ends on 6 Dec 2026, after which nothing is upcoming.
describe('buildHomeSections between seasons', () => {
  const yasMarina25 = race('yas-2025', '2025-12-07', { startsAt: '2025-12-07T13:00:00Z' });
  const qatar25 = race('qatar-2025', '2025-11-30', { startsAt: '2025-11-30T16:00:00Z' });
  const melbourne26 = race('melbourne-2026', '2026-03-08', { startsAt: '2026-03-08T04:00:00Z' });
  const yasMarina26 = race('yas-2026', '2026-12-06', { startsAt: '2026-12-06T13:00:00Z' });
  const calendar = [qatar25, yasMarina25, melbourne26, yasMarina26];
  const rated: TallyMap = Object.fromEntries(
    calendar.map((r) => [r.id, tallyWithAverage(r.id, MIN_VOTES_PAST, TOP_RATED_MIN_AVERAGE)]),
  );

  it.each<[string, number, number, string | null, string[], string[]]>([
    [
      'winter break: last season on show, the new one ahead',
      Date.UTC(2026, 0, 15),
      2025,
      'yas-2025',
      ['qatar-2025'],
      ['melbourne-2026', 'yas-2026'],
    ],
    [
      'opening race day, before its voting opens',
      Date.parse('2026-03-08T05:59:59Z'),
      2025,
      'yas-2025',
      ['qatar-2025'],
      ['melbourne-2026', 'yas-2026'],
    ],
    [
      'opening race rated: the new season',
      Date.UTC(2026, 2, 12),
      2026,
      'melbourne-2026',
      [],
      ['yas-2026'],
    ],
    [
      'after the last race of 2026: nothing upcoming',
      Date.UTC(2026, 11, 20),
      2026,
      'yas-2026',
      ['melbourne-2026'],
      [],
    ],
  ])('%s', (_name, now, season, lastRace, recent, upcoming) => {
    const sections = buildHomeSections(calendar, rated, now);
    expect(sections.season).toBe(season);
    expect(sections.lastRace?.id ?? null).toBe(lastRace);
    expect(ids(sections.recent)).toEqual(recent);
    expect(ids(sections.topRated).includes(lastRace ?? '')).toBe(lastRace !== null);
    expect(ids(sections.upcoming)).toEqual(upcoming);
  });
});
