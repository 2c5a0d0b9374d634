import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What one SQLite copy may take, start to end, before its thread is stopped. */
export const SQLITE_COPY_DEADLINE_MS = 30 * 60 * 1000;

/** Tables every database of ours has since its first migration. */
export const OUR_TABLES = ['races', 'votes', 'tallies', 'kysely_migration'] as const;

// The thread's whole program (evaluated from text: the compiled server is one bundled
// file). It opens a connection of its own, so neither the server's event loop nor its
// connection waits. The first step copies nothing; the progress callback then asks for
// every page in one step, which reads one snapshot: in WAL mode writers go on meanwhile,
// and a copy made in small steps would start over at each of their commits.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const source = new Database(workerData.source, { fileMustExist: true });
source.pragma('busy_timeout = 5000');
source
  .backup(workerData.target, { progress: () => 0x7fffffff })
  .then(() => {
    source.close();
    const copy = new Database(workerData.target, { fileMustExist: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      const tables = copy
        .prepare("select name from sqlite_master where type = 'table'")
        .pluck()
        .all();
      // One self-contained file: a backup is copied and moved as that one file.
      copy.pragma('journal_mode = DELETE');
      parentPort.postMessage({ check, tables });
    } finally {
      copy.close();
    }
  })
  .catch((error) => {
    if (source.open) source.close();
    parentPort.postMessage({ error: String(error && error.message) });
  });
`;

/**
 * Copies a SQLite database file (consistent, while others write) through SQLite's online
 * backup API on a thread of its own, then checks the copy: `integrity_check` must say ok
 * and our tables must be there. Rejects, leaving `target` for the caller to remove, on
 * any failure or at the deadline.
 */
export function copySqlite(
  source: string,
  target: string,
  deadlineMs = SQLITE_COPY_DEADLINE_MS,
): Promise<void> {
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      source,
      target,
    },
  });
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`the SQLite copy did not finish within ${deadlineMs / 1000} s`));
    }, deadlineMs);
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.once('message', (m: { error?: string; check?: string; tables?: string[] }) => {
      if (m.error) return settle(new Error(`SQLite backup failed: ${m.error}`));
      if (m.check !== 'ok')
        return settle(new Error(`the copy failed its integrity check: ${m.check}`));
      const missing = OUR_TABLES.filter((t) => !m.tables?.includes(t));
      if (missing.length > 0) {
        return settle(new Error(`the copy lacks our tables (${missing.join(', ')})`));
      }
      settle(null);
    });
    worker.once('error', (error) => settle(error));
    worker.once('exit', () => settle(new Error('the SQLite copy thread ended without an answer')));
  });
}
