// The community verdict in words, for places outside the app (feed entries, embedded
// cards): label, average, head count, best way to watch and the top vibe factors. Built
// only from the tally, so it can never carry a result, a position or a driver.

import type { RacePhase, Tally, WatchMode } from '../types';
import { ratingLabel } from './rating-labels';
import { allTagsWithVotes, isTagVisible } from './reason-tags';
import { averageRating, formatAverage } from './tally';
import { resultsUnlocked } from './unlock';
import { bestWatchMode } from './watch-modes';

/** How many vibe factors a verdict names. */
export const VERDICT_TOP_FACTORS = 3;

export interface RaceVerdict {
  label: string;
  /** One decimal, as fans see it on the cards: '4.2'. */
  average: string;
  votes: number;
  bestWatch: WatchMode | null;
  /** Labels with their emoji, most voted first: '🔥 Wheel-to-wheel'. */
  topFactors: string[];
}

type VerdictTally = Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes' | 'reasonTagTallies'>;

/** null until enough fans rated the race for its phase (the cards' unlock rule). */
export function raceVerdict(tally: VerdictTally, phase: RacePhase): RaceVerdict | null {
  const average = averageRating(tally);
  if (average === null || !resultsUnlocked(phase, tally.totalVotes)) return null;
  return {
    label: ratingLabel(average),
    average: formatAverage(average),
    votes: tally.totalVotes,
    bestWatch: bestWatchMode(tally.viewModes),
    topFactors: allTagsWithVotes(tally)
      .filter(isTagVisible)
      .slice(0, VERDICT_TOP_FACTORS)
      .map((chip) => `${chip.emoji} ${chip.label}`),
  };
}

export function votesText(votes: number): string {
  return `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
}

/** 'Rated Great (4.2) from 120 votes. Best way to watch: Full Race. Vibe factors: …' */
export function verdictSentence(verdict: RaceVerdict): string {
  return [
    `Rated ${verdict.label} (${verdict.average}) from ${votesText(verdict.votes)}.`,
    verdict.bestWatch ? `Best way to watch: ${verdict.bestWatch}.` : '',
    verdict.topFactors.length ? `Vibe factors: ${verdict.topFactors.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
