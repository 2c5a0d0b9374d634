import type { Race } from '../types';
import { isRaceOpenForVoting, raceDayStartMs, utcDayStartMs } from './race-phase';
import { FIRST_LIVE_SEASON } from './shown-seasons';

// Which races take votes, and why (issue 52). Apart from race-phase.ts, which every page
// loads: only the race page and the server ask this.

/** Why a race takes votes: the race being rated, or a race of the archive. */
export type VotingReason = 'current' | 'archive';

/** What the rule reads of a race. */
export type VotingRace = Pick<Race, 'isCurrent' | 'cancelled' | 'season' | 'date'>;

/**
 * Why a race takes votes now: 'current', the race being rated (isRaceOpenForVoting: opened
 * by an operator, inside the spec's window); 'archive', a race from before the site's first
 * season, run and not called off, which fans who have watched it may rate at any time —
 * those races never had a window to be rated in. Every other race: null. The server checks
 * it inside the vote's transaction; the race page shows the form by it.
 */
export function votingReason(race: VotingRace, now: number): VotingReason | null {
  if (isRaceOpenForVoting(race)) return 'current';
  if (race.cancelled === true || race.season >= FIRST_LIVE_SEASON) return null;
  return now >= raceDayStartMs(race.date) ? 'archive' : null;
}

/**
 * `now`'s UTC day as 'YYYY-MM-DD': a race dated on or before it has begun its race day.
 * The PostgreSQL vote batch asks votingReason of stored rows in SQL, comparing their dates
 * with this day (vote-writers-agree.test.ts holds the two together).
 */
export function utcDayOf(now: number): string {
  return new Date(utcDayStartMs(now)).toISOString().slice(0, 10);
}
