import type { Race, TallyMap } from '../types';
import { MIN_VOTES_PAST } from '../voting/unlock';
import { grandPrixOnly } from './race-kind';
import { racePhase } from './race-phase';
import { byDateAsc, displaySeason } from './season';
import { awaitsVoting } from './voting-window';

// Between seasons a series' home would show little more than empty lists: its season just
// run is listed whole instead, every race in date order, rated or not (no verdicts: a race
// says only whether fans have rated it, so a shielded fan learns nothing).

export interface SeasonReviewRace {
  race: Race;
  /** Whether any fan has rated it. */
  rated: boolean;
}

export interface SeasonReview {
  season: number;
  races: SeasonReviewRace[];
}

/** Still to be run or rated: live, ahead, or past with its voting not opened yet. */
function isAhead(race: Race, now: number): boolean {
  const phase = racePhase(race, now);
  return phase !== 'past' || awaitsVoting(race, now);
}

/**
 * The races run so far of the home's season (sprints aside, as the home's other lists), in
 * date order: once the season is over, and before that while none of them has enough
 * ratings to be listed in Recent (a series fans have not found yet never looks dead).
 * Null when the season's races already fill Recent, or none has been run.
 */
export function buildSeasonReview(
  calendar: readonly Race[],
  tallies: TallyMap,
  now: number,
): SeasonReview | null {
  const races = grandPrixOnly(calendar);
  if (races.length === 0) return null;
  const season = displaySeason(races, now);
  const ofSeason = races.filter((race) => race.season === season);
  const run = ofSeason.filter((race) => !isAhead(race, now));
  if (run.length === 0) return null;
  const votes = (race: Race) => tallies[race.id]?.totalVotes ?? 0;
  const over = run.length === ofSeason.length;
  if (!over && run.some((race) => votes(race) >= MIN_VOTES_PAST)) return null;
  return {
    season,
    races: run.sort(byDateAsc).map((race) => ({ race, rated: votes(race) > 0 })),
  };
}
