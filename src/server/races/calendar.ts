import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseErgast } from '../../domain/calendar/calendar-ergast';
import {
  CALENDAR_FORMATS,
  CalendarError,
  type CalendarFormat,
  type CalendarRace,
  detectCalendarFormat,
  HISTORY_FORMAT,
  type ParsedCalendar,
  type SourceRace,
} from '../../domain/calendar/calendar-source';
import { readSportstimes } from '../../domain/calendar/calendar-sportstimes';
import { raceIdFor } from '../../domain/races/race-names';
import {
  DEFAULT_SPORT,
  SPORT_INFO,
  sportName,
  sportOfSportstimesUrl,
} from '../../domain/sports/sports';
import { SPORTS, type Sport } from '../../domain/types';

export { CalendarError, type CalendarRace };

// One schema for every calendar we read: the seed file, and files an operator imports.

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  // Date.parse rolls 2025-02-30 over to March, so the date must survive a round trip.
  .refine((d) => isRealDate(d), 'is not a real date');

function isRealDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date;
}

const calendarRace = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'must be lowercase letters, digits and dashes')
    .optional(),
  season: z.number().int().min(1950).max(2100),
  round: z.number().int().min(1).max(99),
  name: z.string().trim().min(1, 'must not be empty').max(120),
  date: isoDate,
  location: z.string().trim().min(1, 'must not be empty').max(120),
  countryFlag: z.string().max(16).default(''),
  isCurrent: z.boolean().optional(),
  sport: z.enum(SPORTS).optional(),
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The weekend's sprint, stored as a race of its own tied to this Grand Prix. */
  sprintStartsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  cancelled: z.boolean().optional(),
});

const calendarSchema = z.object({
  sport: z.enum(SPORTS).default(DEFAULT_SPORT),
  races: z.array(calendarRace).min(1, 'must list at least one race'),
});

export function parseCalendar(input: unknown, source = 'calendar', sport?: Sport): SourceRace[] {
  // A sport named on the command line is the file's sport where the file names none.
  const withSport =
    sport && input && typeof input === 'object' && !('sport' in input)
      ? { ...input, sport }
      : input;
  const parsed = calendarSchema.safeParse(withSport);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : 'file';
    throw new CalendarError(`${source}: ${where} ${issue.message}`);
  }
  const seen = new Set<string>();
  return parsed.data.races.map((r, index) => {
    const id = r.id ?? raceIdFor(r.season, r.name);
    if (seen.has(id)) throw new CalendarError(`${source}: races.${index} repeats race id '${id}'`);
    seen.add(id);
    return {
      id,
      season: r.season,
      round: r.round,
      name: r.name,
      date: r.date,
      location: r.location,
      countryFlag: r.countryFlag,
      sport: r.sport ?? parsed.data.sport,
      startsAt: r.startsAt ?? null,
      ...(r.sprintStartsAt ? { sprintStartsAt: r.sprintStartsAt } : {}),
      ...(r.isCurrent === undefined ? {} : { isCurrent: r.isCurrent }),
      ...(r.cancelled === undefined ? {} : { cancelled: r.cancelled }),
    };
  });
}

/**
 * The sport a source names by itself: a sportstimes URL by its `_db/<folder>/` part, a
 * shipped file by its name ('motogp-2026.json'); null when it names none.
 */
export function sportOfSource(source: string): Sport | null {
  const byUrl = sportOfSportstimesUrl(source);
  if (byUrl) return byUrl;
  const folder = /(?:^|[/\\])([a-z0-9-]+)-\d{4}\.json$/.exec(source)?.[1];
  return SPORTS.find((sport) => SPORT_INFO[sport].sportstimesFolder === folder) ?? null;
}

/** Whether any round of a sportstimes file has Formula 1's race session (`gp`). */
function hasGrandPrixSession(json: unknown): boolean {
  const races = (json as { races?: { sessions?: Record<string, unknown> }[] }).races ?? [];
  return races.some((race) => race?.sessions?.gp !== undefined);
}

/**
 * Any calendar we read, in the format it is written in (or the one named): our own, the
 * sportstimes files of any sport, or Ergast as Jolpica-F1 serves it (Formula 1 only).
 * `sport` is the sport of a sportstimes file: named, else the one its URL or name says,
 * else Formula 1. Errors start with the source.
 */
export function parseCalendarDocument(
  json: unknown,
  source: string,
  format?: CalendarFormat,
  sport?: Sport,
): ParsedCalendar {
  const detected = format ?? detectCalendarFormat(json);
  if (detected === HISTORY_FORMAT) {
    throw new CalendarError(`${source}: an f1db release is history, read by races:import only`);
  }
  if (!detected) {
    throw new CalendarError(
      `${source}: not a calendar in a known format (${CALENDAR_FORMATS.join(', ')})`,
    );
  }
  if (detected === 'gpvibes') {
    return { format: detected, races: parseCalendar(json, source, sport) };
  }
  if (detected === 'ergast' && sport && sport !== DEFAULT_SPORT) {
    throw new CalendarError(
      `${source}: Ergast calendars are ${sportName(DEFAULT_SPORT, 'en')} only, not ${sportName(sport, 'en')}`,
    );
  }
  const named = sport ?? sportOfSource(source);
  try {
    if (detected === 'ergast') return { format: detected, races: parseErgast(json) };
    const read = readSportstimes(json, named ?? DEFAULT_SPORT);
    return { format: detected, races: read.races, skipped: read.skipped };
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    // Another sport's file read as Formula 1's lacks every Grand Prix session: say how to name it.
    const hint =
      detected === 'sportstimes' && !named && !hasGrandPrixSession(json)
        ? ` (another sport's sportstimes file? name it with --sport: ${SPORTS.join(', ')})`
        : '';
    throw new CalendarError(`${source}: ${error.message}${hint}`);
  }
}

export function parseCalendarText(
  text: string,
  source: string,
  format?: CalendarFormat,
  sport?: Sport,
): ParsedCalendar {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CalendarError(`${source}: not valid JSON (${(error as Error).message})`);
  }
  return parseCalendarDocument(json, source, format, sport);
}

export function readCalendarText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new CalendarError(`${path}: cannot read file (${(error as NodeJS.ErrnoException).code})`);
  }
}

/** Our own calendar format from a file (the seed, and `races:import` without --format). */
export function readCalendarFile(path: string): SourceRace[] {
  return parseCalendarText(readCalendarText(path), path, 'gpvibes').races;
}
