import { EventEmitter } from 'node:events';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../db/schema';

/**
 * What changed: the race list, one race's tally, or — after notifications may have been
 * missed (a listener reconnecting) — possibly anything. Payloads carry ids only, never data.
 */
export type Change = { type: 'races' } | { type: 'tally'; raceId: string } | { type: 'all' };

/** PostgreSQL channel every app instance LISTENs on. */
export const CHANGE_CHANNEL = 'gpvibes_changes';

export type ChangeListener = (change: Change) => void;

/**
 * This process's change bus, built once where the app's (or a CLI run's) dependencies are
 * built and handed to every publisher and listener. Publishers: the votes, races and
 * signals repositories and the operator commands through them; the change feed, for
 * changes heard from other processes. Listeners: the home snapshot, the live hub and the
 * recount loop. A write is seen by this process's readers at once (SQLite's data_version
 * ignores our own commits).
 */
export interface ChangeBus {
  /**
   * Tells this process's listeners — synchronously, so a reply sent after this call can
   * count on every later read including the change. Call it after the change is committed.
   */
  emitLocal(change: Change): void;
  /** For writes outside a transaction (operator commands): notify everyone, here and elsewhere. */
  publish(db: Kysely<DB>, change: Change): Promise<void>;
  on(listener: ChangeListener): void;
  off(listener: ChangeListener): void;
}

export function createChangeBus(): ChangeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const bus: ChangeBus = {
    emitLocal: (change) => {
      emitter.emit('change', change);
    },
    async publish(db, change) {
      bus.emitLocal(change);
      await queueCrossProcessNotify(db, change);
    },
    on: (listener) => {
      emitter.on('change', listener);
    },
    off: (listener) => {
      emitter.off('change', listener);
    },
  };
  return bus;
}

export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function encodeChange(change: Change): string {
  return change.type === 'tally' ? `tally:${change.raceId}` : change.type;
}

export function decodeChange(payload: string): Change | null {
  if (payload === 'races') return { type: 'races' };
  if (payload === 'all') return { type: 'all' };
  if (payload.startsWith('tally:') && payload.length > 'tally:'.length) {
    return { type: 'tally', raceId: payload.slice('tally:'.length) };
  }
  return null;
}

/**
 * On PostgreSQL, queues a NOTIFY on `executor` — inside a transaction it is delivered
 * only if and when that transaction commits, so listeners never see a rolled-back vote.
 * On SQLite other processes notice through PRAGMA data_version instead.
 */
export async function queueCrossProcessNotify(executor: Kysely<DB>, change: Change): Promise<void> {
  if (!isPostgres(executor)) return;
  await sql`select pg_notify(${CHANGE_CHANNEL}, ${encodeChange(change)})`.execute(executor);
}
