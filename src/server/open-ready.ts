import type { Sport } from '../domain/sports/sports';
import { type Database, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedHistory } from './history/history-seed';
import { createChangeBus } from './live/change-bus';
import { createRacesRepo } from './races/races-repo';
import { seedIfEmpty, seedSports } from './races/seed';

/**
 * Opens the database, brings the schema up to date and seeds an empty one. It lives at
 * the top of the server, beside deps.ts, because seeding belongs to the races feature and
 * db/ imports no feature. No app listens yet: the seed's change reaches only instances
 * already running (on PostgreSQL), so its bus is one of its own.
 */
export async function openReadyDatabase(
  url: string,
  opts: { seed?: boolean; sports?: readonly Sport[]; history?: boolean } = {},
): Promise<Database> {
  const database = await openDatabase(url);
  try {
    await migrateToLatest(database.db);
    if (opts.seed !== false) {
      const races = createRacesRepo(database.db, createChangeBus());
      await seedIfEmpty(races);
      // The sports SPORTS lists (docs/configuration.md): each seeded while it has no races.
      if (opts.sports) await seedSports(races, opts.sports);
      // Every Formula 1 race since 1950 (F1_HISTORY): after the calendar, so a race both
      // list lands on the calendar's row.
      if (opts.history) await seedHistory(database.db, createChangeBus());
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
