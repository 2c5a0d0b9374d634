import { closeSync, openSync, readSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../db/connect';
import { findPgTool, runPgTool } from './pg-tools';
import { OUR_TABLES } from './sqlite-copy';

/** A refusal that changed nothing (a database that holds data, a file that is not ours). */
export class BackupRefusal extends Error {}

/** Tables whose rows are what fans and operators made: any row means "holds data". */
const DATA_TABLES = [
  'votes',
  'push_subscriptions',
  'alert_log',
  'push_outbox',
  'analytics_events',
  'analytics_daily',
  'race_signals',
  'network_decisions',
] as const;

/** Which engine made a backup file, by its first bytes; null when it is neither. */
export function backupFileKind(file: string): Database['kind'] | null {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * The data tables with rows, as "12 votes": empty when the database holds only what
 * opening it creates (the schema, the bundled calendar, generated keys).
 */
export async function holdsData(database: Database): Promise<string[]> {
  const held: string[] = [];
  for (const table of DATA_TABLES) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
      table,
    )}`.execute(database.db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) held.push(`${n} ${table.replaceAll('_', ' ')}`);
  }
  return held;
}

/** A pg_dump archive of ours: pg_restore can list it, and it holds our tables. */
export async function checkPgBackup(file: string, pgBin: string | null): Promise<void> {
  const pgRestore = findPgTool('pg_restore', pgBin);
  let listing: string;
  try {
    listing = (await runPgTool(pgRestore, ['--list', file], process.env, 60_000)).stdout;
  } catch (error) {
    throw new BackupRefusal(
      `${file} is not a readable pg_dump archive (${(error as Error).message})`,
    );
  }
  const missing = OUR_TABLES.filter(
    (table) => !new RegExp(`^\\d+; \\d+ \\d+ TABLE \\S+ ${table} `, 'm').test(listing),
  );
  if (missing.length > 0) {
    throw new BackupRefusal(`${file} is not a GP Vibes backup (no ${missing.join(', ')} table)`);
  }
}

/** Empties the current schema of its tables (and what hangs off them), in one transaction. */
export async function dropAllTables(database: Database): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      name: string;
    }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(trx);
    if (rows.length === 0) return;
    const tables = sql.join(rows.map((r) => sql.table(r.name)));
    await sql`drop table if exists ${tables} cascade`.execute(trx);
  });
}
