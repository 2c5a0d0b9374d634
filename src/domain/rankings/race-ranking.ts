import { explorerRows, type RowVerdict, rowVerdict } from '../explorer/explorer-rows';
import type { Race, Tally, TallyMap, WatchMode } from '../types';
import { roundAverage } from '../voting/tally';

// The best races of all time: every race of every season and series that has a verdict,
// best first. A race's verdict is the one the explorer sorts and filters by (`rowVerdict`):
// the crowd's once enough fans rated it, else the data's. Nothing here knows a device's
// marks: the ranking carries verdicts, and the page hides the ones a fan's shield covers.

/** A race with its place-giving verdict. */
export interface RankedRace {
  race: Race;
  tally: Tally;
  verdict: RowVerdict;
  /** The crowd's most chosen way to watch; null where no fan chose one. */
  bestWatch: WatchMode | null;
}

/** A hidden gem's verdict, at least, as fans read it (one decimal): Great and up. */
export const HIDDEN_GEM_MIN_SCORE = 4.0;

/**
 * Best first: the higher verdict, then the one more fans gave, then the newer race, then
 * the id, so two races never tie and a page never reorders between two reads.
 */
export function byRank(a: RankedRace, b: RankedRace): number {
  if (a.verdict.score !== b.verdict.score) return b.verdict.score - a.verdict.score;
  if (a.tally.totalVotes !== b.tally.totalVotes) return b.tally.totalVotes - a.tally.totalVotes;
  if (a.race.date !== b.race.date) return a.race.date < b.race.date ? 1 : -1;
  return a.race.id < b.race.id ? -1 : a.race.id > b.race.id ? 1 : 0;
}

/** Every race with a verdict at `now`, ranked. The explorer's rows decide which races have one. */
export function rankRaces(races: readonly Race[], tallies: TallyMap, now: number): RankedRace[] {
  const ranked: RankedRace[] = [];
  for (const row of explorerRows(races, tallies, now)) {
    const verdict = rowVerdict(row);
    if (verdict)
      ranked.push({ race: row.race, tally: row.tally, verdict, bestWatch: row.bestWatch });
  }
  return ranked.sort(byRank);
}

/**
 * The ranking after one race's tally changed: the race leaves its place and, while it has a
 * verdict, takes the place its new one gives it. The same list `rankRaces` makes from
 * scratch, for the cost of one race.
 */
export function withRaceReranked(
  ranking: readonly RankedRace[],
  race: Race,
  tally: Tally,
  now: number,
): RankedRace[] {
  const next = ranking.filter((ranked) => ranked.race.id !== race.id);
  const [entry] = rankRaces([race], { [race.id]: tally }, now);
  if (!entry) return next;
  let low = 0;
  let high = next.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (byRank(next[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  next.splice(low, 0, entry);
  return next;
}

/**
 * A race rated high that fans have rarely rated: its verdict is still the data's, which is
 * the case exactly while its votes are fewer than a crowd verdict needs. The server cannot
 * know which fans watched a race (their marks stay on their devices), so a vote is the sign
 * that someone did.
 */
export function isHiddenGem(ranked: Pick<RankedRace, 'verdict'>): boolean {
  const shown = roundAverage(ranked.verdict.score);
  return ranked.verdict.from === 'data' && shown !== null && shown >= HIDDEN_GEM_MIN_SCORE;
}
