import { resolve } from 'node:path';
import { readCalendarFile } from './calendar';
import type { RacesRepo } from './races-repo';

export const SEED_CALENDAR_PATH = resolve('seed/f1-calendar.json');

/**
 * An empty database gets the bundled calendar; a database with races is left alone.
 * Several instances starting together on one empty PostgreSQL database all see it empty;
 * the import is one transaction, so one of them seeds and the others' inserts collide.
 * A collision after which races exist means another instance seeded: not an error.
 */
export async function seedIfEmpty(races: RacesRepo, path = SEED_CALENDAR_PATH): Promise<number> {
  if ((await races.count()) > 0) return 0;
  try {
    const { added } = await races.importCalendar(readCalendarFile(path));
    return added;
  } catch (error) {
    if ((await races.count()) > 0) return 0;
    throw error;
  }
}
