import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExplorerFilters,
  filtersFromQuery,
  filtersToQuery,
} from '../../../domain/explorer/explorer-filters';
import type { SortState } from '../../../domain/explorer/explorer-sort';

export type FiltersChange = (filters: ExplorerFilters) => ExplorerFilters;
export type SortChange = (sort: SortState) => SortState;

export interface ExplorerQuery {
  filters: ExplorerFilters;
  sort: SortState;
  updateFilters: (change: FiltersChange) => void;
  updateSort: (change: SortChange) => void;
}

type StateChange = (state: { filters: ExplorerFilters; sort: SortState }) => {
  filters: ExplorerFilters;
  sort: SortState;
};

/**
 * Filters and sort are kept as the URL query, so a filtered view can be shared and
 * survives a reload. The page holds its own copy so checkboxes and sliders answer in the
 * same frame (the router commits URL changes in a transition), and mirrors it into the
 * URL, replacing the history entry: a slider step is not a page for the Back button.
 */
export function useExplorerQuery(defaultSeason: number): ExplorerQuery {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.toString();
  const [query, setQuery] = useState(urlQuery);
  // Queries this page wrote that the URL may still be catching up with.
  const pending = useRef(new Set<string>());
  const shownInUrl = useRef(urlQuery);

  // A URL change that did not come from here (Back, a pasted link) wins.
  useEffect(() => {
    shownInUrl.current = urlQuery;
    if (pending.current.has(urlQuery)) {
      pending.current.clear();
      return;
    }
    setQuery(urlQuery);
  }, [urlQuery]);

  useEffect(() => {
    if (query === shownInUrl.current) return;
    pending.current.add(query);
    setParams(query, { replace: true });
  }, [query, setParams]);

  const { filters, sort } = useMemo(
    () => filtersFromQuery(query, defaultSeason),
    [query, defaultSeason],
  );

  const write = useCallback(
    (change: StateChange) =>
      setQuery((previous) => {
        const next = change(filtersFromQuery(previous, defaultSeason));
        return filtersToQuery(next.filters, next.sort, defaultSeason);
      }),
    [defaultSeason],
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
