// The community verdict in words, for places outside the app (feed entries, embedded
// cards): label, average, head count, best way to watch and the top vibe factors, in the
// reader's language. Built only from the tally, so it can never carry a result, a position
// or a driver.

import type { Translate } from '../i18n/messages/catalogue';
import type { Sport } from '../sports/sports';
import type { RacePhase, Tally, WatchMode } from '../types';
import { ratingLabel } from './rating-labels';
import { allTagsWithVotes, isTagVisible } from './reason-tags';
import { averageRating } from './tally';
import { resultsUnlocked } from './unlock';
import {
  averageText,
  factorText,
  listText,
  type Reader,
  ratingLabelText,
  watchModeText,
} from './verdict-words';
import { bestWatchMode } from './watch-modes';

/** How many vibe factors a verdict names. */
export const VERDICT_TOP_FACTORS = 3;

export interface RaceVerdict {
  /** The rating label in the reader's language: 'Great'. */
  label: string;
  /** One decimal, as fans see it on the cards: '4.2' ('4,2' in German). */
  average: string;
  votes: number;
  bestWatch: WatchMode | null;
  /** Labels with their emoji, most voted first: '🔥 Wheel-to-wheel'. */
  topFactors: string[];
}

type VerdictTally = Pick<Tally, 'totalVotes' | 'totalStars' | 'viewModes' | 'reasonTagTallies'>;

/**
 * null until enough fans rated the race for its phase (the cards' unlock rule). `sport`
 * is the race's: its factors' emoji are its own (a bike for MotoGP's Overtakes).
 */
export function raceVerdict(
  tally: VerdictTally,
  phase: RacePhase,
  { t, language }: Reader,
  sport?: Sport,
): RaceVerdict | null {
  const average = averageRating(tally);
  if (average === null || !resultsUnlocked(phase, tally.totalVotes)) return null;
  return {
    label: ratingLabelText(ratingLabel(average), t),
    average: averageText(average, language),
    votes: tally.totalVotes,
    bestWatch: bestWatchMode(tally.viewModes),
    topFactors: allTagsWithVotes(tally)
      .filter(isTagVisible)
      .slice(0, VERDICT_TOP_FACTORS)
      .map((chip) => factorText(chip, t, sport)),
  };
}

export function votesText(votes: number, t: Translate): string {
  return t('server.votes', { count: votes });
}

/** 'Rated Great (4.2) from 120 votes. Best way to watch: Full Race. Vibe factors: …' */
export function verdictSentence(verdict: RaceVerdict, reader: Reader): string {
  const { t } = reader;
  return [
    t('server.verdict.rated', {
      label: verdict.label,
      average: verdict.average,
      votes: votesText(verdict.votes, t),
    }),
    verdict.bestWatch
      ? t('server.verdict.bestWatch', { mode: watchModeText(verdict.bestWatch, reader) })
      : '',
    verdict.topFactors.length
      ? t('server.verdict.factors', { factors: listText(verdict.topFactors, t) })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
