import { readFileSync } from 'node:fs';
import { parseCalendar } from '../../src/domain/calendar/calendar-gpvibes';
import type { SourceRace } from '../../src/domain/calendar/calendar-source';
import { readSportstimes } from '../../src/domain/calendar/calendar-sportstimes';
import { sprintOfWeekend } from '../../src/domain/calendar/calendar-sprints';
import { readHistoryFile } from '../../src/domain/history/history-file';
import { SPORTS, type Sport } from '../../src/domain/sports/sports';
import { SEASONS, sportSportstimesFile } from './calendar-files';

// Every race the site ships, named as it is stored: the archive since 1950, the seeded
// calendar, and each series' bundled calendars, each weekend's sprint a race of its own.

const ROOT = new URL('../../', import.meta.url);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, ROOT), 'utf8'));
}

function withSprints(races: readonly SourceRace[]): SourceRace[] {
  return races.flatMap((race) => {
    const sprint = sprintOfWeekend(race, race);
    return sprint ? [race, sprint] : [race];
  });
}

export function shippedRaces(): SourceRace[] {
  return withSprints([...readHistoryFile(readJson('seed/f1-history.json')), ...calendarRaces()]);
}

/** The races of the calendars alone (the seeded one and each series' bundled ones), no archive. */
export function shippedCalendarRaces(): SourceRace[] {
  return withSprints(calendarRaces());
}

function calendarRaces(): SourceRace[] {
  return [
    ...parseCalendar(readJson('seed/f1-calendar.json')),
    ...SPORTS.flatMap((sport) =>
      SEASONS.flatMap(
        (season) => readSportstimes(sportSportstimesFile(sport, season), sport).races,
      ),
    ),
  ];
}

/** Each name a race of the site may have, once with its sport, in the order first met. */
export function shippedRaceNames(): { sport: Sport; name: string }[] {
  const seen = new Map<string, { sport: Sport; name: string }>();
  for (const { sport, name } of shippedRaces()) {
    const key = `${sport}\u0000${name}`;
    if (!seen.has(key)) seen.set(key, { sport: sport ?? 'formula1', name });
  }
  return [...seen.values()];
}
