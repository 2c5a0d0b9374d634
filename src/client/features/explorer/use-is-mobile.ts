import { useSyncExternalStore } from 'react';
import { BREAKPOINT_EXPLORER_PX, canExpandExplorerRows } from '../../../domain/site/screen-rules';

// The explorer's mobile layout applies at 768 px and narrower (BREAKPOINT_EXPLORER_PX).
const MOBILE_QUERY = `(max-width: ${BREAKPOINT_EXPLORER_PX}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  const query = mediaQuery();
  if (query) return query.matches;
  return typeof window !== 'undefined' && !canExpandExplorerRows(window.innerWidth);
}

/** True at the explorer's mobile width; follows rotation and window resizing. */
export function useIsExplorerMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
