import { racePhase } from '../races/race-phase';
import type { Race, RacePhase, Tally, TallyMap, WatchMode } from '../types';
import { type RatingLabel, ratingLabel } from '../voting/rating-labels';
import { type TagChip, visibleTags } from '../voting/reason-tags';
import { averageRating, emptyTally } from '../voting/tally';
import { resultsUnlocked } from '../voting/unlock';
import { bestWatchMode } from '../voting/watch-modes';

export interface ExplorerRow {
  race: Race;
  tally: Tally;
  phase: RacePhase;
  average: number | null;
  label: RatingLabel | '-';
  bestWatch: WatchMode | null;
  topTags: TagChip[];
}

/**
 * One row per race whose results are unlocked: a past race with a vote or an AI rating,
 * or a live race past the current-race threshold. Upcoming races never qualify. Order is the input's;
 * sorting is explorer-sort's job.
 */
export function explorerRows(
  races: readonly Race[],
  tallies: TallyMap,
  now: number,
): ExplorerRow[] {
  const rows: ExplorerRow[] = [];
  for (const race of races) {
    const phase = racePhase(race, now);
    const tally = tallies[race.id] ?? emptyTally(race.id);
    // A past race nobody rated still has a row when the data scored it (flagged as AI).
    const dataOnly = phase === 'past' && tally.AI_Rating_Value !== null;
    if (phase === 'upcoming' || !(resultsUnlocked(phase, tally.totalVotes) || dataOnly)) continue;
    const average = averageRating(tally);
    rows.push({
      race,
      tally,
      phase,
      average,
      label: ratingLabel(average),
      bestWatch: bestWatchMode(tally.viewModes),
      topTags: visibleTags(tally, 'explorer-table'),
    });
  }
  return rows;
}
