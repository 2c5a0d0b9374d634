import { useEffect, useState } from 'react';

const PHASE_REFRESH_MS = 60_000;

/** The clock the race phases are judged by; ticks so a page left open rolls into race day. */
export function useNow(refreshMs = PHASE_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
