import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the checkpoint thread copies the WAL back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;
/**
 * The serving connection's own automatic checkpoint, kept as a backstop should the thread
 * stop: ten times SQLite's default of 1,000 pages (~40 MB of WAL at most).
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 10_000;
/** SQLite's own default, back in force once the thread has stopped. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

// The thread's whole program (a worker evaluated from text: the compiled server is one
// bundled file, so there is no second module to point a worker at). A PASSIVE checkpoint
// waits for nobody: the serving connection goes on writing while it runs.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 0');
function stop() {
  clearInterval(timer);
  db.close();
  parentPort.close();
}
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
    stop();
  }
}, workerData.intervalMs);
parentPort.on('message', stop);
`;

export interface WalCheckpointer {
  /** Stops the thread and closes its connection. */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints off the event loop. SQLite runs its automatic checkpoint
 * inside whichever commit takes the WAL past 1,000 pages: on race day about twice a second,
 * each copying pages back and `fsync`ing the file while every request waits (~5 ms, far
 * more when the disk is busy). Here a thread with a connection of its own checkpoints
 * every CHECKPOINT_INTERVAL_MS, and the serving connection's own automatic checkpoint is
 * moved out to BACKSTOP_AUTOCHECKPOINT_PAGES, so it only runs if the thread has stopped.
 * Nothing for an in-memory database (no other connection can see it).
 */
export function startWalCheckpointer(
  sqlite: SqliteDatabase.Database,
  options: { intervalMs?: number; onError?: (message: string) => void } = {},
): WalCheckpointer | null {
  if (sqlite.memory) return null;
  const onError = options.onError ?? (() => {});
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file: sqlite.name,
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
  let stopping = false;
  const exit = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      // Stopped by a failure, not by us: the serving connection checkpoints by itself again.
      if (!stopping && sqlite.open) {
        sqlite.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
      }
      resolve();
    });
  });
  // A failed checkpoint (posted before the thread ends) or a thread that could not start.
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error);
  });
  worker.on('error', (error) => onError(error.message));
  return {
    async stop() {
      stopping = true;
      // Held until it has closed its connection: an unreferenced thread would let a
      // process with nothing else left to do end mid-await (exit code 0, nothing printed).
      worker.ref();
      worker.postMessage('stop');
      await exit;
    },
  };
}
