import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackupSchedule } from './backup-schedule';

/** Scheduled backups while the app runs (BACKUP_DIR set; docs/operations.md, "Backups"). */
async function installBackups(app: FastifyInstance): Promise<void> {
  const { config, database } = app.deps;
  if (!config.backupDir) return;
  const schedule = createBackupSchedule({
    database,
    source: { databaseUrl: config.databaseUrl, kind: database.kind, pgBin: config.pgBin },
    dir: config.backupDir,
    everyMs: config.backupEveryHours * 60 * 60 * 1000,
    keep: config.backupKeep,
    log: app.log,
  });
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}

export const scheduledBackups = fp(installBackups, {
  name: 'scheduled-backups',
  dependencies: ['deps'],
});
