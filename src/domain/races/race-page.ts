import type { Language } from '../i18n/languages';
import type { Race, RacePhase, Tally, TallyMap } from '../types';
import { averageRating, emptyTally } from '../voting/tally';
import { resultsUnlocked } from '../voting/unlock';
import { raceKindOf } from './race-kind';
import { racePhase } from './race-phase';
import { withWrittenNames } from './written-race-names';

// A race's own page (/r/<race-id>): what the server draws before any script runs and what
// GET /api/race-pages/<race-id> answers, so the app takes the page over from the same data.

/** How many other races at the same circuit a page links to, newest first. */
export const SAME_CIRCUIT_LIMIT = 8;

/**
 * A race another part of the page links to: enough to name it and open its page. Its place
 * is what a page writes its name and place from; its names, where the read asked for a
 * language.
 */
export type RaceLink = Pick<
  Race,
  'id' | 'name' | 'season' | 'round' | 'date' | 'location' | 'sport' | 'kind' | 'names'
>;

/** Where a race stands among its season's rated races of its series (1 = best). */
export interface SeasonRank {
  rank: number;
  of: number;
}

export interface RacePageData {
  race: Race;
  /** Its tally (an empty one when no fan has rated it and it has no data verdict). */
  tally: Tally;
  /** Its place in its season by verdict; null when it has none. A verdict: shielded like one. */
  seasonRank: SeasonRank | null;
  /** The race of its series before and after it (across seasons); null at either end. */
  previous: RaceLink | null;
  next: RaceLink | null;
  /** Other races of its series at the same circuit, newest first (a bounded number). */
  sameCircuit: RaceLink[];
  /** The language every race's names are written in; absent when the read asked for none. */
  language?: Language;
}

export interface RacePageSources {
  /** The races of the race's sport, every season (others are ignored). */
  races: readonly Race[];
  /** Tallies by race id: at least the race's and its season's; a missing one is empty. */
  tallies: TallyMap;
  /** The clock: a live race's crowd verdict counts only once it is unlocked. */
  now: number;
  /** The language to write every race's names in (`?lang=`); none: the races as stored. */
  language?: Language;
}

/**
 * The score a race is ranked by, as the explorer reads a race's verdict: the crowd's
 * average once it shows (resultsUnlocked), else a past race's data verdict (its AI
 * rating); null for a race with neither, which has no verdict to rank.
 */
export function verdictScore(tally: Tally, phase: RacePhase): number | null {
  if (phase === 'upcoming') return null;
  const average = resultsUnlocked(phase, tally.totalVotes) ? averageRating(tally) : null;
  if (average !== null) return average;
  return phase === 'past' ? tally.AI_Rating_Value : null;
}

/** Calendar order: race day, then round, then id, so no two races ever tie. */
export function byCalendarOrder(
  a: Pick<Race, 'date' | 'round' | 'id'>,
  b: Pick<Race, 'date' | 'round' | 'id'>,
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.round !== b.round) return a.round - b.round;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A race as a link: the fields RaceLink names, `kind` and `names` only where the race has them. */
export function raceLink(race: Race): RaceLink {
  const { id, name, season, round, date, location, sport, kind, names } = race;
  const link: RaceLink = { id, name, season, round, date, location, sport };
  if (kind !== undefined) link.kind = kind;
  if (names !== undefined) link.names = names;
  return link;
}

/** The races a page compares its race with: same sport, same kind (Grand Prix or sprint). */
function sameSeries(race: Race, races: readonly Race[]): Race[] {
  const kind = raceKindOf(race);
  return races.filter((other) => other.sport === race.sport && raceKindOf(other) === kind);
}

function neighbours(race: Race, series: readonly Race[]) {
  let previous: Race | null = null;
  let next: Race | null = null;
  for (const other of series) {
    if (other.cancelled || other.id === race.id) continue;
    const order = byCalendarOrder(other, race);
    if (order < 0 && (!previous || byCalendarOrder(other, previous) > 0)) previous = other;
    if (order > 0 && (!next || byCalendarOrder(other, next) < 0)) next = other;
  }
  return { previous, next };
}

function seasonRank(race: Race, series: readonly Race[], { tallies, now }: RacePageSources) {
  const scoreOf = (r: Race) => verdictScore(tallies[r.id] ?? emptyTally(r.id), racePhase(r, now));
  if (scoreOf(race) === null) return null;
  const season = [race, ...series.filter((r) => r.season === race.season && r.id !== race.id)];
  const ranked = season
    .map((r) => ({ race: r, score: scoreOf(r) }))
    .filter((entry): entry is { race: Race; score: number } => entry.score !== null)
    // Best first; an equal score goes to the earlier race, as the explorer's stable sort
    // of a date-ordered season leaves it.
    .sort((a, b) => b.score - a.score || byCalendarOrder(a.race, b.race));
  return { rank: ranked.findIndex((entry) => entry.race.id === race.id) + 1, of: ranked.length };
}

/**
 * Everything a race's page shows besides the race: its tally, its rank in its season, the
 * races before and after it (called-off races skipped) and the other races held where it
 * was, all of its own sport and kind. Pure: the same inputs give the same page.
 */
export function racePageData(race: Race, sources: RacePageSources): RacePageData {
  const series = sameSeries(race, sources.races);
  const sameCircuit = series
    .filter((other) => other.id !== race.id && !other.cancelled)
    .filter((other) => other.location === race.location)
    .sort((a, b) => byCalendarOrder(b, a))
    .slice(0, SAME_CIRCUIT_LIMIT);
  const { previous, next } = neighbours(race, series);
  // Names are written last, for the few races the page shows, never for the whole series.
  const { language } = sources;
  const named = (shown: Race) => (language ? withWrittenNames(shown, language) : shown);
  const linkTo = (shown: Race | null) => shown && raceLink(named(shown));
  return {
    race: named(race),
    tally: sources.tallies[race.id] ?? emptyTally(race.id),
    seasonRank: seasonRank(race, series, sources),
    previous: linkTo(previous),
    next: linkTo(next),
    sameCircuit: sameCircuit.map((other) => raceLink(named(other))),
    ...(language ? { language } : {}),
  };
}
