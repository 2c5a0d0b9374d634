import { raceStartMs } from '../../../domain/races/race-start-time';
import { type VotingReason, votingReason } from '../../../domain/races/voting-reason';
import { votingWindow } from '../../../domain/races/voting-window';
import type { Race } from '../../../domain/types';

/** Where a race's voting stands, as its page says it. */
export type RaceVoting =
  /** The form is there: for the race being rated, or for a race of the archive. */
  | { state: 'open'; reason: VotingReason }
  | { state: 'cancelled' }
  /** Not yet: opens at `at`, a moment when the race has a start time, else its race day. */
  | { state: 'opens'; at: number; timed: boolean }
  /**
   * Not open: closed at `at`; null while the window says open but the race is not (held
   * back, or closed early).
   */
  | { state: 'closed'; at: number | null };

/**
 * The server's rule (votingReason): the operator-opened race, which the scheduler opens
 * and closes by the voting window — so the window says when it will open or when it
 * closed — or a race of the archive, open to fans who have watched it at any time.
 */
export function raceVoting(
  race: Pick<Race, 'season' | 'date' | 'startsAt' | 'isCurrent' | 'cancelled'>,
  now: number,
): RaceVoting {
  if (race.cancelled) return { state: 'cancelled' };
  const reason = votingReason(race, now);
  if (reason) return { state: 'open', reason };
  const window = votingWindow(race);
  if (!window) return { state: 'closed', at: null };
  if (now < window.opensAt) {
    return { state: 'opens', at: window.opensAt, timed: raceStartMs(race) !== null };
  }
  return { state: 'closed', at: now >= window.closesAt ? window.closesAt : null };
}
