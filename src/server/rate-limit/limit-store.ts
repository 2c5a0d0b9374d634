// The contract @fastify/rate-limit expects of a store: count one hit for `key` in a window
// of `timeWindow` ms and report the hits so far and the window's remaining ms. The plugin
// builds a store once and asks it for a `child` per limit; our keys already name the
// limit, so a child is the store itself.

export interface LimitCount {
  current: number;
  ttl: number;
}

export interface LimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: LimitCount) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(): LimitStore;
}

export type LimitStoreClass = new () => LimitStore;

/** Logs a failing store at most once per interval, so a dead Redis does not flood the log. */
export function throttledWarning(warn: (error: unknown) => void, intervalMs = 30_000) {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    warn(error);
  };
}

/** A store class whose every hit goes through `hit`; a failure is reported, then passed on. */
export function storeClass(
  hit: (key: string, windowMs: number) => Promise<LimitCount>,
  onError: (error: unknown) => void,
): LimitStoreClass {
  return class SharedLimitStore implements LimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: LimitCount) => void,
      timeWindow: number,
    ): void {
      hit(key, timeWindow).then(
        (count) => callback(null, { current: count.current, ttl: Math.max(1, count.ttl) }),
        (error: unknown) => {
          onError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    child(): LimitStore {
      return this;
    }
  };
}
