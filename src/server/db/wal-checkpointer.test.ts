import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { startServerProcess } from '../../../test/server/server-process';
import {
  BACKSTOP_AUTOCHECKPOINT_PAGES,
  SQLITE_AUTOCHECKPOINT_PAGES,
  startWalCheckpointer,
  type WalCheckpointer,
} from './wal-checkpointer';

// The checkpoint thread on a real SQLite file in WAL mode, written to the way the server
// writes (many small transactions over time).

const PAGE_BYTES = 4096;
const autocheckpoint = (db: SqliteDatabase.Database) =>
  db.pragma('wal_autocheckpoint', { simple: true });

/** How many descriptors process `pid` holds on `file` (one per SQLite connection). */
function openOnFile(pid: number, file: string): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
    } catch {
      return false; // closed meanwhile
    }
  }).length;
}

describe('WAL checkpoints off the event loop', () => {
  let dir: string;
  let file: string;
  let db: SqliteDatabase.Database;
  let checkpointer: WalCheckpointer | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-wal-'));
    file = join(dir, 'db.sqlite');
    db = new SqliteDatabase(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('create table filler (id integer primary key, pad blob not null)');
  });
  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = null;
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const walPages = () =>
    existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size / PAGE_BYTES : 0;

  /** ~2,000 pages of commits spread over half a second, as a busy server makes them. */
  async function writeSpread(): Promise<void> {
    const insert = db.prepare('insert into filler (pad) values (randomblob(3000))');
    const transaction = db.transaction(() => {
      for (let row = 0; row < 50; row += 1) insert.run();
    });
    for (let i = 0; i < 40; i += 1) {
      transaction();
      await sleep(10);
    }
  }

  it('keeps the WAL short by itself while the serving connection only keeps a distant backstop', async () => {
    checkpointer = startWalCheckpointer(db, { intervalMs: 20 });
    expect(autocheckpoint(db)).toBe(BACKSTOP_AUTOCHECKPOINT_PAGES);
    // The thread has opened its own connection (a loaded machine can take a while to
    // start a thread and load the driver in it).
    await vi.waitFor(() => expect(openOnFile(process.pid, file)).toBe(2), { timeout: 15_000 });
    await writeSpread();
    expect(walPages()).toBeLessThan(SQLITE_AUTOCHECKPOINT_PAGES);
    expect(db.prepare('select count(*) as n from filler').get()).toEqual({ n: 2000 });
  });

  it('is what keeps it short: with the backstop alone the same writes pile up in the WAL', async () => {
    db.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`);
    await writeSpread();
    expect(walPages()).toBeGreaterThan(2000);
  });

  it('hands checkpoints back to the serving connection if the thread cannot run', async () => {
    rmSync(file); // the serving connection keeps its open file; a new connection finds none
    const errors: string[] = [];
    checkpointer = startWalCheckpointer(db, { onError: (message) => errors.push(message) });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    await vi.waitFor(() => expect(autocheckpoint(db)).toBe(SQLITE_AUTOCHECKPOINT_PAGES));
  });

  it('stops its thread and leaves the file to the serving connection', async () => {
    checkpointer = startWalCheckpointer(db, { intervalMs: 20 });
    await sleep(100);
    await checkpointer!.stop();
    checkpointer = null;
    // Nothing checkpoints any more (the backstop is still far off): the log grows.
    await writeSpread();
    expect(walPages()).toBeGreaterThan(2000);
    db.exec("insert into filler (pad) values (x'00')");
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('has nothing to do for an in-memory database', () => {
    const memory = new SqliteDatabase(':memory:');
    try {
      expect(startWalCheckpointer(memory)).toBeNull();
    } finally {
      memory.close();
    }
  });
});

describe('the running server', () => {
  it('checkpoints on a connection of its own (the file is open twice) and stops it cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gpvibes-wal-server-'));
    const file = join(dir, 'site.sqlite');
    const server = await startServerProcess(file);
    try {
      await vi.waitFor(() => expect(openOnFile(server.pid, file)).toBe(2));
    } finally {
      expect(await server.stop()).toBe(0);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
