import { z } from 'zod';
import { DEFAULT_SPORT, SPORTS, type Sport } from '../sports/sports';
import { buildSourceRace, CalendarError, type SourceRace } from './calendar-source';

// Our own calendar format, one schema for every file written in it: the seed, and the files
// an operator imports.

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

/**
 * The races of a calendar in our format; errors start with `source` and name the field.
 * `sport` is the sport of a file that names none.
 */
export function parseCalendar(input: unknown, source = 'calendar', sport?: Sport): SourceRace[] {
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
    const race = buildSourceRace({ ...r, sport: r.sport ?? parsed.data.sport });
    if (seen.has(race.id)) {
      throw new CalendarError(`${source}: races.${index} repeats race id '${race.id}'`);
    }
    seen.add(race.id);
    return race;
  });
}
