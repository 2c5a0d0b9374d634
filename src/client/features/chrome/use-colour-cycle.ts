import { useCallback, useEffect, useRef, useState } from 'react';
import { COLOUR_CYCLE_START_MS, COLOUR_CYCLE_STEP_MS } from '../../../domain/constants';
import { THEMES } from '../../../domain/themes';

/**
 * The logo's colour-cycle: after COLOUR_CYCLE_START_MS it shows each livery's accent for
 * COLOUR_CYCLE_STEP_MS, then hands back to the fan's own livery (null).
 */
export function useColourCycle(colours: readonly string[] = THEMES.map((t) => t.primary)) {
  const [colour, setColour] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const replay = useCallback(() => {
    stop();
    setColour(null);
    colours.forEach((next, step) => {
      timers.current.push(
        setTimeout(() => setColour(next), COLOUR_CYCLE_START_MS + step * COLOUR_CYCLE_STEP_MS),
      );
    });
    timers.current.push(
      setTimeout(
        () => setColour(null),
        COLOUR_CYCLE_START_MS + colours.length * COLOUR_CYCLE_STEP_MS,
      ),
    );
  }, [colours, stop]);

  useEffect(() => stop, [stop]);
  return { colour, replay };
}
