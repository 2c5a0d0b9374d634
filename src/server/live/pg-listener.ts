import type pg from 'pg';
import { CHANGE_CHANNEL, type Change, decodeChange } from './change-bus';

/** Waits before each reconnect attempt of the LISTEN connection (the last one repeats). */
export const LISTEN_RETRY_MS = [250, 500, 1000, 2000] as const;

/**
 * LISTENs for changes from every process on the PostgreSQL database (this one included)
 * on a dedicated pooled client. If the connection drops (restart, failover, a killed
 * backend) it reconnects with backoff, then calls `onResync` — notifications sent
 * meanwhile are lost, so the caller pushes the whole current state again. A resync that
 * fails (the database flapping) is retried the same way.
 */
export function listenPostgres(
  pool: pg.Pool,
  onChange: (change: Change) => void,
  options: { onResync?: () => Promise<void>; onError?: (error: unknown) => void } = {},
): { ready: Promise<void>; stop(): Promise<void> } {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let attempt = 0;
  let needsResync = false;
  let drops = 0;
  let retry: NodeJS.Timeout | null = null;
  const onError = options.onError ?? (() => {});

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    const change = decodeChange(message.payload);
    if (change) onChange(change);
  };

  async function listen(): Promise<void> {
    const next = await pool.connect();
    if (stopped) {
      next.release();
      return;
    }
    let failed = false;
    next.on('notification', onNotification);
    next.on('error', (error) => {
      if (failed) return;
      failed = true;
      onError(error);
      drop(next, error);
    });
    try {
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      // Not yet ours: hand the broken client back (the pool discards it); the caller
      // schedules the next attempt.
      failed = true;
      next.removeListener('notification', onNotification);
      next.release(error instanceof Error ? error : true);
      throw error;
    }
    if (failed) throw new Error('LISTEN connection lost while starting');
    client = next;
  }

  /** Listening again, then the whole state pushed once; either failing is retried. */
  async function recover(): Promise<void> {
    if (!client) await listen();
    if (!needsResync || stopped) return;
    const dropsBefore = drops;
    await options.onResync?.();
    // A drop during the resync needs one more, after the next reconnect.
    if (drops === dropsBefore) needsResync = false;
  }

  function drop(dead: pg.PoolClient, error: unknown): void {
    if (client !== dead) return;
    client = null;
    drops += 1;
    needsResync = true;
    dead.removeListener('notification', onNotification);
    dead.release(error instanceof Error ? error : true);
    scheduleRecover();
  }

  function scheduleRecover(): void {
    if (stopped || retry) return;
    const wait = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 2000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      recover().then(
        () => {
          attempt = 0;
        },
        (error: unknown) => {
          onError(error);
          scheduleRecover();
        },
      );
    }, wait);
    retry.unref();
  }

  const ready = listen().catch((error) => {
    onError(error);
    scheduleRecover();
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
