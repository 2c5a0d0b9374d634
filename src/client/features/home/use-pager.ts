import { useEffect, useState } from 'react';
import { FIRST_PAGE } from '../../../domain/races/home-lists';

export interface PagerState {
  page: number;
  showAll: boolean;
  setPage: (page: number) => void;
  setShowAll: (showAll: boolean) => void;
}

/**
 * Paging of one home list. `resetKey` changing sends it back to the first page (recent
 * races on a live tally change); `focusIndex` pages to an item a URL hash names.
 */
export function usePager(
  pageSize: number,
  opts: { resetKey?: unknown; focusIndex?: number } = {},
): PagerState {
  const [page, setPage] = useState(FIRST_PAGE);
  const [showAll, setShowAll] = useState(false);
  const { resetKey, focusIndex = -1 } = opts;

  useEffect(() => {
    void resetKey;
    setPage(FIRST_PAGE);
  }, [resetKey]);

  useEffect(() => {
    if (focusIndex >= 0) setPage(Math.floor(focusIndex / Math.max(1, pageSize)) + FIRST_PAGE);
  }, [focusIndex, pageSize]);

  return { page, showAll, setPage, setShowAll };
}
