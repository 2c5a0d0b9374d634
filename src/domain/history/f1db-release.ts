import { z } from 'zod';
import { flagForCountryCode } from '../calendar/calendar-places';
import {
  buildSourceRace,
  CalendarError,
  describeIssue,
  localRaceDay,
  utcIso,
} from '../calendar/calendar-source';
import { DAY_MS } from '../constants';
import type { HistoryRace } from './history-race';
import { countResults } from './result-counts';
import { titleStakesOf } from './title-stakes';

// The f1db project's single-file JSON release (f1db.json, CC BY 4.0, github.com/f1db/f1db):
// every World Championship race since 1950 with its classification and the standings after
// it. Only what a race row, its result counts and its title stake need is read; zod drops
// every other field (drivers, teams, who stands where) as the file is parsed, so no name
// ever gets further than this parser.

const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

const count = z.number().int().min(0);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const utcClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a UTC time written HH:MM');

const resultRow = z.object({
  positionNumber: nullable(z.number().int().min(1)),
  positionText: z.string().min(1).max(8),
  // A string in the release; a number where a file was written by hand.
  driverNumber: z.union([z.string(), z.number()]).transform(String),
  constructorId: z.string(),
  sharedCar: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  laps: nullable(count),
  timeMillis: nullable(count),
  gapMillis: nullable(z.number().int()),
  gapLaps: nullable(count),
  reasonRetired: nullable(z.string()),
  gridPositionNumber: nullable(z.number().int().min(1)),
  positionsGained: nullable(z.number().int()),
  pitStops: nullable(count),
  points: nullable(z.number().min(0)),
});

// Of a standing only its points: whose they are and where they stand are dropped here.
const standing = z.object({ points: z.number().min(0) });

const race = z.object({
  year: z.number().int().min(1950).max(2100),
  round: z.number().int().min(1).max(99),
  date: isoDay,
  time: nullable(utcClock),
  grandPrixId: z.string().min(1),
  circuitId: z.string().min(1),
  laps: count,
  scheduledLaps: nullable(count),
  sprintRaceDate: nullable(isoDay),
  sprintRaceTime: nullable(utcClock),
  sprintRaceLaps: nullable(count),
  sprintRaceScheduledLaps: nullable(count),
  raceResults: nullable(z.array(resultRow)),
  sprintRaceResults: nullable(z.array(resultRow)),
  // Only whether the race's stops were recorded: each result row carries its own count.
  pitStops: nullable(z.array(z.unknown())),
  driversChampionshipDecider: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  driverStandings: nullable(z.array(standing)),
});

const releaseSchema = z.object({
  grandsPrix: z.array(z.object({ id: z.string(), fullName: z.string().min(1).max(120) })),
  circuits: z.array(
    z.object({
      id: z.string(),
      placeName: z.string().min(1).max(120),
      countryId: z.string(),
      longitude: z.number().min(-180).max(180),
    }),
  ),
  countries: z.array(z.object({ id: z.string(), alpha2Code: z.string().regex(/^[A-Za-z]{2}$/) })),
  races: z.array(race).min(1, 'must list at least one race'),
});

type ReleaseRace = z.infer<typeof race>;

/** A sprint the source gives no day for ran the day before its Grand Prix, as all have. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

const startOf = (date: string | null, time: string | null) =>
  date && time ? utcIso(Date.parse(`${date}T${time}:00Z`)) : null;

function resultsOf(r: ReleaseRace) {
  const grandPrix = countResults(
    r.raceResults ?? [],
    { laps: r.laps, scheduledLaps: r.scheduledLaps },
    r.pitStops !== null,
  );
  const sprintRows = r.sprintRaceResults ?? [];
  const sprint = sprintRows.length
    ? countResults(
        sprintRows,
        { laps: r.sprintRaceLaps, scheduledLaps: r.sprintRaceScheduledLaps },
        false,
      )
    : null;
  return { grandPrix, sprint };
}

/**
 * The races of an f1db release that have been run (a classification with a starter), in
 * our race shape, each with its result counts and its sprint's. `seasons` keeps only
 * those seasons. Errors name the race and the field.
 */
export function readF1dbRelease(
  input: unknown,
  seasons?: { from: number; to: number },
): HistoryRace[] {
  const parsed = releaseSchema.safeParse(input);
  if (!parsed.success) {
    const raw = (input as { races?: { year?: unknown; round?: unknown }[] } | null)?.races;
    const nameAt = (i: number) =>
      raw?.[i] ? `${String(raw[i].year)} round ${String(raw[i].round)}` : undefined;
    throw new CalendarError(describeIssue(parsed.error.issues[0]!, ['races'], nameAt));
  }
  const { grandsPrix, circuits, countries, races } = parsed.data;
  const grandPrixById = new Map(grandsPrix.map((g) => [g.id, g]));
  const circuitById = new Map(circuits.map((c) => [c.id, c]));
  const countryById = new Map(countries.map((c) => [c.id, c]));
  const stakes = titleStakesOf(
    races.map((r) => ({
      year: r.year,
      round: r.round,
      decidedHere: r.driversChampionshipDecider,
      standings: r.driverStandings?.map((s) => s.points) ?? null,
      winWorth: winWorthOf(r),
    })),
  );
  const out: HistoryRace[] = [];
  for (const [index, r] of races.entries()) {
    if (seasons && (r.year < seasons.from || r.year > seasons.to)) continue;
    const { grandPrix, sprint } = resultsOf(r);
    if (!grandPrix) continue; // not run yet, or called off
    const where = `${r.year} round ${r.round}`;
    const gp = grandPrixById.get(r.grandPrixId);
    const circuit = circuitById.get(r.circuitId);
    if (!gp) throw new CalendarError(`${where}: grandPrixId '${r.grandPrixId}' is not listed`);
    if (!circuit) throw new CalendarError(`${where}: circuitId '${r.circuitId}' is not listed`);
    const country = countryById.get(circuit.countryId);
    const startsAt = startOf(r.date, r.time);
    // f1db names each race in full ('British Grand Prix', 'Indianapolis 500').
    const name = gp.fullName;
    out.push({
      ...buildSourceRace({
        season: r.year,
        round: r.round,
        name,
        // The release's day is UTC; ours is where the race is held (docs/decisions/0127).
        date: startsAt ? localRaceDay(Date.parse(startsAt), circuit.longitude) : r.date,
        location: circuit.placeName,
        countryFlag: country ? flagForCountryCode(country.alpha2Code) : '',
        sport: 'formula1',
        startsAt,
        ...(sprint ? sprintTimes(r) : {}),
      }),
      results: { ...grandPrix, titleStake: stakes[index]! },
      sprintResults: sprint,
    });
  }
  return out;
}

/** The most points a car scored at the race: what its win was worth; null without points. */
function winWorthOf(r: ReleaseRace): number | null {
  const points = (r.raceResults ?? []).flatMap((row) => (row.points === null ? [] : [row.points]));
  return points.length ? Math.max(...points) : null;
}

function sprintTimes(r: ReleaseRace): Pick<HistoryRace, 'sprintStartsAt' | 'sprintDate'> {
  const sprintStartsAt = startOf(r.sprintRaceDate, r.sprintRaceTime);
  return sprintStartsAt
    ? { sprintStartsAt }
    : { sprintStartsAt: null, sprintDate: r.sprintRaceDate ?? dayBefore(r.date) };
}
