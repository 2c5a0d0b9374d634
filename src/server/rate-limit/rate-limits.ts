import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import { type LimitCount, type LimitStoreClass, storeClass, throttledWarning } from './limit-store';
import { pgLimitCounter } from './pg-limit-store';
import { redisLimitCounter } from './redis-limit-store';

export type LimitBackend = 'memory' | 'postgres' | 'redis';

/**
 * Where the counters live: Redis when REDIS_URL is set, else the PostgreSQL database (so
 * every instance shares one budget per address), else memory (SQLite runs one instance).
 */
export function limitBackendFor(config: Config): LimitBackend {
  if (config.redisUrl) return 'redis';
  return config.databaseKind === 'postgres' ? 'postgres' : 'memory';
}

/** Memory store only: the counters kept, least recently hit forgotten first (it starts again). */
export const MEMORY_MAX_COUNTERS = 400_000;

/**
 * Counters in this process's memory (SQLite runs one instance). Each hit answers with its
 * own count: the plugin's built-in store hands every hit on a key the same live record,
 * so requests counted in one turn of the event loop would all read the last one's count.
 */
export function memoryLimitCounter(maxCounters = MEMORY_MAX_COUNTERS) {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  return async function hit(key: string, windowMs: number): Promise<LimitCount> {
    const now = Date.now();
    const live = windows.get(key);
    const window = live && live.resetsAt > now ? live : { hits: 0, resetsAt: now + windowMs };
    window.hits += 1;
    // Put back at the end: the map's first key is always the least recently hit.
    windows.delete(key);
    windows.set(key, window);
    if (windows.size > maxCounters) windows.delete(windows.keys().next().value!);
    return { current: window.hits, ttl: window.resetsAt - now };
  };
}

interface Store {
  Store: LimitStoreClass;
  close(): Promise<void>;
}

async function limitStore(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<Store> {
  // A failing store lets requests through (see docs/decisions/0105): the limits guard
  // against abuse, and a vote refused because Redis is down would be the bigger harm.
  const warn = throttledWarning((error) =>
    log.warn({ err: error }, 'rate-limit store unavailable; requests pass unlimited'),
  );
  const backend = limitBackendFor(config);
  if (backend === 'redis') {
    const redis = await redisLimitCounter(config.redisUrl!, `${config.redisKeyPrefix}limit:`, warn);
    return { Store: storeClass(redis.hit, warn), close: redis.close };
  }
  if (backend === 'postgres') {
    const counter = pgLimitCounter(database.db as unknown as Kysely<unknown>);
    const stopPruning = counter.pruneRegularly(warn);
    return { Store: storeClass(counter.hit, warn), close: async () => stopPruning() };
  }
  return { Store: storeClass(memoryLimitCounter(), warn), close: async () => {} };
}

/** Registers @fastify/rate-limit once for the whole app, with the configured store. */
async function installRateLimits(app: FastifyInstance): Promise<void> {
  const { config, database } = app.deps;
  if (!config.rateLimits) return;
  const store = await limitStore(config, database, app.log);
  app.addHook('onClose', store.close);
  await app.register(fastifyRateLimit, {
    // Only the routes that ask for a limit (rateLimitHook) have one.
    global: false,
    skipOnError: true,
    store: store.Store,
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
}

/** Routes that limit callers (rateLimitHook) declare this plugin among their dependencies. */
export const rateLimits = fp(installRateLimits, { name: 'rate-limits', dependencies: ['deps'] });
