import { z } from 'zod';
import { dayInTimeZone } from '../races/race-day';
import { raceIdFor } from '../races/race-names';
import type { SeriesEvents, SeriesSessions } from '../sports/sport-events';
import type { Sport } from '../sports/sports';
import { DEFAULT_SPORT, type SportInfo, sportInfo } from '../sports/sports';
import { flagForPlace } from './calendar-places';
import { rateableSessions, seriesEventId, seriesEventName, seriesPlace } from './calendar-series';
import {
  CalendarError,
  describeIssue,
  grandPrixName,
  localRaceDay,
  type SourceRace,
  utcIso,
} from './calendar-source';
import { correctedSessionTime } from './calendar-venues';

// The sportstimes calendars (github.com/sportstimes/f1, _db/<series>/<year>.json, MIT):
// races[] with a short name ('Mexican'), a place, the round and every session in UTC. One
// format for every series; which sessions are events, and their names, are the sport's.

const utcTime = z.iso.datetime({ offset: true, error: 'is not a UTC time' });

const sportstimesRace = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100),
  location: z.string().trim().min(1, 'must not be empty').max(100),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  round: z.number().int().min(1).max(99),
  slug: z.string().optional(),
  tbc: z.boolean().optional(),
  canceled: z.boolean().optional(),
  sessions: z.object({ gp: utcTime, sprint: utcTime.optional() }).catchall(z.unknown()),
});

const sportstimesSchema = z.object({
  races: z.array(sportstimesRace).min(1, 'must list at least one race'),
});

// Other series' files are looser: MotoGP writes coordinates as strings, IndyCar has no
// place at all. Only what an event cannot do without is required.
const coordinate = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'is not a number'),
    ])
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .optional();

const seriesRace = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100),
  location: z.string().trim().max(100).optional(),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  round: z.number().int().min(1).max(99),
  slug: z.string().max(200).optional(),
  tbc: z.boolean().optional(),
  canceled: z.boolean().optional(),
  sessions: z.record(z.string(), z.unknown()),
});

const seriesSchema = z.object({
  races: z.array(seriesRace).min(1, 'must list at least one race'),
});

function nameAtOf(input: unknown) {
  const raw = (input as { races?: { name?: unknown }[] } | null)?.races;
  return (i: number) => {
    const name = raw?.[i]?.name;
    return typeof name === 'string' && name.trim() ? name : undefined;
  };
}

/** A race read from a sportstimes file, of sport `S`: perhaps a series not yet in `SPORTS`. */
export type SportstimesRace<S extends string = Sport> = Omit<SourceRace, 'sport'> & { sport: S };

export interface SportstimesRead<S extends string = Sport> {
  races: SportstimesRace<S>[];
  /** Rounds with no session a fan rates: one line each. */
  skipped: string[];
}

/** A sportstimes file of `sport` (Formula 1 unless named), as our events. */
export function parseSportstimes(input: unknown, sport: Sport = DEFAULT_SPORT): SourceRace[] {
  return readSportstimes(input, sport).races;
}

/**
 * A sportstimes file as the events of a sport of the table (Formula 1 unless named), or of
 * a series whose record is handed in whole (one being described before it joins `SPORTS`):
 * its record's `events` say what a round is.
 */
export function readSportstimes(input: unknown, sport?: Sport): SportstimesRead;
export function readSportstimes<S extends string>(
  input: unknown,
  sport: SportInfo<S>,
): SportstimesRead<S>;
export function readSportstimes(
  input: unknown,
  sport: Sport | SportInfo<string> = DEFAULT_SPORT,
): SportstimesRead<string> {
  const info = sportInfo(sport);
  return info.events.kind === 'grand-prix'
    ? { races: readGrandPrix(input, info.sport), skipped: [] }
    : readSeries(input, info, info.events);
}

function readGrandPrix(input: unknown, sport: string): SportstimesRace<string>[] {
  const parsed = sportstimesSchema.safeParse(input);
  if (!parsed.success) {
    throw new CalendarError(describeIssue(parsed.error.issues[0]!, ['races'], nameAtOf(input)));
  }
  return parsed.data.races.map((r) => {
    const startMs = Date.parse(r.sessions.gp);
    const season = new Date(startMs).getUTCFullYear();
    const name = grandPrixName(r.name);
    return {
      id: raceIdFor(season, name),
      season,
      round: r.round,
      name,
      date: localRaceDay(startMs, r.longitude),
      location: r.location,
      countryFlag: flagForPlace(r.location),
      sport,
      // 'tbc': the times are placeholders, the day is not.
      startsAt: r.tbc ? null : utcIso(startMs),
      sprintStartsAt: r.sessions.sprint && !r.tbc ? utcIso(Date.parse(r.sessions.sprint)) : null,
      ...(r.canceled ? { cancelled: true } : {}),
    };
  });
}

type Round = z.infer<typeof seriesRace>;

/** One event of a round before it is named: its session and its start. */
interface RoundEvent {
  index: number;
  round: Round;
  startMs: number;
  sprintMs: number | null;
  part?: number;
}

function sessionTime(sport: string, round: Round, index: number, session: string): number | null {
  const value = round.sessions[session];
  if (value === undefined || value === null) return null;
  const time = utcTime.safeParse(value);
  if (!time.success) {
    throw new CalendarError(
      `race ${index + 1} (${round.name}): sessions.${session} is not a UTC time`,
    );
  }
  // A time the file is known to get wrong (calendar-venues.ts) is read as corrected.
  return Date.parse(correctedSessionTime(sport, round.slug, session, time.data));
}

/** A round's events, or a line saying why it has none. */
function eventsOfRound(
  sport: string,
  sessions: SeriesSessions,
  round: Round,
  index: number,
): RoundEvent[] | string {
  const { main, sprint, parts } = sessions;
  const times = new Map(
    rateableSessions(sessions).map((s) => [s, sessionTime(sport, round, index, s)]),
  );
  if (parts) {
    const events = parts.flatMap((session, i) => {
      const startMs = times.get(session);
      return startMs == null ? [] : [{ index, round, startMs, sprintMs: null, part: i + 1 }];
    });
    if (events.length) return events;
  } else if (main) {
    const startMs = times.get(main);
    if (startMs != null) {
      return [{ index, round, startMs, sprintMs: sprint ? (times.get(sprint) ?? null) : null }];
    }
  }
  const wanted = rateableSessions(sessions).join(', ');
  return `skip race ${index + 1} (${round.name}): no session a fan rates (${wanted})`;
}

/** Whether a number is a real coordinate: 0,0 is the files' "unknown". */
function knownLongitude(round: Round): number | undefined {
  if (round.latitude === 0 && round.longitude === 0) return undefined;
  return round.longitude;
}

function readSeries(
  input: unknown,
  info: SportInfo<string>,
  series: SeriesEvents,
): SportstimesRead<string> {
  const { sport } = info;
  const parsed = seriesSchema.safeParse(input);
  if (!parsed.success) {
    throw new CalendarError(describeIssue(parsed.error.issues[0]!, ['races'], nameAtOf(input)));
  }
  const skipped: string[] = [];
  const events: RoundEvent[] = [];
  parsed.data.races.forEach((round, index) => {
    const found = eventsOfRound(sport, series.sessions, round, index);
    if (typeof found === 'string') skipped.push(found);
    else events.push(...found);
  });
  // A sport whose files are by season (Formula E's fe-2025.json starts in December 2024
  // and is 2025's) has every event of the file in the year of its last race.
  const fileSeason = Math.max(...events.map((e) => new Date(e.startMs).getUTCFullYear()));
  const places = placesOf(info, parsed.data.races);
  const named = events.map((event) => {
    const place = places[event.index]!;
    const season = info.seasonPerFile ? fileSeason : new Date(event.startMs).getUTCFullYear();
    return { event, place, season, name: seriesEventName(info, place.name, event.part) };
  });
  // Rounds that share a name (Formula E's and IndyCar's double-headers) are its races 1 and 2.
  const races = named.map(({ event, place, season, name }) => {
    const twins = named.filter((n) => n.season === season && n.name === name);
    const part =
      twins.length > 1 ? twins.indexOf(twins.find((t) => t.event === event)!) + 1 : event.part;
    const fullName = twins.length > 1 ? seriesEventName(info, place.name, part) : name;
    const { round, startMs, sprintMs } = event;
    const longitude = knownLongitude(round) ?? place.defaultLongitude;
    return {
      id: seriesEventId(info, season, fullName),
      season,
      round: round.round,
      name: fullName,
      // The day at the venue: by its time zone where known, else by the sun's offset.
      date: place.timeZone
        ? dayInTimeZone(startMs, place.timeZone)
        : localRaceDay(startMs, longitude),
      location: place.location,
      countryFlag: place.countryFlag,
      sport,
      startsAt: round.tbc ? null : utcIso(startMs),
      sprintStartsAt: sprintMs !== null && !round.tbc ? utcIso(sprintMs) : null,
      ...(part === undefined ? {} : { part }),
      ...(round.canceled ? { cancelled: true } : {}),
    } satisfies SportstimesRace<string>;
  });
  return { races, skipped };
}

/**
 * Each round's place. A name two rounds of different places share (F2's 2026 'Spanish'
 * at Barcelona and at Madrid) is told apart by the place.
 */
function placesOf(info: SportInfo<string>, rounds: readonly Round[]) {
  const places = rounds.map((r) => seriesPlace(info, r));
  return places.map((place) => {
    const clash = places.some((p) => p.name === place.name && p.location !== place.location);
    return clash ? { ...place, name: place.location } : place;
  });
}
