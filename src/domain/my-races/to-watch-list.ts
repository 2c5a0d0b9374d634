import { DAY_MS } from '../constants';
import { raceKindOf } from '../races/race-kind';
import { racePhase } from '../races/race-phase';
import type { RaceKind } from '../sports/sport-events';
import type { Sport } from '../sports/sports';
import { DEFAULT_SPORT, fullRaceMinutes, hasDataScore, SPORT_INFO, SPORTS } from '../sports/sports';
import type { Race, TallyMap, WatchMode } from '../types';
import { averageRating } from '../voting/tally';
import { resultsUnlocked } from '../voting/unlock';
import { bestWatchMode } from '../voting/watch-modes';
import { hiddenVerdicts } from './hidden-verdicts';
import { type MyRaces, markOf } from './my-races';
import { hasRun } from './still-to-watch';

// The to-watch list: what a fan who has been away still has to watch, best first, and how
// long each takes (docs/decisions/0125). Pure: the caller hands in the clock.

type MinutesByKind = Readonly<Record<RaceKind, number>>;

/** A Full Race's usual length in minutes by sport and kind: each sport's `fullRaceMinutes`. */
export const FULL_RACE_MINUTES = Object.fromEntries(
  SPORTS.map((sport) => [sport, SPORT_INFO[sport].fullRaceMinutes]),
) as Record<Sport, MinutesByKind>;
/** A Race-in-30 is what its name says. */
export const RACE_IN_30_MINUTES = 30;
/** The official highlights of a race run about 6–10 minutes in every series. */
export const HIGHLIGHTS_MINUTES = 8;
/** With no "since" of the fan's own and nothing marked still to watch: the last 30 days. */
export const DEFAULT_SINCE_DAYS = 30;

/** A race's length in one way of watching it. */
export function watchMinutes(race: Pick<Race, 'sport' | 'kind'>, mode: WatchMode): number {
  if (mode === 'Race-in-30') return RACE_IN_30_MINUTES;
  if (mode === 'Highlights Only') return HIGHLIGHTS_MINUTES;
  return fullRaceMinutes(race.sport ?? DEFAULT_SPORT, raceKindOf(race));
}

export interface ToWatchItem {
  race: Race;
  /** What the list is ordered by: the crowd's average, else the AI rating, else null. */
  score: number | null;
  scoreFrom: 'crowd' | 'ai' | null;
  /** The crowd's best way to watch it; a Full Race (for its length) when the crowd has not said. */
  mode: WatchMode;
  /** Whether the crowd chose `mode`; otherwise nobody did and the page says "No verdict yet". */
  modeFromCrowd: boolean;
  /**
   * The fan's shield covers this race and their switch keeps its best way to watch hidden
   * too: `mode` is a Full Race for its length only, and the page says the way is hidden.
   */
  wayHidden: boolean;
  minutes: number;
}

/** A shielded race as the list reads it: no verdict to order by, its way to watch if allowed. */
function shielded(item: ToWatchItem, showWayToWatch: boolean, race: Race): ToWatchItem {
  const hidden = { ...item, score: null, scoreFrom: null };
  if (showWayToWatch) return hidden;
  return {
    ...hidden,
    mode: 'Full Race',
    modeFromCrowd: false,
    wayHidden: true,
    minutes: watchMinutes(race, 'Full Race'),
  };
}

function itemOf(race: Race, tallies: TallyMap, nowMs: number): ToWatchItem {
  const tally = tallies[race.id];
  const crowdSays =
    tally !== undefined && resultsUnlocked(racePhase(race, nowMs), tally.totalVotes);
  const crowd = crowdSays ? averageRating(tally) : null;
  // The AI rating exists only for a sport with the data verdict; it speaks where the crowd
  // is too small.
  const ai =
    tally?.AI_Rating && hasDataScore(race.sport ?? DEFAULT_SPORT) ? tally.AI_Rating_Value : null;
  const score = crowd ?? ai;
  const crowdMode = crowdSays ? bestWatchMode(tally.viewModes) : null;
  const mode = crowdMode ?? 'Full Race';
  return {
    race,
    score,
    scoreFrom: crowd !== null ? 'crowd' : ai !== null ? 'ai' : null,
    mode,
    modeFromCrowd: crowdMode !== null,
    wayHidden: false,
    minutes: watchMinutes(race, mode),
  };
}

/** Best first; a tie, then every race with no verdict at all, newest first. */
function byBestThenNewest(a: ToWatchItem, b: ToWatchItem): number {
  if (a.score !== null && b.score !== null && a.score !== b.score) return b.score - a.score;
  if ((a.score === null) !== (b.score === null)) return a.score === null ? 1 : -1;
  if (a.race.date !== b.race.date) return a.race.date < b.race.date ? 1 : -1;
  return a.race.id < b.race.id ? -1 : a.race.id > b.race.id ? 1 : 0;
}

/**
 * Every race of `races` on or after `sinceDay` (YYYY-MM-DD) that has been run and that the
 * fan has not marked watched, best first. A race the fan's shield covers has no verdict here
 * (docs/decisions/0126): it is ordered with the races nobody rated, newest first, and shows
 * its best way to watch only when the fan's switch says so.
 */
export function toWatchList(
  races: readonly Race[],
  tallies: TallyMap,
  myRaces: MyRaces,
  sinceDay: string,
  nowMs: number,
): ToWatchItem[] {
  const hidden = hiddenVerdicts(myRaces);
  return races
    .filter(
      (race) =>
        race.date >= sinceDay && hasRun(race, nowMs) && markOf(myRaces, race.id) !== 'watched',
    )
    .map((race) => {
      const item = itemOf(race, tallies, nowMs);
      return hidden(race.id) ? shielded(item, myRaces.showWayToWatch, race) : item;
    })
    .sort(byBestThenNewest);
}

/** YYYY-MM-DD of an instant, in UTC like every race day. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The list's first day when the fan has not picked one: the earliest run race they marked
 * still to watch (a race still ahead would hide everything before it), else
 * DEFAULT_SINCE_DAYS ago.
 */
export function defaultSince(races: readonly Race[], myRaces: MyRaces, nowMs: number): string {
  let earliest: string | null = null;
  for (const race of races)
    if (
      markOf(myRaces, race.id) === 'to-watch' &&
      hasRun(race, nowMs) &&
      (earliest === null || race.date < earliest)
    )
      earliest = race.date;
  return earliest ?? dayOf(nowMs - DEFAULT_SINCE_DAYS * DAY_MS);
}

/**
 * The series a list covering every sport shows: Formula 1, and each series the fan has
 * marked a race of (a fan who never marks a MotoGP race is not handed MotoGP's season).
 */
export function sportsOfMarks(races: readonly Race[], myRaces: MyRaces): Set<Sport> {
  const sports = new Set<Sport>([DEFAULT_SPORT]);
  for (const race of races)
    if (markOf(myRaces, race.id) !== null) sports.add(race.sport ?? DEFAULT_SPORT);
  return sports;
}
