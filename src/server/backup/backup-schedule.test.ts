import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordingLog } from '../../../test/server/recording-log';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import type { Database } from '../db/connect';
import type { Log } from '../http/log';
import { openReadyDatabase } from '../open-ready';
import { createBackupSchedule } from './backup-schedule';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-03-01T12:00:00Z');

describe.each(TEST_DATABASES)('scheduled backups on $name', (kind) => {
  let dir: string;
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-backups-'));
    const scratch = await kind.create();
    drop = scratch.drop;
    url = scratch.url;
    database = await openReadyDatabase(url);
  });
  afterEach(async () => {
    await database.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const scheduleFor = (holder: string, log: Log, backupDir = join(dir, 'b')) =>
    createBackupSchedule({
      database,
      source: { databaseUrl: url, kind: database.kind, pgBin: '/usr/lib/postgresql/15/bin' },
      dir: backupDir,
      everyMs: 24 * HOUR,
      keep: 2,
      log,
      checkMs: 60_000,
      retryMs: HOUR,
      holder,
    });

  it('one instance takes each backup, and the newest BACKUP_KEEP are kept', async () => {
    const log = recordingLog();
    const a = scheduleFor('a', log);
    const b = scheduleFor('b', log);
    expect(await a.tick(T0)).toBe('taken');
    expect(await b.tick(T0)).toBe('elsewhere');
    expect(await a.tick(T0 + HOUR)).toBe('not-due');
    expect(await b.tick(T0 + 2 * HOUR)).toBe('elsewhere');
    // A day on, whoever looks first takes it.
    expect(await b.tick(T0 + 24 * HOUR)).toBe('taken');
    expect(await a.tick(T0 + 24 * HOUR + 60_000)).toBe('elsewhere');
    expect(await b.tick(T0 + 48 * HOUR)).toBe('taken');
    const files = readdirSync(join(dir, 'b')).sort();
    expect(files).toEqual([
      expect.stringMatching(/^gpvibes-20260302T120000000Z\./),
      expect.stringMatching(/^gpvibes-20260303T120000000Z\./),
    ]);
  });

  it('a failed backup is logged, changes nothing else and is tried again later', async () => {
    const log = recordingLog();
    const blocked = join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    const a = scheduleFor('a', log, blocked);
    const b = scheduleFor('b', log);
    expect(await a.tick(T0)).toBe('failed');
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'scheduled backup failed' }),
    );
    expect(await b.tick(T0 + 60_000)).toBe('elsewhere');
    expect(await a.tick(T0 + 60_000)).toBe('not-due');
    // An hour later (retryMs) the next attempt is made, here by the healthy instance.
    expect(await b.tick(T0 + HOUR)).toBe('taken');
    expect(readdirSync(join(dir, 'b'))).toHaveLength(1);
  });
});
