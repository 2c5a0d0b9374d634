import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/connect';
import type { Log } from '../http/log';
import { createLeaseRepo } from '../scheduler/lease-repo';
import { type BackupSource, takeBackup } from './backup';

/** The lease whose expiry is when the next scheduled backup is due (one instance takes it). */
export const BACKUP_LEASE = 'scheduled-backup';
/** How often each instance looks whether a backup is due. */
export const BACKUP_CHECK_MS = 60_000;
/** After a failed backup, when the next attempt is made (by whichever instance is first). */
export const BACKUP_RETRY_MS = 15 * 60_000;

const BACKUP_NAME = /^gpvibes-\d{8}T\d{9}Z\.(sqlite|pgdump)$/;

/** `gpvibes-20260301T140000000Z.sqlite`: names sort as times do. */
export function scheduledBackupName(now: number, kind: Database['kind']): string {
  const stamp = new Date(now).toISOString().replace(/[-:.]/g, '');
  return `gpvibes-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'pgdump'}`;
}

/** Deletes all but the newest `keep` scheduled backups in `dir`; other files are left alone. */
export function pruneBackups(dir: string, keep: number): string[] {
  const ours = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const old = ours.slice(keep);
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

export interface BackupScheduleOptions {
  database: Database;
  source: BackupSource;
  dir: string;
  everyMs: number;
  keep: number;
  log: Log;
  checkMs?: number;
  retryMs?: number;
  holder?: string;
}

export type BackupTick = 'taken' | 'failed' | 'not-due' | 'elsewhere';

/**
 * Scheduled backups: each instance looks every `checkMs`; the one that takes the lease
 * (expired: a backup is due) writes one and holds the lease for `everyMs`. A failure is
 * logged and the lease set to lapse after `retryMs`, so it is tried again then, by
 * whichever instance is first; nothing here ever throws into the server.
 */
export function createBackupSchedule(options: BackupScheduleOptions) {
  const { database, source, dir, everyMs, keep, log } = options;
  const checkMs = options.checkMs ?? BACKUP_CHECK_MS;
  const retryMs = options.retryMs ?? BACKUP_RETRY_MS;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leases = createLeaseRepo(database.db);
  let nextCheckAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<BackupTick> | null = null;

  async function attempt(now: number): Promise<BackupTick> {
    if (now < nextCheckAt) return 'not-due';
    try {
      if (!(await leases.tryAcquire(BACKUP_LEASE, holder, now, everyMs))) {
        nextCheckAt = now + checkMs;
        return 'elsewhere';
      }
    } catch (error) {
      log.warn({ err: error }, 'scheduled backup: could not read its lease; trying again later');
      nextCheckAt = now + checkMs;
      return 'failed';
    }
    try {
      const report = await takeBackup(source, join(dir, scheduledBackupName(now, source.kind)));
      const removed = pruneBackups(dir, keep);
      log.info({ ...report, removed }, 'scheduled backup written');
      nextCheckAt = now + everyMs;
      return 'taken';
    } catch (error) {
      const retryAt = new Date(now + retryMs).toISOString();
      log.error({ err: error, retryAt }, 'scheduled backup failed');
      nextCheckAt = now + retryMs;
      await leases.tryAcquire(BACKUP_LEASE, holder, now, retryMs).catch(() => false);
      return 'failed';
    }
  }

  return {
    /** One look: takes a backup when one is due and this instance gets the lease. */
    tick(now = Date.now()): Promise<BackupTick> {
      if (running) return Promise.resolve('not-due');
      running = attempt(now).finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      timer = setInterval(() => void this.tick(), checkMs);
      timer.unref();
    },
    /** Stops looking; waits for a backup under way (bounded by its own deadline). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
