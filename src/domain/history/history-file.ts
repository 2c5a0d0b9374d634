import { z } from 'zod';
import { buildSourceRace, CalendarError, describeIssue } from '../calendar/calendar-source';
import { normalizeResultSignals, type ResultSignals } from '../race-facts/result-signals';
import type { HistoryRace } from './history-race';
import type { RaceResults } from './result-score';
import { TITLE_STAKES, type TitleStake } from './title-stakes';

// The history file the site ships (seed/f1-history.json): every race an f1db release has
// results for, reduced to what a race row and its verdict need. One race per line, its
// result counts and title stake as a row in the order the file's `results` header names,
// so 1,200 races stay a small file. Never a name of a driver or a team, never a position
// or a gap.

/** The order of a race's `results` row; the file names it and is refused if it differs. */
export const HISTORY_RESULT_FIELDS = [
  'starters',
  'finishers',
  'retirements',
  'collisions',
  'failures',
  'placesGained',
  'margin',
  'shortened',
  'pitStops',
  'titleStake',
] as const satisfies readonly (keyof RaceResults)[];

/**
 * The order files had before they carried the title stake (RESULT_SCORE_VERSION 1): still
 * read, every race without a stake, so a site can seed an older file it was given.
 */
export const HISTORY_RESULT_FIELDS_WITHOUT_STAKES = HISTORY_RESULT_FIELDS.slice(0, -1);

const READABLE_ORDERS: readonly (readonly string[])[] = [
  HISTORY_RESULT_FIELDS,
  HISTORY_RESULT_FIELDS_WITHOUT_STAKES,
];

// The races are checked field by field rather than by a zod schema: a new site reads the
// whole file on its first start, and a schema's first run over 1,200 races cost that start
// more than everything else the seed does. The rules are the same a schema would state.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Rule = readonly [check: (value: unknown) => boolean, rule: string];

const wholeIn = (min: number, max: number): Rule => [
  (v) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max,
  `must be a whole number from ${min} to ${max}`,
];
const text = (max: number): Rule => [
  (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= max,
  `must be text of 1 to ${max} characters`,
];
const day: Rule = [
  (v) => typeof v === 'string' && ISO_DAY.test(v),
  'must be a date written YYYY-MM-DD',
];
const utcOrNull: Rule = [
  (v) => v === null || (typeof v === 'string' && UTC_TIME.test(v)),
  'must be a UTC time written YYYY-MM-DDTHH:MM:SSZ, or null',
];
const resultsRow = (fields: number): Rule => [
  (v) => Array.isArray(v) && v.length === fields,
  `must list the ${fields} result fields the file names`,
];

const raceRules = (fields: number): Record<string, Rule> => ({
  season: wholeIn(1950, 2100),
  round: wholeIn(1, 99),
  name: text(120),
  date: day,
  startsAt: utcOrNull,
  location: text(120),
  countryFlag: [(v) => typeof v === 'string' && v.length <= 16, 'must be a flag or empty'],
  results: resultsRow(fields),
});
const sprintRules = (fields: number): Record<string, Rule> => ({
  date: day,
  startsAt: utcOrNull,
  results: resultsRow(fields),
});

interface FileRace {
  season: number;
  round: number;
  name: string;
  date: string;
  startsAt: string | null;
  location: string;
  countryFlag: string;
  results: unknown[];
  sprint?: { date: string; startsAt: string | null; results: unknown[] };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first rule a race breaks, as 'field rule'; null for a sound race. */
function raceProblem(race: unknown, fields: number): string | null {
  if (!isRecord(race)) return 'race must be an object';
  for (const [key, [check, rule]] of Object.entries(raceRules(fields))) {
    if (!check(race[key])) return `${key} ${rule}`;
  }
  if (race.sprint === undefined) return null;
  if (!isRecord(race.sprint)) return 'sprint must be an object';
  for (const [key, [check, rule]] of Object.entries(sprintRules(fields))) {
    if (!check(race.sprint[key])) return `sprint.${key} ${rule}`;
  }
  return null;
}

const historyFileSchema = z.object({
  about: z.string(),
  license: z.string(),
  version: z.string().min(1).max(200),
  results: z
    .array(z.string())
    .refine(
      (fields) => READABLE_ORDERS.some((order) => order.join() === fields.join()),
      `must name the result fields in the order ${HISTORY_RESULT_FIELDS.join(', ')} (or without titleStake, as older files do)`,
    ),
  races: z.custom<unknown[]>(
    (v) => Array.isArray(v) && v.length > 0,
    'must list at least one race',
  ),
});

export interface HistoryFileHeader {
  about: string;
  license: string;
  /** The release it was derived from: a site that seeded another version reads it again. */
  version: string;
}

/** The file's version without reading its races: a started site that has it does nothing. */
export function historyFileVersion(json: unknown): string | null {
  const version = (json as { version?: unknown } | null)?.version;
  return typeof version === 'string' ? version : null;
}

function signalsOf(row: readonly unknown[], where: string): ResultSignals {
  const raw = Object.fromEntries(HISTORY_RESULT_FIELDS.map((field, i) => [field, row[i]]));
  const signals = normalizeResultSignals(raw);
  if (!signals) {
    throw new CalendarError(
      `${where}: results must be whole counts, a margin word and yes or no in the order the file names, with no more collisions and failures than retirements`,
    );
  }
  return signals;
}

const STAKE_AT = HISTORY_RESULT_FIELDS.indexOf('titleStake');

/** The row's title stake: a stake word, or null (and null in a file that names none). */
function stakeOf(row: readonly unknown[], where: string): TitleStake | null {
  const value = row.length > STAKE_AT ? row[STAKE_AT] : null;
  if (value === null || (TITLE_STAKES as readonly unknown[]).includes(value)) {
    return value as TitleStake | null;
  }
  throw new CalendarError(`${where}: titleStake must be ${TITLE_STAKES.join(' or ')}, or null`);
}

function rowOf(s: ResultSignals & { titleStake?: TitleStake | null }): unknown[] {
  return HISTORY_RESULT_FIELDS.map((field) => s[field] ?? null);
}

/** The races of a history file; errors name the race and the field. */
export function readHistoryFile(json: unknown, source = 'history file'): HistoryRace[] {
  const parsed = historyFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new CalendarError(
      `${source}: ${describeIssue(parsed.error.issues[0]!, [], () => undefined)}`,
    );
  }
  const fields = parsed.data.results.length;
  return parsed.data.races.map((raw, index) => {
    const problem = raceProblem(raw, fields);
    if (problem) {
      const name = isRecord(raw) && typeof raw.name === 'string' ? ` (${raw.name})` : '';
      throw new CalendarError(`${source}: race ${index + 1}${name}: ${problem}`);
    }
    const r = raw as FileRace;
    const where = `${source}: race ${index + 1} (${r.name})`;
    return {
      ...buildSourceRace({
        season: r.season,
        round: r.round,
        name: r.name,
        date: r.date,
        location: r.location,
        countryFlag: r.countryFlag,
        sport: 'formula1',
        startsAt: r.startsAt,
        sprintStartsAt: r.sprint?.startsAt,
        sprintDate: r.sprint?.date,
      }),
      results: { ...signalsOf(r.results, where), titleStake: stakeOf(r.results, where) },
      sprintResults: r.sprint ? sprintSignalsOf(r.sprint.results, `${where} sprint`) : null,
    };
  });
}

/** A sprint's row has every field a race's has, but its stake is the weekend's Grand Prix's. */
function sprintSignalsOf(row: readonly unknown[], where: string): ResultSignals {
  if (stakeOf(row, where) !== null) {
    throw new CalendarError(`${where}: titleStake must be null: its Grand Prix carries it`);
  }
  return signalsOf(row, where);
}

/** A history file's text: the header, then one race per line (diffs read race by race). */
export function writeHistoryFile(races: readonly HistoryRace[], header: HistoryFileHeader): string {
  const lines = races.map((r) => {
    const sprintDay = r.sprintDate ?? r.sprintStartsAt?.slice(0, 10);
    const line = {
      season: r.season,
      round: r.round,
      name: r.name,
      date: r.date,
      startsAt: r.startsAt ?? null,
      location: r.location,
      countryFlag: r.countryFlag,
      results: rowOf(r.results),
      ...(r.sprintResults && sprintDay
        ? {
            sprint: {
              date: sprintDay,
              startsAt: r.sprintStartsAt ?? null,
              results: rowOf(r.sprintResults),
            },
          }
        : {}),
    };
    return `    ${JSON.stringify(line)}`;
  });
  const head = { ...header, results: HISTORY_RESULT_FIELDS };
  const top = Object.entries(head).map(
    ([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`,
  );
  return `{\n${top.join('\n')}\n  "races": [\n${lines.join(',\n')}\n  ]\n}\n`;
}
