// What one client address may store per minute, in bytes: a request limit alone let one
// address write maximal batches hundreds of times a minute. Kept in memory per instance
// (no address ever reaches the database); behind N instances an address gets up to N
// budgets, which the total cap (ANALYTICS_MAX_EVENTS) bounds regardless.

const MINUTE_MS = 60_000;
/** Distinct addresses tracked in one minute; beyond it newcomers share one budget. */
export const BYTE_BUDGET_MAX_ADDRESSES = 50_000;
const OVERFLOW_KEY = '*';

export interface ByteBudget {
  /** Spends `bytes` from the address's budget for this minute; false (nothing spent) when it would go over. */
  take(address: string, bytes: number, now: number): boolean;
  /** Seconds until the current minute's budgets refill. */
  retryAfterSeconds(now: number): number;
}

export function createByteBudget(bytesPerMinute: number): ByteBudget {
  let minute = -1;
  const spent = new Map<string, number>();
  return {
    take(address, bytes, now) {
      const current = Math.floor(now / MINUTE_MS);
      if (current !== minute) {
        minute = current;
        spent.clear();
      }
      const key =
        spent.has(address) || spent.size < BYTE_BUDGET_MAX_ADDRESSES ? address : OVERFLOW_KEY;
      const used = spent.get(key) ?? 0;
      if (used + bytes > bytesPerMinute) return false;
      spent.set(key, used + bytes);
      return true;
    },
    retryAfterSeconds(now) {
      return Math.max(1, Math.ceil((MINUTE_MS - (now % MINUTE_MS)) / 1000));
    },
  };
}
