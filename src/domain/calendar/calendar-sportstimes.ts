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

// The sportstimes/f1 calendar (github.com/sportstimes/f1, _db/f1/<year>.json, MIT):
// races[] with a short name ('Mexican'), a place, the round and every session in UTC.

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

export function parseSportstimes(input: unknown): SourceRace[] {
  const parsed = sportstimesSchema.safeParse(input);
  if (!parsed.success) {
    const raw = (input as { races?: { name?: unknown }[] } | null)?.races;
    const nameAt = (i: number) => {
      const name = raw?.[i]?.name;
      return typeof name === 'string' ? name : undefined;
    };
    throw new CalendarError(describeIssue(parsed.error.issues[0]!, ['races'], nameAt));
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
      sport: 'formula1',
      // 'tbc': the times are placeholders, the day is not.
      startsAt: r.tbc ? null : utcIso(startMs),
      sprintStartsAt: r.sessions.sprint && !r.tbc ? utcIso(Date.parse(r.sessions.sprint)) : null,
      ...(r.canceled ? { cancelled: true } : {}),
    };
  });
}
