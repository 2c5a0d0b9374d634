import type { Race, TallyMap } from '../types';
import { MIN_VOTES_PAST } from '../voting/unlock';
import { grandPrixOnly, sprintsOnly } from './race-kind';
import { racePhase } from './race-phase';
import { byDateDesc, displaySeason } from './season';

// The home page's own place for sprints (docs/decisions/0035): the spec's lists speak of
// "GP races", so a sprint is never in them; it is rated and read here, under its own title.

export interface SprintSection {
  /** Sprints open for votes now. */
  current: Race[];
  /** Rated sprints of the season the Grand Prix lists show, newest first. */
  rated: Race[];
  season: number;
}

export function buildSprintSection(
  calendar: readonly Race[],
  tallies: TallyMap,
  now: number,
): SprintSection {
  const season = displaySeason(grandPrixOnly(calendar), now);
  const sprints = sprintsOnly(calendar);
  const current = sprints.filter((race) => racePhase(race, now) === 'current');
  const rated = sprints
    .filter((race) => racePhase(race, now) === 'past' && race.season === season)
    .filter((race) => (tallies[race.id]?.totalVotes ?? 0) >= MIN_VOTES_PAST)
    .sort(byDateDesc);
  return { current, rated, season };
}

/** The section shows only when it has something to show. */
export function hasSprintsToShow(section: SprintSection): boolean {
  return section.current.length > 0 || section.rated.length > 0;
}
