import { z } from 'zod';
import { raceIdFor } from '../races/race-names';
import { flagForPlace } from './calendar-places';
import {
  CalendarError,
  describeIssue,
  grandPrixName,
  localRaceDay,
  type SourceRace,
  utcIso,
} from './calendar-source';

// The Ergast format that Jolpica-F1 serves (api.jolpi.ca/ergast/f1/<year>.json):
// MRData.RaceTable.Races[] with strings for numbers and the local race day.

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const utcClock = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2})?(\.\d+)?Z$/, 'must be a UTC time written HH:MM:SSZ');
const wholeNumber = z.string().regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1');

const ergastRace = z.object({
  season: wholeNumber,
  round: wholeNumber,
  raceName: z.string().trim().min(1, 'must not be empty').max(120),
  Circuit: z.object({
    Location: z.object({
      locality: z.string().trim().min(1, 'must not be empty').max(120),
      country: z.string().trim().max(120).optional(),
      long: z
        .string()
        .regex(/^-?\d{1,3}(\.\d+)?$/, 'must be a longitude in degrees')
        .optional(),
    }),
  }),
  date: isoDay,
  time: utcClock.optional(),
  Sprint: z.object({ date: isoDay, time: utcClock.optional() }).optional(),
});

const ergastSchema = z.object({
  MRData: z.object({
    RaceTable: z.object({ Races: z.array(ergastRace).min(1, 'must list at least one race') }),
  }),
});

const RACES_PATH = ['MRData', 'RaceTable', 'Races'] as const;

function utcStart(date: string, time: string | undefined, field: string): string | null {
  if (!time) return null;
  const ms = Date.parse(`${date}T${time}`);
  if (Number.isNaN(ms)) throw new CalendarError(`${field} is not a real time`);
  return utcIso(ms);
}

export function parseErgast(input: unknown): SourceRace[] {
  const parsed = ergastSchema.safeParse(input);
  if (!parsed.success) {
    const raw = (input as { MRData?: { RaceTable?: { Races?: { raceName?: unknown }[] } } } | null)
      ?.MRData?.RaceTable?.Races;
    const nameAt = (i: number) => {
      const name = raw?.[i]?.raceName;
      return typeof name === 'string' ? name : undefined;
    };
    throw new CalendarError(describeIssue(parsed.error.issues[0]!, RACES_PATH, nameAt));
  }
  return parsed.data.MRData.RaceTable.Races.map((r, index) => {
    const season = Number(r.season);
    const name = grandPrixName(r.raceName);
    const where = `race ${index + 1} (${r.raceName}):`;
    const { locality, country, long } = r.Circuit.Location;
    // Ergast's date and time together are the UTC start; the race day is where it is held.
    const startsAt = utcStart(r.date, r.time, `${where} time`);
    const longitude = long === undefined ? undefined : Number(long);
    return {
      id: raceIdFor(season, name),
      season,
      round: Number(r.round),
      name,
      date: startsAt ? localRaceDay(Date.parse(startsAt), longitude) : r.date,
      location: locality,
      countryFlag: flagForPlace(country, locality),
      sport: 'formula1',
      startsAt,
      sprintStartsAt: r.Sprint
        ? utcStart(r.Sprint.date, r.Sprint.time, `${where} Sprint.time`)
        : null,
    };
  });
}
