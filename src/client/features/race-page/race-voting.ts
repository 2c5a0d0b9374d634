import { isRaceOpenForVoting } from '../../../domain/races/race-phase';
import { raceStartMs } from '../../../domain/races/race-start-time';
import { FIRST_LIVE_SEASON } from '../../../domain/races/shown-seasons';
import { votingWindow } from '../../../domain/races/voting-window';
import type { Race } from '../../../domain/types';

/** Where a race's voting stands, as its page says it. */
export type RaceVoting =
  | { state: 'open' }
  | { state: 'cancelled' }
  /** A race from before the site's first season: fans never had a window to rate it in. */
  | { state: 'archive' }
  /** Not yet: opens at `at`, a moment when the race has a start time, else its race day. */
  | { state: 'opens'; at: number; timed: boolean }
  /**
   * Not open: closed at `at`; null while the window says open but the race is not (held
   * back, or closed early).
   */
  | { state: 'closed'; at: number | null };

/**
 * Only an operator-opened race takes votes (isRaceOpenForVoting, the home page's rule); the
 * scheduler opens and closes it by the voting window, so the window says when it will open
 * or when it closed.
 */
export function raceVoting(
  race: Pick<Race, 'season' | 'date' | 'startsAt' | 'isCurrent' | 'cancelled'>,
  now: number,
): RaceVoting {
  if (race.cancelled) return { state: 'cancelled' };
  if (isRaceOpenForVoting(race)) return { state: 'open' };
  if (race.season < FIRST_LIVE_SEASON) return { state: 'archive' };
  const window = votingWindow(race);
  if (!window) return { state: 'closed', at: null };
  if (now < window.opensAt) {
    return { state: 'opens', at: window.opensAt, timed: raceStartMs(race) !== null };
  }
  return { state: 'closed', at: now >= window.closesAt ? window.closesAt : null };
}
