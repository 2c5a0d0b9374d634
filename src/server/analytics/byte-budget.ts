import { type NetworkWidth, networkPrefixes } from '../../domain/fair-count/network-prefixes';

// What one client network may store per minute, in bytes: a request limit alone let one
// address write maximal batches hundreds of times a minute. Every width an address belongs
// to has a budget (the narrowest `bytesPerMinute`, each wider one that × its factor), so
// rotating addresses inside a /64, a /48 or a /24 meets that network's budget. Kept in
// memory per instance (no address ever reaches the database); behind N instances a network
// gets up to N budgets, which the total cap (ANALYTICS_MAX_EVENTS) bounds regardless.

const MINUTE_MS = 60_000;
/** Distinct networks tracked in one minute; beyond it newcomers share one budget per width. */
export const BYTE_BUDGET_MAX_ADDRESSES = 50_000;
const overflowKey = (width: NetworkWidth) => `*${width}`;

export interface ByteBudget {
  /** Spends `bytes` from each of the address's networks' budgets for this minute; false (nothing spent) when any would go over. */
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
      const budgets = networkPrefixes(address).map((network) => ({
        key:
          spent.has(network.prefix) || spent.size < BYTE_BUDGET_MAX_ADDRESSES
            ? network.prefix
            : overflowKey(network.width),
        budget: bytesPerMinute * network.factor,
      }));
      if (budgets.some(({ key, budget }) => (spent.get(key) ?? 0) + bytes > budget)) return false;
      for (const { key } of budgets) spent.set(key, (spent.get(key) ?? 0) + bytes);
      return true;
    },
    retryAfterSeconds(now) {
      return Math.max(1, Math.ceil((MINUTE_MS - (now % MINUTE_MS)) / 1000));
    },
  };
}
