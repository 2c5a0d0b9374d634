import { verdictUnknown } from '../my-races/hidden-verdicts';
import { verdictScore } from '../races/race-page';
import { racePhase } from '../races/race-phase';
import { NOTHING_HIDDEN, type VerdictHidden } from '../races/verdict-hidden';
import { DEFAULT_SPORT, hasDataScore } from '../sports/sports';
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
  /** The fan's shield covers the race: the row holds no verdict, only its number of ratings. */
  verdictHidden: boolean;
  /**
   * The crowd's ways to watch a hidden race, for the one place a fan may ask to see them
   * under the shield (its cell); no filter or sort reads them. Null on every other row.
   */
  viewModesUnderShield: Tally['viewModes'] | null;
}

/**
 * One row per race whose results are unlocked: a past race with a vote or an AI rating,
 * or a live race past the current-race threshold. Upcoming races never qualify. Order is the input's;
 * sorting is explorer-sort's job. A race whose verdict is `hidden` keeps its row (the fan can
 * reveal it there) but the row reads as a race without a verdict, so no filter or sort can
 * single it out.
 */
export function explorerRows(
  races: readonly Race[],
  tallies: TallyMap,
  now: number,
  hidden: VerdictHidden = NOTHING_HIDDEN,
): ExplorerRow[] {
  const rows: ExplorerRow[] = [];
  for (const race of races) {
    const phase = racePhase(race, now);
    const tally = tallies[race.id] ?? emptyTally(race.id);
    // A past race nobody rated still has a row when the data scored it (flagged as AI).
    const dataOnly = phase === 'past' && tally.AI_Rating_Value !== null;
    if (phase === 'upcoming' || !(resultsUnlocked(phase, tally.totalVotes) || dataOnly)) continue;
    if (hidden(race.id)) {
      rows.push(rowWithoutVerdict(race, tally, phase));
      continue;
    }
    const average = averageRating(tally);
    rows.push({
      race,
      tally,
      phase,
      average,
      label: ratingLabel(average),
      bestWatch: bestWatchMode(tally.viewModes),
      topTags: visibleTags(tally, 'explorer-table'),
      verdictHidden: false,
      viewModesUnderShield: null,
    });
  }
  return rows;
}

function rowWithoutVerdict(race: Race, tally: Tally, phase: RacePhase): ExplorerRow {
  return {
    race,
    tally: verdictUnknown(tally),
    phase,
    average: null,
    label: '-',
    bestWatch: null,
    topTags: [],
    verdictHidden: true,
    viewModesUnderShield: tally.viewModes,
  };
}

/** Whose verdict a row is ordered and filtered by: the fans' or the race data's (the AI rating). */
export type RowVerdictSource = 'crowd' | 'data';

export interface RowVerdict {
  score: number;
  from: RowVerdictSource;
}

/**
 * The verdict the Rating sort, the rating and vibe filters and Top Races all read, so they
 * never disagree: the crowd's average once it shows, else the data verdict of a past race
 * of a sport that has one (as a race page ranks its season: `verdictScore`). Null for a
 * race with neither, and for one the fan's shield hides (0126), so that neither its place
 * nor its presence under a filter gives its verdict away.
 */
export function rowVerdict({ race, tally, phase, verdictHidden }: ExplorerRow): RowVerdict | null {
  if (verdictHidden) return null;
  const crowd = verdictScore({ ...tally, AI_Rating_Value: null }, phase);
  if (crowd !== null) return { score: crowd, from: 'crowd' };
  if (!hasDataScore(race.sport ?? DEFAULT_SPORT)) return null;
  const data = verdictScore(tally, phase);
  return data === null ? null : { score: data, from: 'data' };
}

/** The score of `rowVerdict`, or null. */
export function rowVerdictScore(row: ExplorerRow): number | null {
  return rowVerdict(row)?.score ?? null;
}
