import { useEffect, useState } from 'react';
import { BREAKPOINT_HOME_PAGING_PX, upcomingPageSize } from '../../../domain/races/home-lists';

const MOBILE_QUERY = `(max-width: ${BREAKPOINT_HOME_PAGING_PX}px)`;

function currentSize(): number {
  return upcomingPageSize(window.innerWidth);
}

/** Upcoming page size for this viewport; follows rotation and window resizes. */
export function useUpcomingPageSize(): number {
  const [size, setSize] = useState(currentSize);
  useEffect(() => {
    // matchMedia only fires when the breakpoint is crossed, not on every resize pixel.
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
    if (!query) return;
    const onChange = () => setSize(currentSize());
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return size;
}
