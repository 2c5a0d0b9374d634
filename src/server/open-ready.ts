import { type Database, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createChangeBus } from './live/change-bus';
import { createRacesRepo } from './races/races-repo';
import { seedIfEmpty } from './races/seed';

/**
 * Opens the database, brings the schema up to date and seeds an empty one. It lives at
 * the top of the server, beside deps.ts, because seeding belongs to the races feature and
 * db/ imports no feature. No app listens yet: the seed's change reaches only instances
 * already running (on PostgreSQL), so its bus is one of its own.
 */
export async function openReadyDatabase(
  url: string,
  opts: { seed?: boolean } = {},
): Promise<Database> {
  const database = await openDatabase(url);
  try {
    await migrateToLatest(database.db);
    if (opts.seed !== false) await seedIfEmpty(createRacesRepo(database.db, createChangeBus()));
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
