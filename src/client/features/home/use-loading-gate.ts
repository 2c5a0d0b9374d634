import { startTransition, useEffect, useState } from 'react';
import { loadingRemainingMs } from '../../../domain/site/timing-rules';
import { bootPaintedAt } from '../../shared/boot-loading';

// The minimum is counted from the first time the loading screen showed in this page load:
// the first paint when the server drew it in the page, else the home page's first mount. A
// fan coming back from another screen does not sit through the loading screen a second time.
let firstShownAt: number | null = null;

function minimumElapsed(): boolean {
  // On a slow phone the server's loading screen may have been up long enough before the
  // home page's code even ran: then the page draws its races at once.
  const shownAt = firstShownAt ?? bootPaintedAt();
  return shownAt !== null && loadingRemainingMs(shownAt, performance.now()) === 0;
}

/** True once the data is in and the loading screen has been up long enough (loadingRemainingMs). */
export function useLoadingGate(dataReady: boolean): boolean {
  const [minimumDone, setMinimumDone] = useState(minimumElapsed);
  useEffect(() => {
    if (minimumDone) return;
    firstShownAt ??= bootPaintedAt() ?? performance.now();
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
