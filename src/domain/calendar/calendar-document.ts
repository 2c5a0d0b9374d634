import {
  DEFAULT_SPORT,
  SPORT_INFO,
  SPORTS,
  type Sport,
  sportName,
  sportOfSportstimesUrl,
} from '../sports/sports';
import { parseErgast } from './calendar-ergast';
import { parseCalendar } from './calendar-gpvibes';
import {
  CALENDAR_FORMATS,
  CalendarError,
  type CalendarFormat,
  detectCalendarFormat,
  HISTORY_FORMAT,
  type ParsedCalendar,
} from './calendar-source';
import { readSportstimes } from './calendar-sportstimes';

// A calendar document of any format we read, from its text: the server reads the file or
// the URL, and hands the text here.

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

/** A calendar document's text, as `parseCalendarDocument` reads it; text that is not JSON is refused. */
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
