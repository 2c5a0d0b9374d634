import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type SeriesVisit, seriesOfAddress } from '../../domain/sports/home-sport';
import type { Sport } from '../../domain/sports/sports';

// A page whose address names no series (a race's page, the site's own pages at the root)
// still belongs to one: the race's, or the one the fan came from. The visit keeps both, so
// the logo, footer, menu and bell stay in the fan's series wherever they go (decision 0150).

interface PageSeries {
  visit: SeriesVisit;
  declare: (sport: Sport | null) => void;
}

const NO_VISIT: PageSeries = { visit: {}, declare: () => {} };

const PageSeriesContext = createContext<PageSeries>(NO_VISIT);

/** Around the whole app: remembers this visit's last series and what the open page declares. */
export function PageSeriesProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [declared, declare] = useState<Sport | null>(null);
  const [last, setLast] = useState<Sport | null>(null);
  const current = seriesOfAddress(pathname) ?? declared;
  // Kept once the page shows it, so the next page (rendered before this runs again) reads
  // the series it was reached from.
  useEffect(() => {
    if (current) setLast(current);
  }, [current]);
  const value = useMemo(() => ({ visit: { declared, last }, declare }), [declared, last]);
  return <PageSeriesContext.Provider value={value}>{children}</PageSeriesContext.Provider>;
}

/** What the visit knows beside the address (nothing outside a PageSeriesProvider). */
export function useSeriesVisit(): SeriesVisit {
  return useContext(PageSeriesContext).visit;
}

/**
 * A page outside every series' path says which series it is of (a race's page: its race's)
 * while it is open; null while it does not know yet.
 */
export function useDeclareSeries(sport: Sport | null): void {
  const { declare } = useContext(PageSeriesContext);
  useEffect(() => {
    declare(sport);
    return () => declare(null);
  }, [sport, declare]);
}
