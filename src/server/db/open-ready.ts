import { createRacesRepo } from '../races/races-repo';
import { seedIfEmpty } from '../races/seed';
import { type Database, openDatabase } from './connect';
import { migrateToLatest } from './migrate';

/** Opens the database, brings the schema up to date and seeds an empty one. */
export async function openReadyDatabase(
  url: string,
  opts: { seed?: boolean } = {},
): Promise<Database> {
  const database = await openDatabase(url);
  try {
    await migrateToLatest(database.db);
    if (opts.seed !== false) await seedIfEmpty(createRacesRepo(database.db));
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
