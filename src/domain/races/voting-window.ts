import type { Race } from '../types';
import { RATING_WINDOW_MS, raceDayStartMs } from './race-phase';

/**
 * DECISION: when a start time is known, voting opens once the race is over, so we assume
 * a race lasts this long (a Grand Prix is capped at two hours of racing). A sprint's
 * window follows the same rule from its own start (docs/decisions/0014): never earlier
 * than its finish, and one rule for fans to learn.
 */
export const ASSUMED_RACE_LENGTH_MS = 2 * 60 * 60 * 1000;

export interface VotingWindow {
  opensAt: number;
  closesAt: number;
}

/**
 * When the scheduler opens and closes voting: race day (00:00 UTC), or startsAt plus the
 * assumed race length when a start time is given; closes RATING_WINDOW_MS later.
 * null when neither the date nor the start time can be read.
 */
export function votingWindow(race: Pick<Race, 'date' | 'startsAt'>): VotingWindow | null {
  const startsAt = race.startsAt ? Date.parse(race.startsAt) : Number.NaN;
  const opensAt = Number.isFinite(startsAt)
    ? startsAt + ASSUMED_RACE_LENGTH_MS
    : raceDayStartMs(race.date);
  if (!Number.isFinite(opensAt)) return null;
  return { opensAt, closesAt: opensAt + RATING_WINDOW_MS };
}

export type WindowPosition = 'before' | 'open' | 'closed';

/** Where `now` falls: the window includes its opening instant and excludes its closing one. */
export function windowPosition(window: VotingWindow, now: number): WindowPosition {
  if (now < window.opensAt) return 'before';
  return now < window.closesAt ? 'open' : 'closed';
}

/**
 * A race on its day (past by the UTC race-day rule) whose voting has not opened yet
 * because its start time puts the opening later: to fans it is still ahead, so it stays
 * in Upcoming with its hour countdown instead of vanishing until voting opens.
 */
export function awaitsVoting(
  race: Pick<Race, 'date' | 'startsAt' | 'isCurrent'>,
  now: number,
): boolean {
  if (race.isCurrent || !race.startsAt) return false;
  const window = votingWindow(race);
  return window !== null && now < window.opensAt;
}
