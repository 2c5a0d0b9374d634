import { useCallback, useEffect, useState } from 'react';
import { THEMES } from '../../../domain/site/themes';
import { colourCycleDelayMs } from '../../../domain/site/timing-rules';

/** Before the first livery: the cycle is waiting out its start delay. */
const WAITING = -1;

/**
 * WAITING, the index of the livery on show, or null when the fan's own is back. Held in an
 * object so that each replay is a new state, and a replay while waiting restarts the clock.
 */
interface Cycle {
  step: number | null;
}

/**
 * The logo's colour-cycle: after a start delay it shows each livery's accent in turn
 * (colourCycleDelayMs), then hands back to the fan's own livery (null).
 *
 * Each step's timer starts only once the previous colour is on screen (from an effect,
 * after the commit), so a busy page — the home page rendering just after the logo's tap —
 * slows the cycle down instead of skipping liveries: timers set up front would fire
 * together after a long task and only the last colour of the batch would ever render.
 */
export function useColourCycle(colours: readonly string[] = THEMES.map((t) => t.primary)) {
  const [cycle, setCycle] = useState<Cycle>({ step: null });

  useEffect(() => {
    const { step } = cycle;
    if (step === null) return;
    const next = step + 1 < colours.length ? step + 1 : null;
    const timer = setTimeout(() => setCycle({ step: next }), colourCycleDelayMs(step + 1));
    return () => clearTimeout(timer);
  }, [cycle, colours.length]);

  const replay = useCallback(() => setCycle({ step: WAITING }), []);
  const colour = cycle.step !== null && cycle.step >= 0 ? (colours[cycle.step] ?? null) : null;
  return { colour, replay };
}
