import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseUnavailableError, openDatabase } from './connect';

describe('openDatabase', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-connect-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a SQLite file in WAL mode, creating its folder', async () => {
    const database = await openDatabase(join(dir, 'nested', 'folder', 'gp.sqlite'));
    try {
      expect(database.kind).toBe('sqlite');
      expect(database.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(database.sqlite?.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('names the file it cannot open', async () => {
    // A folder where the file should be: SQLite cannot open it as a database.
    await expect(openDatabase(dir)).rejects.toThrow(DatabaseUnavailableError);
    await expect(openDatabase(dir)).rejects.toThrow(/^DATABASE_URL: cannot open SQLite file/);
  });

  it('names an unreachable PostgreSQL without printing its password', async () => {
    const failure = openDatabase('postgres://admin:s3cret@127.0.0.1:1/gp');
    await expect(failure).rejects.toThrow(DatabaseUnavailableError);
    await expect(failure).rejects.toThrow(
      /^DATABASE_URL: cannot reach PostgreSQL at postgres:\/\/admin:\*\*\*@127\.0\.0\.1:1\/gp/,
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });
});
