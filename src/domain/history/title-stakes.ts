// What the drivers' title had riding on a race, read from f1db's standings. Fans rank the
// races that settled a close title among the greatest, and a classification cannot see
// it. It only weighs in the data verdict (result-score.ts): it is never stored beside the
// counts, sent or said, since telling a fan where a title was settled tells them how a
// season they may not have watched went (docs/decisions/0146).

/**
 * 'finale': the title was still open going into the season's last race, so that race
 * settled it. 'fight': an earlier race settled it, and the leader went into that race no
 * more than a win ahead, so the runner-up could still have drawn level there.
 */
export const TITLE_STAKES = ['finale', 'fight'] as const;
export type TitleStake = (typeof TITLE_STAKES)[number];

export interface TitleRace {
  /**
   * Whether the title was settled at this race: f1db's decider, the race after which the
   * champion could no longer be caught (the season's last when it went that far).
   */
  decidedHere: boolean;
  /** Whether it is the last round of its season. */
  lastRound: boolean;
  /** Points between the first two of the standings going into the race; null when unknown. */
  leadBefore: number | null;
  /** Points the race gave its winner: twice a win at a double-points race, half at a half-points one. */
  winWorth: number | null;
}

/**
 * The stake of a race: a title settled by far (a leader more than a win ahead before a
 * race that was not the last) has none, nor does a race whose standings are unknown.
 */
export function titleStake(race: TitleRace): TitleStake | null {
  if (!race.decidedHere) return null;
  if (race.lastRound) return 'finale';
  if (race.leadBefore === null || race.winWorth === null) return null;
  return race.leadBefore <= race.winWorth ? 'fight' : null;
}

/** How far the top of the standings is ahead of the next, from every classified driver's points. */
export function standingsLead(points: readonly number[]): number | null {
  if (points.length < 2) return null;
  const [first, second] = [...points].sort((a, b) => b - a);
  return first! - second!;
}

/** One race of a source as the stakes need it: never a name, only points. */
export interface StandingsRace {
  year: number;
  round: number;
  decidedHere: boolean;
  /** Each classified driver's points after the race; null where the source has none. */
  standings: readonly number[] | null;
  /** The most points any car scored at the race; null where the source gives none. */
  winWorth: number | null;
}

/**
 * Each race's stake, in the order given. A season's last round is the highest the source
 * lists (a release lists the season's calendar ahead of its results); the standings going
 * into a race are those after the round before it, unknown when the source lacks that round.
 */
export function titleStakesOf(races: readonly StandingsRace[]): (TitleStake | null)[] {
  const lastRound = new Map<number, number>();
  const standingsAt = new Map<string, readonly number[] | null>();
  for (const race of races) {
    lastRound.set(race.year, Math.max(lastRound.get(race.year) ?? 0, race.round));
    standingsAt.set(`${race.year}/${race.round}`, race.standings);
  }
  return races.map((race) => {
    const before = standingsAt.get(`${race.year}/${race.round - 1}`);
    return titleStake({
      decidedHere: race.decidedHere,
      lastRound: race.round === lastRound.get(race.year),
      leadBefore: before ? standingsLead(before) : null,
      winWorth: race.winWorth,
    });
  });
}
