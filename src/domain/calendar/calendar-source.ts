import type { z } from 'zod';
import { raceIdFor } from '../races/race-names';
import type { Sport } from '../sports/sports';
import type { Race } from '../types';

// What every calendar format is read into: our race shape, plus what a source may say that
// we do not store (yet). Parsers are pure; reading files and URLs is the server's job.

export const CALENDAR_FORMATS = ['gpvibes', 'sportstimes', 'ergast'] as const;
/**
 * The history of races already run (f1db's release, domain/history/): matched like any
 * public calendar, but only imported, never synced, since a season it lists in part is
 * not a calendar that drops the rest.
 */
export const HISTORY_FORMAT = 'f1db';
export type CalendarFormat = (typeof CALENDAR_FORMATS)[number] | typeof HISTORY_FORMAT;

export type CalendarRace = Omit<Race, 'isCurrent'> & { isCurrent?: boolean };

export interface SourceRace extends CalendarRace {
  /** Sprint start in UTC when the weekend has one: stored as a sprint race of its own. */
  sprintStartsAt?: string | null;
  /** A sprint's race day where the source knows the day but not the start (f1db before 2024). */
  sprintDate?: string;
  /** Which race of its round this is, where a round has several (', Race 2'). */
  part?: number;
}

/** What a source says of one race, before it is given our race shape. */
export interface SourceRaceFields {
  /** The source's own id; without one, the race's id is its season's and its name's. */
  id?: string | undefined;
  season: number;
  round: number;
  name: string;
  date: string;
  location: string;
  countryFlag: string;
  sport: Sport;
  startsAt?: string | null | undefined;
  sprintStartsAt?: string | null | undefined;
  sprintDate?: string | undefined;
  isCurrent?: boolean | undefined;
  cancelled?: boolean | undefined;
}

/**
 * One race in our shape, by the same id and sprint rules whichever file it was read from.
 * A sprint is stored by its start, else by its day alone (the history before 2024 knows no
 * more); without either the race names no sprint. A flag the source leaves unsaid stays out,
 * so the stored race keeps its own.
 */
export function buildSourceRace(fields: SourceRaceFields): SourceRace {
  const { id, season, name, startsAt, sprintStartsAt, sprintDate, isCurrent, cancelled } = fields;
  return {
    id: id ?? raceIdFor(season, name),
    season,
    round: fields.round,
    name,
    date: fields.date,
    location: fields.location,
    countryFlag: fields.countryFlag,
    sport: fields.sport,
    startsAt: startsAt ?? null,
    ...(sprintStartsAt
      ? { sprintStartsAt }
      : sprintDate
        ? { sprintStartsAt: null, sprintDate }
        : {}),
    ...(isCurrent === undefined ? {} : { isCurrent }),
    ...(cancelled === undefined ? {} : { cancelled }),
  };
}

export interface ParsedCalendar {
  format: CalendarFormat;
  races: SourceRace[];
  /** Rounds the source lists that are not events, each a line saying why. */
  skipped?: string[];
}

/** A calendar that cannot be used; the message names the race and the field. */
export class CalendarError extends Error {}

/** The format a parsed JSON document is written in, or null when it is none of ours. */
export function detectCalendarFormat(json: unknown): CalendarFormat | null {
  if (!json || typeof json !== 'object') return null;
  if ('MRData' in json) return 'ergast';
  const races = (json as { races?: unknown }).races;
  if (!Array.isArray(races)) return null;
  const first = races[0] as Record<string, unknown> | undefined;
  return first && typeof first === 'object' && 'sessions' in first ? 'sportstimes' : 'gpvibes';
}

/**
 * 'race 4 (Bahrain): sessions.gp is not a UTC time' — the first problem, named by the
 * race's position, its name when it has one, and the field inside it.
 */
export function describeIssue(
  issue: z.core.$ZodIssue,
  racesPath: readonly (string | number)[],
  raceName: (index: number) => string | undefined,
): string {
  const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
  const atRaces = racesPath.every((p, i) => path[i] === p);
  const index = path[racesPath.length];
  if (atRaces && typeof index === 'number') {
    const name = raceName(index);
    const field = path.slice(racesPath.length + 1).join('.') || 'race';
    return `race ${index + 1}${name ? ` (${name})` : ''}: ${field} ${issue.message}`;
  }
  return `${path.length ? path.join('.') : 'file'} ${issue.message}`;
}

/** '2025-03-16T04:00:00.000Z' and '2025-03-16T04:00:00Z' are one time; store the short form. */
export function utcIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The race day where the race is held. Sessions are in UTC only; the longitude gives the
 * sun's offset, close enough for a race that starts in the local afternoon or evening
 * (Las Vegas at 04:00 UTC on Sunday is Saturday night there). Without it, the UTC day.
 */
export function localRaceDay(startMs: number, longitude: number | undefined): string {
  const offsetHours = longitude === undefined ? 0 : Math.round(longitude / 15);
  return new Date(startMs + offsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/** Sources give 'Mexican'; our races are called 'Mexican Grand Prix'. */
export function grandPrixName(name: string): string {
  const trimmed = name.trim();
  return /grand prix/i.test(trimmed) ? trimmed : `${trimmed} Grand Prix`;
}
