import { z } from 'zod';

// Running it for real: scheduled backups (off unless BACKUP_DIR is set), where the
// PostgreSQL tools live, and the token that opens GET /metrics (off unless set).

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const DEFAULT_BACKUP_EVERY_HOURS = 24;
export const DEFAULT_BACKUP_KEEP = 7;

export const operationsEnvSchema = z.object({
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_EVERY_HOURS: wholeNumber(1, 8760).optional(),
  BACKUP_KEEP: wholeNumber(1, 10_000).optional(),
  PG_BIN: z.string().min(1, 'must not be empty').optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces')
    .optional(),
});

export interface OperationsConfig {
  /** Folder the scheduled backups are written to; null = scheduled backups off. */
  backupDir: string | null;
  backupEveryHours: number;
  /** Newest scheduled backups kept in backupDir; older ones are deleted. */
  backupKeep: number;
  /** Folder holding pg_dump and pg_restore; null = found on PATH. */
  pgBin: string | null;
  /** Bearer token GET /metrics asks for; null = no /metrics (404). */
  metricsToken: string | null;
}

export function operationsConfigFrom(env: z.infer<typeof operationsEnvSchema>): OperationsConfig {
  return {
    backupDir: env.BACKUP_DIR ?? null,
    backupEveryHours: env.BACKUP_EVERY_HOURS ?? DEFAULT_BACKUP_EVERY_HOURS,
    backupKeep: env.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP,
    pgBin: env.PG_BIN ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
  };
}
