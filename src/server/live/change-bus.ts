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

// One in-process emitter per database handle: a write made through this handle is seen
// by this process's live feed at once (SQLite's data_version ignores our own commits, and
// tests run several apps with separate databases in one process).
const buses = new WeakMap<object, EventEmitter>();

export function changeBusFor(db: Kysely<DB>): EventEmitter {
  let bus = buses.get(db);
  if (!bus) {
    bus = new EventEmitter();
    bus.setMaxListeners(0);
    buses.set(db, bus);
  }
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

/**
 * Tells this process's readers (the home snapshot, the live feed) — synchronously, so a
 * reply sent after this call can count on every later read including the change. Call it
 * after the change is committed.
 */
export function emitLocalChange(db: Kysely<DB>, change: Change): void {
  changeBusFor(db).emit('change', change);
}

/** For writes outside a transaction (operator commands): notify everyone, here and elsewhere. */
export async function publishChange(db: Kysely<DB>, change: Change): Promise<void> {
  emitLocalChange(db, change);
  await queueCrossProcessNotify(db, change);
}
