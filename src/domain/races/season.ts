import { EXPLORER_SEASON_DEFAULT } from '../constants';
import type { Race } from '../types';
import { racePhase } from './race-phase';

/** Newest race day first; ISO dates compare correctly as strings. */
export function byDateDesc(a: Pick<Race, 'date'>, b: Pick<Race, 'date'>): number {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
}

export function byDateAsc(a: Pick<Race, 'date'>, b: Pick<Race, 'date'>): number {
  return byDateDesc(b, a);
}

/**
 * The season the home page talks about: the one being raced now, else the one just
 * finished, else the one about to start. Between seasons that keeps last season's
 * results on show until the new season's first race day.
 */
export function displaySeason(races: readonly Race[], now: number): number {
  const current = races.find((race) => racePhase(race, now) === 'current');
  if (current) return current.season;
  const past = races.filter((race) => racePhase(race, now) === 'past').sort(byDateDesc);
  if (past[0]) return past[0].season;
  const upcoming = races.filter((race) => racePhase(race, now) === 'upcoming').sort(byDateAsc);
  return upcoming[0]?.season ?? EXPLORER_SEASON_DEFAULT;
}
