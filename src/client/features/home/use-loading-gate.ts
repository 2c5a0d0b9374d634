import { useEffect, useState } from 'react';
import { LOADING_MIN_MS } from '../../../domain/constants';

// The minimum is counted from the first time the home page mounts in this page load, so
// a fan coming back from another screen (or a shared link redirecting to /) does not sit
// through the loading screen a second time.
let firstShownAt: number | null = null;

function minimumElapsed(): boolean {
  return firstShownAt !== null && performance.now() - firstShownAt >= LOADING_MIN_MS;
}

/** True once the data is in and the loading screen has been up for LOADING_MIN_MS. */
export function useLoadingGate(dataReady: boolean): boolean {
  const [minimumDone, setMinimumDone] = useState(minimumElapsed);
  useEffect(() => {
    if (minimumDone) return;
    firstShownAt ??= performance.now();
    const remaining = Math.max(0, LOADING_MIN_MS - (performance.now() - firstShownAt));
    const timer = setTimeout(() => setMinimumDone(true), remaining);
    return () => clearTimeout(timer);
  }, [minimumDone]);
  return dataReady && minimumDone;
}

/** Tests start each page load afresh. */
export function resetLoadingGate(): void {
  firstShownAt = null;
}
