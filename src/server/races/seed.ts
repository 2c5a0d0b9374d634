import { resolve } from 'node:path';
import { readCalendarFile } from './calendar';
import type { RacesRepo } from './races-repo';

export const SEED_CALENDAR_PATH = resolve('seed/f1-calendar.json');

/** An empty database gets the bundled calendar; a database with races is left alone. */
export async function seedIfEmpty(races: RacesRepo, path = SEED_CALENDAR_PATH): Promise<number> {
  if ((await races.count()) > 0) return 0;
  const { added } = await races.importCalendar(readCalendarFile(path));
  return added;
}
