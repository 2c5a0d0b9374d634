/** How often a repeated warning (a refusal, an outage) reaches the log at most. */
export const REPEATED_LOG_WINDOW_MS = 60_000;

/**
 * A warning that may fire on every request in a flood or an outage, logged at most once
 * per window: the first occurrence at once, then one line per window with how many more
 * there were (and the latest detail), so a flood cannot flood the log too.
 */
export function logOnceAMinute<Detail extends object>(
  write: (entry: Detail & { occurrences: number }) => void,
  windowMs = REPEATED_LOG_WINDOW_MS,
) {
  let pending = 0;
  let latest: Detail | null = null;
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    if (pending === 0 || !latest) return;
    write({ ...latest, occurrences: pending });
    pending = 0;
    open();
  };
  const open = () => {
    timer = setTimeout(flush, windowMs);
    timer.unref();
  };

  return {
    note(detail: Detail): void {
      if (timer) {
        pending += 1;
        latest = detail;
        return;
      }
      write({ ...detail, occurrences: 1 });
      open();
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = 0;
    },
  };
}
