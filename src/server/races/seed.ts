import { resolve } from 'node:path';
import { parseCalendarText } from '../../domain/calendar/calendar-document';
import type { ParsedCalendar } from '../../domain/calendar/calendar-source';
import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT, SPORT_INFO } from '../../domain/sports/sports';
import { readCalendarFile, readCalendarText } from './calendar';
import type { RacesRepo } from './races-repo';

export const SEED_CALENDAR_PATH = resolve('seed/f1-calendar.json');
/** The sportstimes files shipped with the site (MIT, see its SOURCE.md). */
export const SEED_SPORTSTIMES_DIR = resolve('seed/sources/sportstimes');
/** The seasons every sport listed in SPORTS is seeded with. */
export const SEED_SEASONS = [2025, 2026] as const;

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

/** A sport's bundled sportstimes files, read under that sport. */
export function bundledCalendars(sport: Sport, dir = SEED_SPORTSTIMES_DIR): ParsedCalendar[] {
  return SEED_SEASONS.map((season) => {
    const path = `${dir}/${SPORT_INFO[sport].sportstimesFolder}-${season}.json`;
    return parseCalendarText(readCalendarText(path), path, 'sportstimes', sport);
  });
}

/**
 * Each listed sport other than Formula 1 (seeded above from its own calendar) that has no
 * races yet gets its bundled 2025 and 2026 calendars; a sport with races, and every other
 * sport, is left alone. So a sport listed later is added on the next start, and one an
 * operator imported or synced is never overwritten. Returns the races added per sport.
 */
export async function seedSports(
  races: RacesRepo,
  sports: readonly Sport[],
): Promise<Partial<Record<Sport, number>>> {
  const added: Partial<Record<Sport, number>> = {};
  for (const sport of sports) {
    if (sport === DEFAULT_SPORT || (await races.countOf(sport)) > 0) continue;
    try {
      const result = await races.applyCalendar(bundledCalendars(sport), { cancelMissing: false });
      added[sport] = result.added;
    } catch (error) {
      // Another instance starting at once seeded it first.
      if ((await races.countOf(sport)) > 0) continue;
      throw error;
    }
  }
  return added;
}
