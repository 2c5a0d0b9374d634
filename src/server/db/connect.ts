import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../config/config';
import { databaseKindOf } from '../config/config';
import type { DB } from './schema';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The PostgreSQL pool (LISTEN/NOTIFY needs its own client) — absent on SQLite. */
  pgPool?: pg.Pool;
  /** The raw SQLite handle (PRAGMA data_version polling) — absent on PostgreSQL. */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

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
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client dying (server restart) must not crash the process; the pool
    // replaces it on next use.
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
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    pgPool: pool,
    close: () => db.destroy(),
  };
}
