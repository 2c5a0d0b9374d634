import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../config/config';
import { databaseKindOf } from '../config/config';
import { withReconnectBackoff } from './reconnect-gate';
import type { DB } from './schema';
import { DatabaseUnavailableError } from './unavailable';

export { DatabaseUnavailableError } from './unavailable';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The PostgreSQL pool (LISTEN/NOTIFY needs its own client) — absent on SQLite. */
  pgPool?: pg.Pool;
  /** The raw SQLite handle (PRAGMA data_version polling) — absent on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

/**
 * Bounds on every wait for PostgreSQL, so a request meets an answer (or a 503) instead of
 * hanging: for a connection (also a free one in the pool), for one statement (the server
 * cancels it), and for a transaction left idle (the server ends it and frees its locks).
 * Migrations lift the statement bound on their own connection (see migrate.ts).
 */
export const PG_TIMEOUTS = {
  connectMs: 5000,
  statementMs: 10_000,
  idleInTransactionMs: 30_000,
  /** TCP keep-alive: a peer that vanished without closing is noticed by the kernel. */
  keepAliveDelayMs: 10_000,
} as const;

// PostgreSQL returns COUNT/SUM as strings (int8); every count we store fits in 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(url: string): Promise<Database> {
  return databaseKindOf(url) === 'postgres' ? openPostgres(url) : openSqlite(url);
}

function openSqlite(url: string): Database {
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  let sqlite: SqliteDatabase.Database;
  try {
    sqlite = new SqliteDatabase(file);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot open SQLite file '${file}' (${(error as Error).message})`,
    );
  }
  sqlite.pragma('journal_mode = WAL');
  // WAL + NORMAL survives a killed process (commits are in the WAL); only an OS crash
  // can lose the last moments, which is the trade every embedded store makes for speed.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: 'sqlite',
    sqlite,
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    statement_timeout: PG_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: PG_TIMEOUTS.keepAliveDelayMs,
  });
  // A connection that dies (restart, failover, pg_terminate_backend) emits 'error'. The
  // pool listens only while a client is idle; a client checked out by a query has no
  // listener, and an unheard 'error' event ends the process. So every client gets one for
  // its whole life: the query it was running fails on its own (answered 503), and the
  // pool discards the dead client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  pool.on('error', () => {
    // An idle client died: the pool has already dropped it and opens a new one on demand.
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot reach PostgreSQL at ${safeUrl} (${(error as Error).message})`,
    );
  }
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withReconnectBackoff(pool) }) });
  return {
    db,
    kind: 'postgres',
    pgPool: pool,
    close: () => db.destroy(),
  };
}
