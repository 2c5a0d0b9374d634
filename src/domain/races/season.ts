import type { Race } from '../types';
import { racePhase } from './race-phase';
import { awaitsVoting } from './voting-window';

export const EXPLORER_SEASON_DEFAULT = 2025;

/** Newest race day first; ISO dates compare correctly as strings. */
export function byDateDesc(a: Pick<Race, 'date'>, b: Pick<Race, 'date'>): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
}

export function byDateAsc(a: Pick<Race, 'date'>, b: Pick<Race, 'date'>): number {
  return byDateDesc(b, a);
}

/**
 * A race fans have seen begin: live, or past with its voting already opened. A race on
 * its day whose start time puts voting later is still ahead (it stays in Upcoming), so it
 * does not start its season yet.
 */
function hasBegun(race: Race, now: number): boolean {
  const phase = racePhase(race, now);
  return phase === 'current' || (phase === 'past' && !awaitsVoting(race, now));
}

/**
 * The season the home page's Recent and Top Rated lists and the explorer's default talk
 * about: the one being raced now, else the one just finished, else the one about to
 * start; with no races at all, the spec's EXPLORER_SEASON_DEFAULT. Between seasons that
 * keeps last season's results on show until the new season's first race begins (its
 * voting opens), and with no race ahead the season just finished stays (decision 0034).
 */
export function displaySeason(races: readonly Race[], now: number): number {
  const current = races.find((race) => racePhase(race, now) === 'current');
  if (current) return current.season;
  const begun = races.filter((race) => hasBegun(race, now)).sort(byDateDesc);
  if (begun[0]) return begun[0].season;
  const ahead = [...races].sort(byDateAsc);
  return ahead[0]?.season ?? EXPLORER_SEASON_DEFAULT;
}
