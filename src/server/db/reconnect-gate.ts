import type pg from 'pg';
import { DatabaseUnavailableError } from './unavailable';

/** pg-pool's answer when every connection is busy: a full pool, not an unreachable server. */
const POOL_BUSY = /^timeout exceeded when trying to connect/;

/** Waits between connection attempts while the server is unreachable: doubling, capped. */
export const RECONNECT_BACKOFF_MS = { first: 100, max: 1000 } as const;

export function reconnectDelay(failures: number): number {
  return Math.min(RECONNECT_BACKOFF_MS.max, RECONNECT_BACKOFF_MS.first * 2 ** (failures - 1));
}

/**
 * Wraps the pool's connect with a backoff: once a connection attempt finds the server
 * unreachable, requests fail at once (DatabaseUnavailableError → 503) until the next
 * attempt is due, instead of each one hammering a restarting server and waiting for its
 * own refusal. The first attempt after the wait goes through; success resets the backoff.
 */
export function withReconnectBackoff(pool: pg.Pool, now: () => number = Date.now) {
  let failures = 0;
  let retryAt = 0;
  return {
    async connect(): Promise<pg.PoolClient> {
      if (now() < retryAt) {
        throw new DatabaseUnavailableError('database unreachable; reconnecting');
      }
      try {
        const client = await pool.connect();
        failures = 0;
        retryAt = 0;
        return client;
      } catch (error) {
        // Attempts that were already under way when the first one failed count once.
        const poolBusy = error instanceof Error && POOL_BUSY.test(error.message);
        if (!poolBusy && now() >= retryAt) {
          failures += 1;
          retryAt = now() + reconnectDelay(failures);
        }
        // Whatever stopped the connection (refused, starting up, not accepting
        // connections, bad credentials), no query ran: the request can only be retried.
        throw new DatabaseUnavailableError('cannot connect to the database', { cause: error });
      }
    },
    end: () => pool.end(),
  };
}
