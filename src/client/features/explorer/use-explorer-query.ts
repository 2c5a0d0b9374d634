import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExplorerFilters,
  filtersFromQuery,
  filtersToQuery,
} from '../../../domain/explorer-filters';
import type { SortState } from '../../../domain/explorer-sort';

export type FiltersChange = (filters: ExplorerFilters) => ExplorerFilters;
export type SortChange = (sort: SortState) => SortState;

export interface ExplorerQuery {
  filters: ExplorerFilters;
  sort: SortState;
  updateFilters: (change: FiltersChange) => void;
  updateSort: (change: SortChange) => void;
}

/**
 * Filters and sort live only in the URL query, so a filtered view can be shared and
 * survives a reload. Changes replace the history entry: every slider step or tick is not a
 * page the Back button should walk through.
 */
export function useExplorerQuery(defaultSeason: number): ExplorerQuery {
  const [params, setParams] = useSearchParams();
  const { filters, sort } = useMemo(
    () => filtersFromQuery(params, defaultSeason),
    [params, defaultSeason],
  );

  const write = useCallback(
    (
      change: (state: { filters: ExplorerFilters; sort: SortState }) => {
        filters: ExplorerFilters;
        sort: SortState;
      },
    ) => {
      setParams(
        (previous) => {
          const next = change(filtersFromQuery(previous, defaultSeason));
          return new URLSearchParams(filtersToQuery(next.filters, next.sort, defaultSeason));
        },
        { replace: true },
      );
    },
    [setParams, defaultSeason],
  );

  const updateFilters = useCallback(
    (change: FiltersChange) => write((state) => ({ ...state, filters: change(state.filters) })),
    [write],
  );
  const updateSort = useCallback(
    (change: SortChange) => write((state) => ({ ...state, sort: change(state.sort) })),
    [write],
  );

  return { filters, sort, updateFilters, updateSort };
}
