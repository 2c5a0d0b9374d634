import { DAY_MS } from '../constants';
import type { Sport } from '../sports/sports';
import { hasDataScore } from '../sports/sports';
import type { Race } from '../types';

// When the scheduler fetches a race's data: a set delay after the start (OpenF1 needs a
// while to publish a finished session), and not forever after it.

/** Default wait after the start before a race's data is fetched. */
export const DATA_SCORE_DEFAULT_DELAY_MINUTES = 180;
/** After this long past the due time the scheduler stops asking for the race's data. */
export const DATA_SCORE_GIVE_UP_MS = 3 * DAY_MS;
/** A fetch that found no finished data is tried again after this long. */
export const DATA_SCORE_RETRY_MS = 15 * 60 * 1000;

/**
 * When a race's data becomes due. Without a start time the race may run until the end of
 * its (UTC) race day, so the delay counts from then.
 */
export function dataScoreDueAt(race: Pick<Race, 'date' | 'startsAt'>, delayMs: number): number {
  const start = race.startsAt
    ? Date.parse(race.startsAt)
    : Date.parse(`${race.date}T00:00:00Z`) + DAY_MS;
  return start + delayMs;
}

export function isDataScoreDue(
  race: Pick<Race, 'date' | 'startsAt'> & { sport?: Sport },
  now: number,
  delayMs: number,
): boolean {
  // OpenF1 has Formula 1's data alone: no other sport is ever scored (or made a score up).
  if (race.sport && !hasDataScore(race.sport)) return false;
  const due = dataScoreDueAt(race, delayMs);
  return Number.isFinite(due) && now >= due && now < due + DATA_SCORE_GIVE_UP_MS;
}
