import { type Kysely, sql } from 'kysely';
import { IDENTITY_WINDOW_MS } from '../../domain/fair-count/identity-challenge';
import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import { PG_HIT_DEADLINE_MS, pgLimitCounter } from '../rate-limit/pg-limit-store';
import { limitBackendFor } from '../rate-limit/rate-limits';
import { redisLimitCounter } from '../rate-limit/redis-limit-store';

// Identities minted per network in a one-hour window, shared by every instance through
// the rate limits' store: Redis when REDIS_URL is set, else the PostgreSQL database (the
// same table, under keys of their own), else memory (SQLite runs one instance). The
// limits' counters only count up; what a network minted is also read before deciding,
// because only identities actually issued are counted (a refused or challenged request
// is not one). Requests racing in the same moment may all read the same count: the
// per-minute limit bounds such a burst, and each paid identity is still paid.

export interface NetworkCount {
  minted: number;
  /** Until the network's window ends. */
  ttlMs: number;
}

export interface IdentityCounter {
  /** What each network minted in its current window, in the order given. */
  read(networks: readonly string[]): Promise<NetworkCount[]>;
  /** One identity issued to each of these networks. */
  record(networks: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Memory store only: the networks remembered, the oldest window forgotten first. */
export const MEMORY_MAX_NETWORKS = 100_000;

export function memoryIdentityCounter(now: () => number = Date.now): IdentityCounter {
  const windows = new Map<string, { minted: number; endsAt: number }>();
  const live = (network: string) => {
    const window = windows.get(network);
    return window && window.endsAt > now() ? window : undefined;
  };
  return {
    async read(networks) {
      return networks.map((network) => {
        const window = live(network);
        return window
          ? { minted: window.minted, ttlMs: window.endsAt - now() }
          : { minted: 0, ttlMs: IDENTITY_WINDOW_MS };
      });
    },
    async record(networks) {
      for (const network of networks) {
        const window = live(network);
        if (window) {
          window.minted += 1;
          continue;
        }
        windows.delete(network);
        if (windows.size >= MEMORY_MAX_NETWORKS) windows.delete(windows.keys().next().value!);
        windows.set(network, { minted: 1, endsAt: now() + IDENTITY_WINDOW_MS });
      }
    },
    async close() {},
  };
}

const PG_KEY_PREFIX = 'identity:';

/** In the rate limits' table: counted by their batched upsert, read on the database's clock. */
export function pgIdentityCounter(
  db: Kysely<unknown>,
  onError: (error: unknown) => void,
): IdentityCounter {
  const counter = pgLimitCounter(db);
  const stopPruning = counter.pruneRegularly(onError);
  return {
    async read(networks) {
      const keys = networks.map((network) => PG_KEY_PREFIX + network);
      const query = sql<{ key: string; hits: number; ttl: number }>`
        WITH clock AS (SELECT (extract(epoch from clock_timestamp()) * 1000)::bigint AS now_ms)
        SELECT h.key, h.hits, h.resets_at - clock.now_ms AS ttl
        FROM rate_limit_hits h, clock
        WHERE h.key = ANY(${keys}::text[]) AND h.resets_at > clock.now_ms`;
      const { rows } = await withDeadline(query.execute(db), PG_HIT_DEADLINE_MS);
      const found = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key) => {
        const row = found.get(key);
        return row
          ? { minted: Number(row.hits), ttlMs: Number(row.ttl) }
          : { minted: 0, ttlMs: IDENTITY_WINDOW_MS };
      });
    },
    async record(networks) {
      await Promise.all(
        networks.map((network) => counter.hit(PG_KEY_PREFIX + network, IDENTITY_WINDOW_MS)),
      );
    },
    async close() {
      stopPruning();
    },
  };
}

/** Counted by the limits' Redis script and read back on the same bounded connection. */
export async function redisIdentityCounter(
  url: string,
  keyPrefix: string,
  onError: (error: unknown) => void,
): Promise<IdentityCounter> {
  const writer = await redisLimitCounter(url, keyPrefix, onError);
  const reader = writer.redis;
  return {
    async read(networks) {
      const pipeline = reader.pipeline();
      for (const network of networks) pipeline.get(network).pttl(network);
      const replies = (await pipeline.exec()) ?? [];
      const failed = replies.find(([error]) => error);
      if (failed) throw failed[0];
      return networks.map((_network, i) => {
        const minted = Number(replies[2 * i]?.[1] ?? 0);
        const ttl = Number(replies[2 * i + 1]?.[1]);
        return { minted, ttlMs: ttl > 0 ? ttl : IDENTITY_WINDOW_MS };
      });
    },
    async record(networks) {
      await Promise.all(networks.map((network) => writer.hit(network, IDENTITY_WINDOW_MS)));
    },
    async close() {
      await writer.close();
    },
  };
}

export async function identityCounterFor(
  config: Config,
  database: Database,
  onError: (error: unknown) => void,
): Promise<IdentityCounter> {
  const backend = limitBackendFor(config);
  if (backend === 'redis') {
    return redisIdentityCounter(config.redisUrl!, `${config.redisKeyPrefix}identity:`, onError);
  }
  if (backend === 'postgres') {
    return pgIdentityCounter(database.db as unknown as Kysely<unknown>, onError);
  }
  return memoryIdentityCounter();
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`identity counter: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
