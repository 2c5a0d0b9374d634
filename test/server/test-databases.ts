import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// Every storage test runs against a real SQLite file and a real PostgreSQL database.
// PostgreSQL is required, not optional: a missing server fails the suite loudly.

export const TEST_POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'sqlite' | 'postgres';
  create(): Promise<ScratchDatabase>;
}

async function createSqlite(): Promise<ScratchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-test-'));
  return {
    url: join(dir, 'test.sqlite'),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function createPostgres(): Promise<ScratchDatabase> {
  const name = `gpvibes_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL tests need a server at ${TEST_POSTGRES_ADMIN_URL} (set TEST_DATABASE_URL, or start it: pg_ctlcluster 15 main start): ${(error as Error).message}`,
    );
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const TEST_DATABASES: TestDatabaseKind[] = [
  { name: 'sqlite', create: createSqlite },
  { name: 'postgres', create: createPostgres },
];
