import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/connect';
import { stableJson } from './proof-votes';

/** Every table of the app's schema, found in the catalogue (so new tables are covered too). */
async function tableNames(database: Database): Promise<string[]> {
  const query =
    database.kind === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = current_schema()`;
  const { rows } = await query.execute(database.db);
  return rows.map((r) => r.name).sort();
}

/**
 * A fingerprint of the whole database: each table's rows, order-independent. Two equal
 * digests mean nothing was inserted, updated or deleted anywhere in between.
 */
export async function databaseDigest(database: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await tableNames(database)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    const lines = rows.map((row) => stableJson(row)).sort();
    out[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}
