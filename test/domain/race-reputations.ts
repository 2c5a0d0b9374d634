import type { ResultSignals } from '../../src/domain/race-facts/result-signals';

// Races fans widely call classics and processions, each with the counts of its results as
// f1db records them (derived by domain/history/result-counts.ts from the f1db release,
// source commit 6a5845b8). The picks come from public lists, named in
// docs/decisions/0130-every-grand-prix-since-1950.md: the "best" and "worst" lists of
// Flow Racers, Sportsmail (Daily Mail), Sportskeeda and BadgerGP, and RaceFans' readers'
// ratings. The first two tables informed the weights; the held-out ones did not.

/** id, starters, finishers, retirements, collisions, failures, places gained, margin, shortened, pit stops. */
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
];

export function signalsOf(row: ResultsOf): ResultSignals {
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
  };
}

export const CLASSICS: ResultsOf[] = [
  ['2011-canadian-grand-prix', 24, 18, 6, 5, 1, 26, 'close', false, 76],
  ['2011-chinese-grand-prix', 24, 23, 1, 0, 1, 29, 'clear', false, 58],
  ['2008-brazilian-grand-prix', 20, 18, 2, 2, 0, 25, 'clear', false, 55],
  ['2012-brazilian-grand-prix', 24, 19, 5, 5, 0, 26, 'close', false, 69],
  ['2019-german-grand-prix', 20, 14, 6, 4, 2, 35, 'clear', true, 78],
  ['1998-belgian-grand-prix', 18, 8, 10, 8, 2, 6, 'photo-finish', false, 19],
  ['1999-european-grand-prix', 22, 10, 12, 6, 6, 20, 'dominant', true, 34],
  ['2006-hungarian-grand-prix', 22, 13, 8, 6, 2, 20, 'dominant', false, 38],
  ['1986-australian-grand-prix', 26, 10, 14, 2, 12, 12, 'close', false, null],
  ['1988-japanese-grand-prix', 26, 17, 9, 3, 4, 18, 'clear', false, null],
  ['2010-canadian-grand-prix', 24, 19, 5, 1, 4, 24, 'close', false, 61],
  ['2010-australian-grand-prix', 23, 14, 9, 4, 5, 16, 'clear', false, 28],
];

export const PROCESSIONS: ResultsOf[] = [
  ['2005-united-states-grand-prix', 6, 6, 0, 0, 0, 1, 'close', false, 13],
  ['1999-spanish-grand-prix', 22, 12, 9, 1, 8, 4, 'clear', false, 36],
  ['2010-german-grand-prix', 24, 19, 5, 2, 3, 14, 'close', false, 29],
  ['2011-european-grand-prix', 24, 24, 0, 0, 0, 24, 'clear', false, 65],
  ['2008-european-grand-prix', 20, 17, 3, 2, 1, 11, 'clear', false, 32],
  ['2008-chinese-grand-prix', 20, 17, 3, 1, 2, 15, 'clear', false, 33],
  ['2010-bahrain-grand-prix', 24, 17, 7, 1, 6, 13, 'clear', false, 21],
  ['2010-spanish-grand-prix', 23, 19, 4, 3, 1, 26, 'dominant', false, 28],
  ['2023-azerbaijan-grand-prix', 20, 18, 2, 1, 1, 16, 'close', false, 23],
  ['2018-canadian-grand-prix', 20, 17, 3, 2, 1, 15, 'clear', true, 20],
  ['2008-spanish-grand-prix', 22, 13, 9, 5, 4, 7, 'close', false, 34],
  ['2012-korean-grand-prix', 24, 20, 4, 3, 1, 21, 'clear', false, 41],
];

export const HELD_OUT_CLASSICS: ResultsOf[] = [
  ['2010-belgian-grand-prix', 24, 20, 4, 3, 1, 45, 'close', false, 53],
  ['2010-chinese-grand-prix', 23, 17, 6, 3, 3, 19, 'close', false, 67],
  ['2009-brazilian-grand-prix', 20, 14, 6, 4, 2, 29, 'clear', false, 33],
  ['2008-monaco-grand-prix', 20, 14, 6, 5, 1, 30, 'close', true, 37],
  ['2008-british-grand-prix', 20, 13, 7, 7, 0, 25, 'dominant', false, 34],
];

export const HELD_OUT_PROCESSIONS: ResultsOf[] = [
  ['2009-turkish-grand-prix', 20, 18, 2, 0, 2, 15, 'clear', false, 37],
  ['2009-malaysian-grand-prix', 20, 18, 2, 1, 1, 25, 'dominant', true, 50],
  ['2009-spanish-grand-prix', 20, 14, 6, 4, 2, 14, 'clear', false, 32],
  ['2009-singapore-grand-prix', 20, 14, 6, 2, 4, 12, 'clear', false, 38],
  ['2009-european-grand-prix', 20, 18, 2, 0, 2, 15, 'close', false, 41],
  ['2008-bahrain-grand-prix', 22, 19, 3, 2, 1, 20, 'close', false, 43],
  ['2012-indian-grand-prix', 24, 22, 2, 1, 1, 22, 'clear', false, 28],
  ['2012-monaco-grand-prix', 24, 16, 8, 4, 4, 13, 'photo-finish', false, 26],
];

/** The real races on the days the OpenF1 fixture sessions (made up) are dated. */
export const OPENF1_FIXTURE_DAYS: ResultsOf[] = [
  ['2025-british-grand-prix', 19, 15, 4, 4, 0, 29, 'clear', false, 34],
  ['2025-azerbaijan-grand-prix', 20, 19, 1, 1, 0, 19, 'clear', false, 21],
  ['2025-canadian-grand-prix', 20, 18, 2, 0, 2, 24, 'photo-finish', false, 33],
];
