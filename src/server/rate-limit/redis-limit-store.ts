import { Redis } from 'ioredis';
import type { LimitCount } from './limit-store';

// Redis-backed counters, for sites that already run Redis or want the limiter's traffic
// off the database. One script per hit keeps count and expiry atomic.

/** A Redis that accepts the connection but never answers must not hold a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
export const REDIS_CONNECT_TIMEOUT_MS = 2000;

const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

export async function redisLimitCounter(
  url: string,
  keyPrefix: string,
  onError: (error: unknown) => void,
) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // While Redis is away a hit fails at once (the limit fails open) instead of queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    keyPrefix,
  });
  redis.on('error', onError);
  redis.defineCommand('limitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  // Wait for the first connection (bounded by the connect timeout), so the first requests
  // are counted; an unreachable Redis is reported and retried in the background.
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    redis.connect(),
    new Promise((_resolve, reject) => {
      waited = setTimeout(
        () => reject(new Error(`Redis not ready within ${REDIS_CONNECT_TIMEOUT_MS} ms`)),
        REDIS_CONNECT_TIMEOUT_MS,
      );
    }),
  ])
    .catch(onError)
    .finally(() => clearTimeout(waited));

  async function hit(key: string, windowMs: number): Promise<LimitCount> {
    const limitHit = (redis as unknown as { limitHit: HitCommand }).limitHit.bind(redis);
    const [current, ttl] = await limitHit(key, windowMs);
    return { current, ttl };
  }

  return {
    hit,
    /** The same bounded connection, for reading counts back (identity counts do). */
    redis,
    close: async () => {
      redis.disconnect();
    },
  };
}
