import type pg from 'pg';
import { CHANGE_CHANNEL, type Change, decodeChange } from './change-bus';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTENs for changes from every process on the PostgreSQL database (this one included)
 * on a dedicated pooled client. If the connection drops it reconnects with backoff and
 * calls `onResync`, since notifications sent meanwhile are lost.
 */
export function listenPostgres(
  pool: pg.Pool,
  onChange: (change: Change) => void,
  options: { onResync?: () => void; onError?: (error: unknown) => void } = {},
): { ready: Promise<void>; stop(): Promise<void> } {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;
  const onError = options.onError ?? (() => {});

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const change = decodeChange(message.payload);
    if (change) onChange(change);
  };

  async function connect(): Promise<void> {
    const next = await pool.connect();
    if (stopped) {
      next.release();
      return;
    }
    next.on('notification', onNotification);
    next.on('error', (error) => {
      onError(error);
      drop(next, error);
    });
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    client = next;
    if (attempt > 0) options.onResync?.();
    attempt = 0;
  }

  function drop(dead: pg.PoolClient, error: unknown): void {
    if (client !== dead) return;
    client = null;
    dead.removeListener('notification', onNotification);
    dead.release(error instanceof Error ? error : true);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (stopped || retry) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error) => {
        onError(error);
        scheduleReconnect();
      });
    }, wait);
    retry.unref();
  }

  const ready = connect().catch((error) => {
    onError(error);
    attempt = 1;
    scheduleReconnect();
  });

  return {
    ready,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await ready;
      const current = client;
      client = null;
      if (!current) return;
      current.removeListener('notification', onNotification);
      try {
        await current.query(`UNLISTEN ${CHANGE_CHANNEL}`);
        current.release();
      } catch (error) {
        current.release(error instanceof Error ? error : true);
      }
    },
  };
}
