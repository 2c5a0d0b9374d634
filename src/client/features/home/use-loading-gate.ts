import { startTransition, useEffect, useState } from 'react';
import { loadingRemainingMs } from '../../../domain/site/timing-rules';

// The minimum is counted from the first time the home page mounts in this page load, so
// a fan coming back from another screen (or a shared link redirecting to /) does not sit
// through the loading screen a second time.
let firstShownAt: number | null = null;

function minimumElapsed(): boolean {
  return firstShownAt !== null && loadingRemainingMs(firstShownAt, performance.now()) === 0;
}

/** True once the data is in and the loading screen has been up long enough (loadingRemainingMs). */
export function useLoadingGate(dataReady: boolean): boolean {
  const [minimumDone, setMinimumDone] = useState(minimumElapsed);
  useEffect(() => {
    if (minimumDone) return;
    firstShownAt ??= performance.now();
    const remaining = loadingRemainingMs(firstShownAt, performance.now());
    // The home's lists render as a transition, in slices between which the page stays
    // responsive (one render of every card at once was the page's longest task).
    const timer = setTimeout(() => startTransition(() => setMinimumDone(true)), remaining);
    return () => clearTimeout(timer);
  }, [minimumDone]);
  return dataReady && minimumDone;
}

/** Tests start each page load afresh. */
export function resetLoadingGate(): void {
  firstShownAt = null;
}
