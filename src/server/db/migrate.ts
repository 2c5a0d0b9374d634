import { type Kysely, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import { migrations } from './migrations/index';
import type { DB } from './schema';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // One connection for the whole run, so a migration that rewrites a big table is not
  // cut by the statement timeout requests live under (PG_TIMEOUTS in connect.ts).
  await db.connection().execute(async (conn) => {
    if (postgres) await sql`set statement_timeout = 0`.execute(conn);
    try {
      await runMigrations(conn);
    } finally {
      if (postgres) await sql`reset statement_timeout`.execute(conn);
    }
  });
}

async function runMigrations(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
