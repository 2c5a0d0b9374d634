import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import { type LimitStoreClass, storeClass, throttledWarning } from './limit-store';
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

interface SharedStore {
  Store: LimitStoreClass;
  close(): Promise<void>;
}

async function sharedStore(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<SharedStore | undefined> {
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
  return undefined;
}

/** Registers @fastify/rate-limit once for the whole app, with the shared store if any. */
export async function installRateLimits(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  if (!config.rateLimits) return;
  const shared = await sharedStore(config, database, app.log);
  if (shared) app.addHook('onClose', shared.close);
  await app.register(fastifyRateLimit, {
    // Only the routes that ask for a limit (rateLimitHook) have one.
    global: false,
    skipOnError: true,
    ...(shared ? { store: shared.Store } : {}),
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
