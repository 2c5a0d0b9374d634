import type { Race } from '../types';

// One race day everywhere (docs/decisions/0127-one-race-day.md). Every page, list, badge
// and My races line that names the day of a race reads it here:
// - a race with a start time is on the fan's local date of its START, at the fan's local
//   start time: Las Vegas at 04:00 UTC on Sunday is Saturday 20:00 in Los Angeles and
//   Sunday 05:00 in Madrid, on its card, in the explorer and in My Races alike; a night race
//   that runs past midnight stays on the day it started;
// - a race without one (a 'tbc' round) is on its `date`, the race day at the venue, the
//   same for every fan.
// Everything else reads `date`, the day at the venue, because it must be the same for every
// fan: ids and card anchors, the spec's past/upcoming phase, the order of lists, the
// calendar's all-day events.

type DayRace = Pick<Race, 'date' | 'startsAt'>;

/** The start in ms, or null (as race-start-time's raceStartMs; kept here so phase can use it). */
function raceStartMs(race: Pick<Race, 'startsAt'>): number | null {
  const ms = race.startsAt ? Date.parse(race.startsAt) : Number.NaN;
  return Number.isFinite(ms) ? ms : null;
}

/** 'YYYY-MM-DD' of an instant in a time zone (the runtime's own when none is given). */
export function dayInTimeZone(ms: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'YYYY-MM-DD' of an instant at a fixed offset east of UTC (minutes, +60 in Madrid's winter). */
export function dayAtUtcOffset(ms: number, utcOffsetMinutes: number): string {
  return new Date(ms + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The race's day for a fan: the local date of its start in `timeZone` (the fan's own by
 * default), or its venue race day when it has no start time.
 */
export function fanRaceDay(race: DayRace, timeZone?: string): string {
  const start = raceStartMs(race);
  return start === null ? race.date : dayInTimeZone(start, timeZone);
}

/** The same day for a fan `utcOffsetMinutes` east of UTC (what a badge's countdown knows). */
export function fanRaceDayAtOffset(race: DayRace, utcOffsetMinutes: number): string {
  const start = raceStartMs(race);
  return start === null ? race.date : dayAtUtcOffset(start, utcOffsetMinutes);
}

export interface RaceDayFormat {
  /** BCP 47 locale of the words ('en-GB', 'fr', 'ja'). */
  locale?: string;
  /** The fan's IANA zone; the runtime's own by default. */
  timeZone?: string;
  /** Name the weekday ('Sat, 21 Nov 2026'). */
  weekday?: boolean;
  /** Write the year (default true). */
  year?: boolean;
}

/**
 * The race's day written out ('21 Nov 2026', 'sam. 21 nov. 2026'): the fan's local date of
 * the start, or the venue race day when there is none. Never the time: formatRaceStart
 * writes day and time together.
 */
export function formatRaceDay(race: DayRace, format: RaceDayFormat = {}): string {
  const start = raceStartMs(race);
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    ...(format.year === false ? {} : { year: 'numeric' }),
    ...(format.weekday ? { weekday: 'short' } : {}),
  };
  if (start !== null) return dayFormatter(format.locale, options, format.timeZone).format(start);
  const dayMs = Date.parse(`${race.date}T00:00:00Z`);
  if (!Number.isFinite(dayMs)) return race.date;
  return dayFormatter(format.locale, options, 'UTC').format(dayMs);
}

// A list of 200 races names 200 days: one formatter per locale, zone and shape, not per race.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, timeZone, options]);
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dayFormatters.set(key, formatter);
  }
  return formatter;
}
