// A token bucket per client address: `perMinute` tokens refill evenly over a minute and
// up to `burst` can be spent at once. Unlike a fixed window it never lets 2× the limit
// through around a window edge. Memory is bounded: the least recently seen addresses are
// forgotten first (a forgotten address simply starts again with a full bucket).

export interface TokenBucketOptions {
  perMinute: number;
  burst: number;
  maxKeys?: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedMs: number;
}

const MINUTE_MS = 60_000;
const DEFAULT_MAX_KEYS = 100_000;

export function createTokenBucket(options: TokenBucketOptions) {
  const { perMinute, burst } = options;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const perMs = perMinute / MINUTE_MS;
  const buckets = new Map<string, Bucket>();

  return {
    take(key: string, nowMs: number): TakeResult {
      const found = buckets.get(key);
      let bucket: Bucket;
      if (found) {
        buckets.delete(key); // re-inserted below: Map order doubles as recency order
        const refilled = found.tokens + (nowMs - found.updatedMs) * perMs;
        bucket = { tokens: Math.min(burst, refilled), updatedMs: nowMs };
      } else {
        bucket = { tokens: burst, updatedMs: nowMs };
        if (buckets.size >= maxKeys) {
          const oldest = buckets.keys().next().value;
          if (oldest !== undefined) buckets.delete(oldest);
        }
      }
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true };
      }
      const waitMs = (1 - bucket.tokens) / perMs;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    get size() {
      return buckets.size;
    },
  };
}
