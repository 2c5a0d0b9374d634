import { Migrator, sql } from 'kysely';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { type Database, openDatabase } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

const CORE_TABLES = ['races', 'secrets', 'tallies', 'tally_tags', 'votes'];

/** table → sorted column names, as the database itself reports them. */
async function describeTables(database: Database): Promise<Record<string, string[]>> {
  const tables = await database.db.introspection.getTables();
  return Object.fromEntries(
    tables
      .map((t) => [t.name, t.columns.map((c) => c.name).sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

async function appliedMigrations(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  return (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
}

const layouts: Partial<Record<string, Record<string, string[]>>> = {};

describe.each(TEST_DATABASES)('migrations on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await kind.create();
    database = await openDatabase(scratch.url);
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('give a fresh database every table and apply every migration', async () => {
    expect(Object.keys(await describeTables(database))).toEqual([]);
    await migrateToLatest(database.db);
    const layout = await describeTables(database);
    expect(Object.keys(layout)).toEqual(expect.arrayContaining(CORE_TABLES));
    expect(await appliedMigrations(database)).toEqual(Object.keys(migrations).sort());
    layouts[kind.name] = layout;
  });

  it('do nothing when run again, and keep the data', async () => {
    await database.db
      .insertInto('races')
      .values({
        id: 'kept',
        season: 2026,
        round: 1,
        name: 'Kept Grand Prix',
        date: '2026-03-01',
        location: 'Here',
        country_flag: '',
        is_current: 0,
        sport: 'formula1',
        starts_at: null,
        manual_override: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const countRaces = async () =>
      Number(
        (
          await database.db
            .selectFrom('races')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await describeTables(database);
    await migrateToLatest(database.db);
    await migrateToLatest(database.db);
    expect(await describeTables(database)).toEqual(before);
    expect(await countRaces()).toBe(1);
    expect(await appliedMigrations(database)).toEqual(Object.keys(migrations).sort());
  });
});

describe.each(TEST_DATABASES.filter((kind) => kind.name === 'postgres'))(
  'migrations on $name only',
  (kind) => {
    it('keep room on each page of votes for changes of mind (0011)', async () => {
      const scratch = await kind.create();
      const database = await openDatabase(scratch.url);
      try {
        await migrateToLatest(database.db);
        const { rows } = await sql<{ reloptions: string[] | null }>`
          select reloptions from pg_class where relname = 'votes'`.execute(database.db);
        expect(rows[0]?.reloptions).toEqual(['fillfactor=70']);
      } finally {
        await database.close();
        await scratch.drop();
      }
    });
  },
);

describe('migrations on both databases', () => {
  it('build the same tables with the same columns', () => {
    // Runs after the per-database blocks above (vitest keeps file order).
    expect(layouts.sqlite).toBeDefined();
    expect(layouts.postgres).toEqual(layouts.sqlite);
  });
});
