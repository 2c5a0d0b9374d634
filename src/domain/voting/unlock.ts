import type { RacePhase } from '../types';

/** Ratings needed before a current race shows results (and its panels). */
export const MIN_VOTES_CURRENT = 5;

/** Ratings needed before a past race shows results. */
export const MIN_VOTES_PAST = 1;

/**
 * Ratings a race needs before its results show. A live race waits for a handful so the
 * first voter cannot read (or set) the verdict alone; upcoming races never show results.
 */
export function minVotesFor(phase: RacePhase): number {
  if (phase === 'current') return MIN_VOTES_CURRENT;
  if (phase === 'past') return MIN_VOTES_PAST;
  return Number.POSITIVE_INFINITY;
}

export function resultsUnlocked(phase: RacePhase, totalVotes: number): boolean {
  return totalVotes >= minVotesFor(phase);
}

/** The product gives the panels the same thresholds as the results; kept separate by name. */
export function panelsUnlocked(phase: RacePhase, totalVotes: number): boolean {
  return resultsUnlocked(phase, totalVotes);
}

/** Fill of the 'Gathering the vibes' bar, 0..1. */
export function unlockProgress(phase: RacePhase, totalVotes: number): number {
  const needed = minVotesFor(phase);
  if (!Number.isFinite(needed) || !(totalVotes > 0)) return 0;
  return Math.min(1, totalVotes / needed);
}
