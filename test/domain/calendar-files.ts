import { readFileSync } from 'node:fs';
import type { StoredRace } from '../../src/domain/calendar/calendar-match';
import { sprintOfWeekend } from '../../src/domain/calendar/calendar-sprints';
import { raceIdFor } from '../../src/domain/races/race-names';
import type { Sport } from '../../src/domain/sports/sports';
import { SPORT_INFO } from '../../src/domain/sports/sports';

// The calendars tests read: the sportstimes/f1 files we ship, the same seasons in Ergast
// form, and the seeded calendar as stored races.

const ROOT = new URL('../../', import.meta.url);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, ROOT), 'utf8'));
}

export const SEASONS = [2025, 2026] as const;

export const sportstimesPath = (season: number) =>
  new URL(`seed/sources/sportstimes/f1-${season}.json`, ROOT).pathname;
export const ergastPath = (season: number) =>
  new URL(`fixtures/ergast/${season}.json`, ROOT).pathname;

export const sportstimesFile = (season: number) => readJson(sportstimesPath(season));

/** A sport's sportstimes file as shipped: 'seed/sources/sportstimes/motogp-2026.json'. */
export const sportSportstimesPath = (sport: Sport, season: number) =>
  new URL(`seed/sources/sportstimes/${SPORT_INFO[sport].sportstimesFolder}-${season}.json`, ROOT)
    .pathname;
export const sportSportstimesFile = (sport: Sport, season: number) =>
  readJson(sportSportstimesPath(sport, season));
export const ergastFile = (season: number) => readJson(ergastPath(season));

interface SeedRace {
  season: number;
  round: number;
  name: string;
  date: string;
  startsAt: string;
  sprintStartsAt?: string;
  location: string;
  countryFlag: string;
}

/**
 * The seeded calendar as the database holds it (ids made from season and name), each
 * sprint a race of its own right after its Grand Prix.
 */
export function seededRaces(): StoredRace[] {
  const seed = readJson('seed/f1-calendar.json') as { races: SeedRace[] };
  return seed.races.flatMap(({ sprintStartsAt, ...r }) => {
    const grandPrix: StoredRace = {
      ...r,
      id: raceIdFor(r.season, r.name),
      sport: 'formula1',
      isCurrent: false,
      cancelled: false,
    };
    const sprint = sprintOfWeekend({ ...grandPrix, sprintStartsAt }, grandPrix);
    return sprint ? [grandPrix, { ...sprint, isCurrent: false, cancelled: false }] : [grandPrix];
  });
}
