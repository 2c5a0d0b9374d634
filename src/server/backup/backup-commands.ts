import { type AdminCommand, type AdminContext, AdminUsageError } from '../commands/admin-command';
import { restoreBackup, takeBackup } from './backup';

const BACKUP_USAGE = 'db:backup FILE';
const RESTORE_USAGE = 'db:restore FILE';

function oneFile(args: string[], usage: string): string {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) throw new AdminUsageError('give exactly one FILE', usage);
  return file;
}

const sourceOf = ({ config, database }: AdminContext) => ({
  databaseUrl: config.databaseUrl,
  kind: database.kind,
  pgBin: config.pgBin,
});

/** `npm run admin -- db:backup FILE`: a consistent copy while the site serves. */
export const backupCommand: AdminCommand = {
  name: 'db:backup',
  usage: BACKUP_USAGE,
  summary: 'copy the database to FILE while the site runs (SQLite copy, or pg_dump -Fc)',
  async run(args, ctx) {
    const report = await takeBackup(sourceOf(ctx), oneFile(args, BACKUP_USAGE));
    if (ctx.json) return report;
    return `backup written: ${report.file} (${report.engine}, ${report.bytes} bytes, ${report.ms} ms)`;
  },
};

/** `npm run admin -- db:restore FILE`: fills an empty database from a backup, then migrates. */
export const restoreCommand: AdminCommand = {
  name: 'db:restore',
  usage: RESTORE_USAGE,
  summary: 'fill the EMPTY database of DATABASE_URL from a backup FILE, then migrate it',
  async run(args, ctx) {
    const report = await restoreBackup(ctx.database, sourceOf(ctx), oneFile(args, RESTORE_USAGE));
    if (ctx.json) return report;
    return `restored ${report.file} (${report.engine}, ${report.votes} votes) in ${report.ms} ms; schema up to date`;
  },
};

export const backupCommands: AdminCommand[] = [backupCommand, restoreCommand];
