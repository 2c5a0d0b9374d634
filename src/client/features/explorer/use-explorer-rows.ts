import { useMemo, useState } from 'react';
import {
  applyFilters,
  type ExplorerFilters,
  openingSeason,
  seasonOptions,
  withChosenFactorsFirst,
} from '../../../domain/explorer/explorer-filters';
import { type ExplorerRow, explorerRows } from '../../../domain/explorer/explorer-rows';
import { type SortReading, type SortState, sortRows } from '../../../domain/explorer/explorer-sort';
import { intlLocale } from '../../../domain/i18n/languages';
import { raceNameOf, racePlaceOf } from '../../../domain/races/race-name-of';
import { displaySeason } from '../../../domain/races/season';
import type { Sport } from '../../../domain/sports/sports';
import { useRaceData } from '../../data/race-data';
import { useLanguage } from '../../i18n/language-store';
import { useHiddenVerdicts } from '../../shared/my-races/use-hidden-verdicts';
import type { ArchiveSeasonRead } from './use-archive-season';

export interface ExplorerData {
  loaded: boolean;
  /** The sport the table lists. */
  sport: Sport;
  /** Every race that qualifies for the table, before filters. */
  allRows: ExplorerRow[];
  defaultSeason: number;
  seasons: number[];
  /** The page's clock, read once. */
  now: number;
  /** An archive season the server could not give (the fan may choose it again). */
  failed?: boolean;
}

/** The explorer's inputs, derived from the live race data with the domain rules. */
export function useExplorerData(): ExplorerData {
  const { races, tallies, racesLoaded, talliesLoaded, sport } = useRaceData();
  // The page's clock is read once: phases only change at a race day's start, and a race
  // going live arrives through the race data itself.
  const [now] = useState(() => Date.now());
  // Rows of races the fan's shield covers read as races without a verdict (0126); a reveal
  // or a "watched" mark changes this and brings the race back into every filter and sort.
  const hidden = useHiddenVerdicts();
  return useMemo(
    () => ({
      loaded: racesLoaded && talliesLoaded,
      sport,
      allRows: explorerRows(races, tallies, now, hidden),
      defaultSeason: displaySeason(races, now),
      seasons: seasonOptions(races, now),
      now,
    }),
    [races, tallies, racesLoaded, talliesLoaded, now, sport, hidden],
  );
}

/**
 * The explorer's data with the season it opens on (`openingSeason`): on a fresh start the
 * newest season with a race to list rather than an empty one. While that waits on the
 * archive's season list, the page reads as loading, never as "Showing 0 past races".
 */
export function useOpeningSeason(base: ExplorerData, archive: readonly number[] | null) {
  return useMemo((): ExplorerData => {
    if (!base.loaded) return base;
    const season = openingSeason(base.defaultSeason, base.allRows, archive, base.sport);
    if (season === null) return { ...base, loaded: false };
    return season === base.defaultSeason ? base : { ...base, defaultSeason: season };
  }, [base, archive]);
}

/**
 * The rows of the chosen season: the page's own data for the site's seasons, else the
 * archive season's as it arrives (none while it loads), under the same rules and shield.
 */
export function useChosenSeasonData(base: ExplorerData, read: ArchiveSeasonRead): ExplorerData {
  const hidden = useHiddenVerdicts();
  const data = read.status === 'loaded' ? read.data : null;
  const archiveRows = useMemo(
    () => (data ? explorerRows(data.races, data.tallies, base.now, hidden) : null),
    [data, base.now, hidden],
  );
  return useMemo(() => {
    if (read.status === 'own') return base;
    if (archiveRows) return { ...base, loaded: true, allRows: archiveRows };
    return {
      ...base,
      loaded: read.status === 'failed',
      allRows: [],
      failed: read.status === 'failed',
    };
  }, [base, read.status, archiveRows]);
}

export function useVisibleRows(
  rows: readonly ExplorerRow[],
  filters: ExplorerFilters,
  sort: SortState,
): ExplorerRow[] {
  // Sorted by the names and places the table shows, in the page's language.
  const language = useLanguage();
  const reading = useMemo(
    (): SortReading => ({
      nameOf: (race) => raceNameOf(race, 'short'),
      placeOf: racePlaceOf,
      locale: intlLocale(language),
    }),
    [language],
  );
  return useMemo(
    () =>
      withChosenFactorsFirst(sortRows(applyFilters(rows, filters), sort, reading), filters.factors),
    [rows, filters, sort, reading],
  );
}
