import { DAY_MS } from '../constants';
import { raceDayStartMs } from '../races/race-phase';
import type { Race } from '../types';
import { type MyRaces, markOf } from './my-races';

// Which races a fan still has to watch, apart from the to-watch list itself: the home
// page reads it to decide whether to show the way to the list, and should not carry the
// list's rules to do so (docs/decisions/0125).

/**
 * Whether a race has been run. Its start time says so when the calendar gives one; without
 * one the race day has to be over (or the race open for votes), since 00:00 UTC on race day
 * is usually hours before the lights go out.
 */
export function hasRun(race: Race, nowMs: number): boolean {
  if (race.cancelled) return false;
  const startsAt = race.startsAt ? Date.parse(race.startsAt) : Number.NaN;
  if (Number.isFinite(startsAt)) return nowMs >= startsAt;
  return race.isCurrent || nowMs >= raceDayStartMs(race.date) + DAY_MS;
}

/** The races of `races` already run that the fan marked still to watch: the home page's nudge. */
export function racesStillToWatch(races: readonly Race[], myRaces: MyRaces, nowMs: number): Race[] {
  return races.filter((race) => markOf(myRaces, race.id) === 'to-watch' && hasRun(race, nowMs));
}
