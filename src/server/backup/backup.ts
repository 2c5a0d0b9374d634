import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { type Database, openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import {
  BackupRefusal,
  backupFileKind,
  checkPgBackup,
  dropAllTables,
  holdsData,
} from './backup-checks';
import { findPgTool, pgToolConnection, runPgTool } from './pg-tools';
import { copySqlite } from './sqlite-copy';

export interface BackupSource {
  databaseUrl: string;
  kind: Database['kind'];
  /** PG_BIN: where pg_dump and pg_restore are, else PATH. */
  pgBin: string | null;
}

export interface BackupReport {
  file: string;
  engine: Database['kind'];
  bytes: number;
  ms: number;
}

export function sqlitePathOf(databaseUrl: string): string {
  return databaseUrl.startsWith('file:') ? databaseUrl.slice('file:'.length) : databaseUrl;
}

/** A name beside `file` that no other run uses: written there, renamed when whole. */
function partialNameFor(file: string): string {
  return join(dirname(file), `.${basename(file)}.partial-${randomBytes(4).toString('hex')}`);
}

/** The partial file and whatever SQLite left beside it. */
function removePartial(partial: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${partial}${suffix}`, { force: true });
}

/**
 * A consistent copy of the database in `file`, taken while the site serves: SQLite through
 * its online backup API, PostgreSQL through `pg_dump -Fc` (one snapshot). The copy is
 * written under a temporary name, checked, then renamed, so `file` is whole or absent.
 */
export async function takeBackup(source: BackupSource, target: string): Promise<BackupReport> {
  const started = Date.now();
  const file = resolve(target);
  if (existsSync(file)) throw new BackupRefusal(`${target} already exists; choose a new name`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = partialNameFor(file);
  try {
    if (source.kind === 'sqlite') {
      const path = sqlitePathOf(source.databaseUrl);
      if (path === ':memory:') throw new BackupRefusal('an in-memory database has no file to copy');
      await copySqlite(path, partial);
    } else {
      const pgDump = findPgTool('pg_dump', source.pgBin);
      const { dbname, env } = pgToolConnection(source.databaseUrl);
      // --lock-wait-timeout: a table locked by a long migration fails the dump, not hangs it.
      const args = ['--format=custom', '--lock-wait-timeout=60000', '--file', partial];
      await runPgTool(pgDump, [...args, '--dbname', dbname], env);
      await checkPgBackup(partial, source.pgBin);
    }
    renameSync(partial, file);
  } catch (error) {
    removePartial(partial);
    throw error;
  }
  return { file, engine: source.kind, bytes: statSync(file).size, ms: Date.now() - started };
}

export interface RestoreReport {
  file: string;
  engine: Database['kind'];
  votes: number;
  ms: number;
}

/**
 * Fills the empty database `database` (of DATABASE_URL) from a backup of the same engine,
 * then brings its schema up to date (a backup of an older version is migrated). Refuses,
 * changing nothing, a database that holds data and a file that is not one of our backups.
 * `database` is closed on SQLite (its file is replaced); the caller still closes it.
 */
export async function restoreBackup(
  database: Database,
  source: BackupSource,
  backupFile: string,
): Promise<RestoreReport> {
  const started = Date.now();
  const file = resolve(backupFile);
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupRefusal(`${backupFile}: no such file`);
  }
  const kind = backupFileKind(file);
  if (kind === null) {
    throw new BackupRefusal(
      `${backupFile} is not a GP Vibes backup (neither a SQLite database nor a pg_dump custom-format archive)`,
    );
  }
  if (kind !== database.kind) {
    throw new BackupRefusal(
      `${backupFile} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup but DATABASE_URL is ${database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: restore it into a database of its own engine`,
    );
  }
  const held = await holdsData(database);
  if (held.length > 0) {
    throw new BackupRefusal(
      `DATABASE_URL holds data (${held.join(', ')}): db:restore only fills an empty database, so nothing was changed`,
    );
  }
  if (database.kind === 'sqlite') await restoreSqlite(database, source, file, backupFile);
  else await restorePostgres(database, source, file);
  const votes = await countVotesAfterMigrating(database, source);
  return { file, engine: database.kind, votes, ms: Date.now() - started };
}

async function restoreSqlite(
  database: Database,
  source: BackupSource,
  file: string,
  shownName: string,
): Promise<void> {
  const target = resolve(sqlitePathOf(source.databaseUrl));
  const partial = partialNameFor(target);
  try {
    // The copy is also the check: a file that is not a whole database of ours fails here.
    await copySqlite(file, partial);
  } catch (error) {
    removePartial(partial);
    throw new BackupRefusal(
      `${shownName} is not a usable GP Vibes backup (${(error as Error).message}); nothing was changed`,
    );
  }
  await database.close();
  for (const suffix of ['-wal', '-shm', '']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(partial, target);
}

async function restorePostgres(database: Database, source: BackupSource, file: string) {
  await checkPgBackup(file, source.pgBin);
  const pgRestore = findPgTool('pg_restore', source.pgBin);
  const { dbname, env } = pgToolConnection(source.databaseUrl);
  // The admin CLI has made (and seeded) the current schema; the backup brings its own.
  await dropAllTables(database);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  await runPgTool(pgRestore, [...args, '--dbname', dbname, file], env);
}

async function countVotesAfterMigrating(database: Database, source: BackupSource) {
  const restored = database.kind === 'sqlite' ? await openDatabase(source.databaseUrl) : database;
  try {
    await migrateToLatest(restored.db);
    const row = await restored.db
      .selectFrom('votes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    if (restored !== database) await restored.close();
  }
}
