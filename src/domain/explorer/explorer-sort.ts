import type { Race } from '../types';
import { type ExplorerRow, rowVerdictScore } from './explorer-rows';

export const SORT_KEYS = [
  'name',
  'rating',
  'votes',
  'season',
  'date',
  'location',
  'ai_rating',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export interface SortState {
  key: SortKey;
  dir: SortDir;
}

export const DEFAULT_SORT: SortState = { key: 'date', dir: 'desc' };

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

/** Same column flips direction; a new column opens with the biggest / newest first. */
export function nextSort(state: SortState, key: SortKey): SortState {
  if (state.key === key) return { key, dir: state.dir === 'desc' ? 'asc' : 'desc' };
  return { key, dir: 'desc' };
}

type SortValue = string | number | null;

/**
 * How the fan reads the table's words: each race's name and place as the column shows them
 * in the page's language, ordered by that language's collation. Sorting by the stored
 * English name put a Japanese or Spanish table in an order its reader cannot follow.
 */
export interface SortReading {
  nameOf: (race: Race) => string;
  placeOf: (race: Race) => string;
  /** A BCP 47 locale for the comparison ('ja', 'pt-BR'). */
  locale: string;
}

/** The stored English names, for callers without a page language. */
export const ENGLISH_READING: SortReading = {
  nameOf: (race) => race.name,
  placeOf: (race) => race.location,
  locale: 'en',
};

function sortValue(row: ExplorerRow, key: SortKey, reading: SortReading): SortValue {
  switch (key) {
    case 'name':
      return reading.nameOf(row.race);
    case 'rating':
      return rowVerdictScore(row);
    case 'votes':
      return row.tally.totalVotes;
    case 'season':
      return row.race.season;
    case 'date':
      return row.race.date;
    case 'location':
      return reading.placeOf(row.race);
    case 'ai_rating':
      return row.tally.AI_Rating_Value;
  }
}

function comparer(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (a: Exclude<SortValue, null>, b: Exclude<SortValue, null>): number => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return collator.compare(String(a), String(b));
  };
}

/**
 * Stable sort (equal rows keep their order). Missing values go last in both directions,
 * so flipping the arrow never fills the top of the table with blanks; among themselves
 * they are newest first, whichever way the arrow points. Rating reads the race's verdict,
 * the crowd's else the data's (`rowVerdict`), as the filters do. A race whose verdict the
 * fan's shield hides has no rating here, so it stands with the races that have none and its
 * place says nothing of the verdict.
 */
export function sortRows(
  rows: readonly ExplorerRow[],
  state: SortState,
  reading: SortReading = ENGLISH_READING,
): ExplorerRow[] {
  const sign = state.dir === 'asc' ? 1 : -1;
  const compareValues = comparer(reading.locale);
  // Each row's value is read once, not at every comparison.
  const keyed = rows.map((row) => ({ row, value: sortValue(row, state.key, reading) }));
  keyed.sort(({ row: rowA, value: a }, { row: rowB, value: b }) => {
    if (a === null && b === null) return compareValues(rowB.race.date, rowA.race.date);
    if (a === null || b === null) return a === null ? 1 : -1;
    return sign * compareValues(a, b);
  });
  return keyed.map(({ row }) => row);
}
