import type { RaceResults } from '../../src/domain/history/result-score';
import type { TitleStake } from '../../src/domain/history/title-stakes';
import type { ResultSignals } from '../../src/domain/race-facts/result-signals';

// Races fans widely call classics and processions, each with the counts of its results and
// its title stake as f1db records them (derived by domain/history/ from the f1db release,
// source commit 6a5845b8: the rows of seed/f1-history.json). The picks come from public
// lists, named in docs/decisions/0130-every-grand-prix-since-1950.md: the "best" and
// "worst" lists of Flow Racers, Sportsmail (Daily Mail), Sportskeeda and BadgerGP, and
// RaceFans' readers' ratings. The first two tables informed the weights; the held-out ones
// did not, and were not looked at again when the title stake was weighed (decision 0146).

/** id, starters, finishers, retirements, collisions, failures, places gained, margin, shortened, pit stops, title stake. */
export type ResultsOf = [
  string,
  number,
  number,
  number,
  number,
  number,
  number | null,
  ResultSignals['margin'],
  boolean | null,
  number | null,
  TitleStake | null,
];

export function signalsOf(row: ResultsOf): RaceResults {
  const [, starters, finishers, retirements, collisions, failures, placesGained, margin] = row;
  return {
    starters,
    finishers,
    retirements,
    collisions,
    failures,
    placesGained,
    margin,
    shortened: row[8],
    pitStops: row[9],
    titleStake: row[10],
  };
}

export const CLASSICS: ResultsOf[] = [
  ['2011-canadian-grand-prix', 24, 18, 6, 5, 1, 26, 'close', false, 76, null],
  ['2011-chinese-grand-prix', 24, 23, 1, 0, 1, 29, 'clear', false, 58, null],
  ['2008-brazilian-grand-prix', 20, 18, 2, 2, 0, 25, 'clear', false, 55, 'finale'],
  ['2012-brazilian-grand-prix', 24, 19, 5, 5, 0, 26, 'close', false, 69, 'finale'],
  ['2019-german-grand-prix', 20, 14, 6, 4, 2, 35, 'clear', true, 78, null],
  ['1998-belgian-grand-prix', 18, 8, 10, 8, 2, 6, 'photo-finish', false, 19, null],
  ['1999-european-grand-prix', 22, 10, 12, 6, 6, 20, 'dominant', true, 34, null],
  ['2006-hungarian-grand-prix', 22, 13, 8, 6, 2, 20, 'dominant', false, 38, null],
  ['1986-australian-grand-prix', 26, 10, 14, 2, 12, 12, 'close', false, null, 'finale'],
  ['1988-japanese-grand-prix', 26, 17, 9, 3, 4, 18, 'clear', false, null, 'fight'],
  ['2010-canadian-grand-prix', 24, 19, 5, 1, 4, 24, 'close', false, 61, null],
  ['2010-australian-grand-prix', 23, 14, 9, 4, 5, 16, 'clear', false, 28, null],
];

export const PROCESSIONS: ResultsOf[] = [
  ['2005-united-states-grand-prix', 6, 6, 0, 0, 0, 1, 'close', false, 13, null],
  ['1999-spanish-grand-prix', 22, 12, 9, 1, 8, 4, 'clear', false, 36, null],
  ['2010-german-grand-prix', 24, 19, 5, 2, 3, 14, 'close', false, 29, null],
  ['2011-european-grand-prix', 24, 24, 0, 0, 0, 24, 'clear', false, 65, null],
  ['2008-european-grand-prix', 20, 17, 3, 2, 1, 11, 'clear', false, 32, null],
  ['2008-chinese-grand-prix', 20, 17, 3, 1, 2, 15, 'clear', false, 33, null],
  ['2010-bahrain-grand-prix', 24, 17, 7, 1, 6, 13, 'clear', false, 21, null],
  ['2010-spanish-grand-prix', 23, 19, 4, 3, 1, 26, 'dominant', false, 28, null],
  ['2023-azerbaijan-grand-prix', 20, 18, 2, 1, 1, 16, 'close', false, 23, null],
  ['2018-canadian-grand-prix', 20, 17, 3, 2, 1, 15, 'clear', true, 20, null],
  ['2008-spanish-grand-prix', 22, 13, 9, 5, 4, 7, 'close', false, 34, null],
  ['2012-korean-grand-prix', 24, 20, 4, 3, 1, 21, 'clear', false, 41, null],
];

/**
 * Title deciders fans rank among the great races that the classics above leave out, named
 * with them when the title stake was weighed (decision 0146): 2010's four-way and 2007's
 * three-way finales, and 2021's, which went into its last race level on points.
 */
export const TITLE_CLASSICS: ResultsOf[] = [
  ['2021-abu-dhabi-grand-prix', 19, 15, 4, 1, 3, 20, 'close', false, 29, 'finale'],
  ['2010-abu-dhabi-grand-prix', 24, 21, 3, 2, 1, 26, 'clear', false, 22, 'finale'],
  ['2007-brazilian-grand-prix', 22, 14, 8, 3, 5, 12, 'close', false, 42, 'finale'],
];

export const HELD_OUT_CLASSICS: ResultsOf[] = [
  ['2010-belgian-grand-prix', 24, 20, 4, 3, 1, 45, 'close', false, 53, null],
  ['2010-chinese-grand-prix', 23, 17, 6, 3, 3, 19, 'close', false, 67, null],
  ['2009-brazilian-grand-prix', 20, 14, 6, 4, 2, 29, 'clear', false, 33, null],
  ['2008-monaco-grand-prix', 20, 14, 6, 5, 1, 30, 'close', true, 37, null],
  ['2008-british-grand-prix', 20, 13, 7, 7, 0, 25, 'dominant', false, 34, null],
];

export const HELD_OUT_PROCESSIONS: ResultsOf[] = [
  ['2009-turkish-grand-prix', 20, 18, 2, 0, 2, 15, 'clear', false, 37, null],
  ['2009-malaysian-grand-prix', 20, 18, 2, 1, 1, 25, 'dominant', true, 50, null],
  ['2009-spanish-grand-prix', 20, 14, 6, 4, 2, 14, 'clear', false, 32, null],
  ['2009-singapore-grand-prix', 20, 14, 6, 2, 4, 12, 'clear', false, 38, null],
  ['2009-european-grand-prix', 20, 18, 2, 0, 2, 15, 'close', false, 41, null],
  ['2008-bahrain-grand-prix', 22, 19, 3, 2, 1, 20, 'close', false, 43, null],
  ['2012-indian-grand-prix', 24, 22, 2, 1, 1, 22, 'clear', false, 28, null],
  ['2012-monaco-grand-prix', 24, 16, 8, 4, 4, 13, 'photo-finish', false, 26, null],
];

/** The real races on the days the OpenF1 fixture sessions (made up) are dated. */
export const OPENF1_FIXTURE_DAYS: ResultsOf[] = [
  ['2025-british-grand-prix', 19, 15, 4, 4, 0, 29, 'clear', false, 34, null],
  ['2025-azerbaijan-grand-prix', 20, 19, 1, 1, 0, 19, 'clear', false, 21, null],
  ['2025-canadian-grand-prix', 20, 18, 2, 0, 2, 24, 'photo-finish', false, 33, null],
];

/**
 * Races fans name among the greatest of all time that the data verdict from results places
 * there too: the all-time ranking of the shipped history must hold every one of them among
 * its first ALL_TIME_TOP places. Classics the results alone cannot see (a title settled on
 * the last lap: 2008 Brazil, 1986 Australia) are left out rather than wished in.
 */
export const ALL_TIME_CLASSICS: readonly string[] = [
  '2011-canadian-grand-prix',
  '2003-brazilian-grand-prix',
  '2021-hungarian-grand-prix',
  '2008-monaco-grand-prix',
  '2019-german-grand-prix',
  '2012-brazilian-grand-prix',
  '1999-european-grand-prix',
];

/** How far down the all-time ranking a classic may stand, and a procession may not. */
export const ALL_TIME_TOP = 25;

/** Races fans call processions: none may stand among the ranking's first ALL_TIME_TOP. */
export const ALL_TIME_PROCESSIONS: readonly string[] = [
  '2021-monaco-grand-prix',
  '2002-austrian-grand-prix',
  '2019-french-grand-prix',
  ...[...PROCESSIONS, ...HELD_OUT_PROCESSIONS].map(([id]) => id),
];
