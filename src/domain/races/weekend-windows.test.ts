import { SEASONS, seededRaces } from '../../../test/domain/calendar-files';
import { tallyWithAverage } from '../../../test/domain/fixtures';
import type { Race, TallyMap } from '../types';
import { buildHomeSections } from './home-lists';
import { isSprint, weekendOfSprint } from './race-kind';
import { buildSprintSection } from './sprint-lists';
import { votingWindow, windowPosition } from './voting-window';

// A race is current while the scheduler holds its window open (records 0013, 0014). A
// sprint weekend has two windows that overlap, one per kind, so two races can be current
// at once: the Grand Prix in NOW RATING, the sprint in SPRINTS. Windows of one kind never
// overlap on the real calendars, so each place holds at most one race at a time.

const calendar: Race[] = seededRaces().map((race) => ({ ...race, isCurrent: false }));

/** The calendar as the scheduler leaves it at `now`: current exactly while the window is open. */
function asScheduled(now: number): Race[] {
  return calendar.map((race) => {
    const window = votingWindow(race);
    return { ...race, isCurrent: window !== null && windowPosition(window, now) === 'open' };
  });
}

const ids = (races: readonly Race[]) => races.map((r) => r.id);
const at = (iso: string) => Date.parse(iso);
const ms = 1;

describe('a sprint weekend: the 2026 Chinese Grand Prix (sprint Sat 03:00 UTC, race Sun 07:00 UTC)', () => {
  const GP = '2026-chinese-grand-prix';
  const SPRINT = `${GP}-sprint`;
  const PREVIOUS = '2026-australian-grand-prix';
  const tallies: TallyMap = { [PREVIOUS]: tallyWithAverage(PREVIOUS, 3, 4) };
  const SPRINT_OPENS = at('2026-03-14T05:00:00Z'); // start + the assumed race length
  const GP_OPENS = at('2026-03-15T09:00:00Z');
  const SPRINT_CLOSES = at('2026-03-16T05:00:00Z'); // 48 h after it opened
  const GP_CLOSES = at('2026-03-17T09:00:00Z');

  it.each<[string, number, string[], string[], string | null, string[]]>([
    // when, now, NOW RATING, SPRINTS (being rated), LAST RACE, the weekend in UPCOMING
    ['just before the sprint opens', SPRINT_OPENS - ms, [], [], PREVIOUS, [SPRINT, GP]],
    ['the sprint opens', SPRINT_OPENS, [], [SPRINT], PREVIOUS, [GP]],
    ['just before the Grand Prix opens', GP_OPENS - ms, [], [SPRINT], PREVIOUS, [GP]],
    ['both open', GP_OPENS, [GP], [SPRINT], null, []],
    ['just before the sprint closes', SPRINT_CLOSES - ms, [GP], [SPRINT], null, []],
    ['the sprint closes', SPRINT_CLOSES, [GP], [], null, []],
    ['just before the Grand Prix closes', GP_CLOSES - ms, [GP], [], null, []],
    ['the Grand Prix closes: it is the last race', GP_CLOSES, [], [], GP, []],
  ])('%s', (_when, now, nowRating, sprints, lastRace, upcoming) => {
    const races = asScheduled(now);
    // Fans rate the Grand Prix once its voting opens, not before.
    const withVotes: TallyMap =
      now >= GP_OPENS ? { ...tallies, [GP]: tallyWithAverage(GP, 2, 3) } : tallies;
    const home = buildHomeSections(races, withVotes, now);
    expect(ids(home.current)).toEqual(nowRating);
    expect(ids(buildSprintSection(races, withVotes, now).current)).toEqual(sprints);
    expect(home.lastRace?.id ?? null).toBe(lastRace);
    expect(ids(home.upcoming).filter((id) => id.startsWith(GP))).toEqual(upcoming);
  });
});

describe.each(SEASONS)('the %i calendar', (season) => {
  const races = calendar.filter((r) => r.season === season);
  // Every instant a window opens or closes, and the instants either side of it.
  const instants = races.flatMap((race) => {
    const window = votingWindow(race)!;
    return [window.opensAt, window.closesAt].flatMap((t) => [t - ms, t, t + ms]);
  });

  it('never holds two windows of one kind open at once', () => {
    const crowded = instants.flatMap((now) => {
      const open = asScheduled(now).filter((r) => r.season === season && r.isCurrent);
      const grandsPrix = open.filter((r) => !isSprint(r));
      const sprints = open.filter(isSprint);
      return grandsPrix.length > 1 || sprints.length > 1
        ? [`${new Date(now).toISOString()}: ${ids(open).join(', ')}`]
        : [];
    });
    expect(crowded).toEqual([]);
  });

  it("holds each sprint's window open beside its Grand Prix's for a while", () => {
    const sprints = races.filter(isSprint);
    expect(sprints).toHaveLength(6);
    for (const sprint of sprints) {
      const weekend = races.find((r) => r.id === weekendOfSprint(sprint.id))!;
      const gpOpens = votingWindow(weekend)!.opensAt;
      expect(windowPosition(votingWindow(sprint)!, gpOpens), sprint.id).toBe('open');
    }
  });
});
