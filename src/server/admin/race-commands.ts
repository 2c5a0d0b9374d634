import { parseCalendarText } from '../../domain/calendar/calendar-document';
import {
  CALENDAR_FORMATS,
  type CalendarFormat,
  HISTORY_FORMAT,
} from '../../domain/calendar/calendar-source';
import { racePhase } from '../../domain/races/race-phase';
import {
  DEFAULT_SPORT,
  hasDataScore,
  isSport,
  SPORTS,
  type Sport,
} from '../../domain/sports/sports';
import { type AdminCommand, AdminUsageError } from '../commands/admin-command';
import { noDataScore } from '../data-score/score-command';
import { importF1dbRelease, isF1dbText } from '../history/history-import';
import { readCalendarText } from '../races/calendar';
import { fetchCalendarText } from '../races/calendar-fetch';
import { syncCalendars } from '../races/calendar-sync';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';

/** `--sport` checked against the sports a site can carry; refused by name otherwise. */
function sportOption(value: string | undefined, usage: string): Sport | undefined {
  if (value === undefined || isSport(value)) return value;
  throw new AdminUsageError(`'${value}' is not a sport (${SPORTS.join(', ')})`, usage);
}

function seasonOption(value: string | undefined, usage: string): number | undefined {
  if (value === undefined) return undefined;
  if (/^(19|20)\d\d$/.test(value)) return Number(value);
  throw new AdminUsageError(`'${value}' is not a season (a year such as 2026)`, usage);
}

const list: AdminCommand = {
  name: 'races:list',
  usage: 'races:list [--sport SPORT] [--season YEAR] [--json]',
  summary: 'every race (of one sport, of one season) with id, date, phase and votes',
  options: ['--sport', '--season'],
  async run(args, { database, changes, json }) {
    const { values, rest } = takeValues(args, ['--sport', '--season'], this.usage);
    if (rest.length > 0)
      throw new AdminUsageError('takes no arguments but --sport and --season', this.usage);
    const sport = sportOption(values['--sport'], this.usage);
    const season = seasonOption(values['--season'], this.usage);
    const races = (await createRacesRepo(database.db, changes).list()).filter(
      (r) => (!sport || r.sport === sport) && (season === undefined || r.season === season),
    );
    const tallies = await createTalliesRepo(database.db).listAll();
    const heldRows = await database.db
      .selectFrom('votes')
      .select(['race_id', (eb) => eb.fn.countAll<number>().as('held')])
      .where('counted', '=', 0)
      .groupBy('race_id')
      .execute();
    const held = new Map(heldRows.map((r) => [r.race_id, Number(r.held)]));
    const now = Date.now();
    const rows = races.map((r) => ({
      id: r.id,
      date: r.date,
      name: r.name,
      phase: r.cancelled ? 'cancelled' : racePhase(r, now),
      isCurrent: r.isCurrent,
      votes: tallies[r.id]?.totalVotes ?? 0,
      /** Stored votes the verdict does not count (see votes:review). */
      held: held.get(r.id) ?? 0,
    }));
    if (json) return rows;
    const line = (
      id: string,
      date: string,
      phase: string,
      votes: string,
      heldVotes: string,
      name: string,
    ) =>
      `${id.padEnd(44)} ${date.padEnd(10)}  ${phase.padEnd(8)} ${votes.padStart(6)} ${heldVotes.padStart(6)}  ${name}`;
    return [
      line('ID', 'DATE', 'PHASE', 'VOTES', 'HELD', 'NAME'),
      ...rows.map((r) => line(r.id, r.date, r.phase, String(r.votes), String(r.held), r.name)),
    ].join('\n');
  },
};

/** `--name value` pairs and the rest, refusing a named option given twice or bare. */
function takeValues(args: string[], names: string[], usage: string) {
  const values: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!names.includes(arg)) {
      rest.push(arg);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--') || arg in values) {
      throw new AdminUsageError(`${arg} takes one value`, usage);
    }
    values[arg] = value;
    i += 1;
  }
  return { values, rest };
}

const importCalendar: AdminCommand = {
  name: 'races:import',
  usage: `races:import FILE|--from-url URL [--format ${[...CALENDAR_FORMATS, HISTORY_FORMAT].join('|')}] [--sport SPORT]`,
  summary:
    'add or update races from a calendar (ours, sportstimes of any sport, Ergast for Formula 1), or past races with their results from an f1db release',
  options: ['--format', '--from-url', '--sport'],
  async run(args, { database, changes, json }) {
    const { values, rest } = takeValues(args, ['--format', '--from-url', '--sport'], this.usage);
    const sport = sportOption(values['--sport'], this.usage);
    const url = values['--from-url'];
    if (url ? rest.length > 0 : rest.length !== 1) {
      throw new AdminUsageError('give exactly one calendar file, or --from-url URL', this.usage);
    }
    const format = values['--format'];
    if (format !== undefined && format !== HISTORY_FORMAT && !isCalendarFormat(format)) {
      throw new AdminUsageError(`'${format}' is not a calendar format`, this.usage);
    }
    const source = url ?? rest[0]!;
    const text = url ? await fetchCalendarText(url) : readCalendarText(source);
    if (format === HISTORY_FORMAT || (format === undefined && isF1dbText(text))) {
      if (sport && sport !== DEFAULT_SPORT) {
        throw new AdminUsageError('an f1db release is Formula 1 only', this.usage);
      }
      const result = await importF1dbRelease(database.db, changes, text, source);
      if (json) return { format: HISTORY_FORMAT, ...result };
      return `imported ${source}: ${result.added} added, ${result.updated} updated, ${result.scored} with results (${result.rated} AI ratings set)`;
    }
    const calendar = parseCalendarText(text, source, format, sport);
    const result = await createRacesRepo(database.db, changes).applyCalendar([calendar], {
      cancelMissing: false,
    });
    const skipped = calendar.skipped ?? [];
    if (json) return { format: calendar.format, ...(skipped.length ? { skipped } : {}), ...result };
    const cancelled = result.cancelled ? `, ${result.cancelled} cancelled` : '';
    return [
      ...skipped,
      `imported ${source}: ${result.added} added, ${result.updated} updated${cancelled}`,
    ].join('\n');
  },
};

const syncCalendar: AdminCommand = {
  name: 'races:sync',
  usage: 'races:sync [--dry-run]',
  summary: 'sync races with CALENDAR_URL now (--dry-run: print the changes only)',
  options: ['--dry-run'],
  async run(args, { database, changes, config, json }) {
    const dryRun = args.includes('--dry-run');
    if (args.some((a) => a !== '--dry-run'))
      throw new AdminUsageError('takes no arguments', this.usage);
    if (config.calendarUrls.length === 0) {
      throw new Error('CALENDAR_URL is not set: there is no calendar to sync with');
    }
    const result = await syncCalendars(database, changes, config.calendarUrls, {
      now: Date.now(),
      dryRun,
    });
    if (json) return { dryRun, ...result };
    const counts = `${result.added} added, ${result.updated} updated, ${result.cancelled} cancelled`;
    return [
      ...result.changes.map((c) => `${dryRun ? 'would ' : ''}${c.summary}`),
      `${dryRun ? 'dry run, nothing changed' : 'synced'}: ${result.read.length} calendars read; ${counts}`,
    ].join('\n');
  },
};

const setCurrent: AdminCommand = {
  name: 'races:set-current',
  usage: 'races:set-current RACE_ID [--off]',
  summary: 'open (or with --off close) voting for a race',
  options: ['--off'],
  async run(args, { database, changes, json }) {
    const off = args.includes('--off');
    const rest = args.filter((a) => a !== '--off');
    const id = rest[0];
    if (!id || rest.length > 1 || rest.some((a) => a.startsWith('--'))) {
      throw new AdminUsageError('give one race id, optionally --off', this.usage);
    }
    const repo = createRacesRepo(database.db, changes);
    const ok = await repo.setCurrent(id, !off, { manual: true });
    if (!ok && (await repo.get(id))?.cancelled) {
      throw new Error(`${id} is cancelled: a cancelled race never takes votes`);
    }
    if (!ok) throw new Error(`no race with id '${id}' (see races:list)`);
    return json ? { id, isCurrent: !off } : `${id}: voting ${off ? 'closed' : 'open'}`;
  },
};

const setAiRating: AdminCommand = {
  name: 'races:set-ai-rating',
  usage: 'races:set-ai-rating RACE_ID VALUE|--clear',
  summary: 'flag a tally as an AI rating with that value (1–5)',
  options: ['--clear'],
  async run(args, { database, changes, json }) {
    const [id, raw, ...extra] = args;
    if (!id || !raw || extra.length > 0)
      throw new AdminUsageError('give a race id and a value or --clear', this.usage);
    let value: number | null = null;
    if (raw !== '--clear') {
      value = Number(raw);
      if (!/^\d+(\.\d+)?$/.test(raw) || value < 1 || value > 5) {
        throw new AdminUsageError(`'${raw}' is not a rating from 1 to 5`, this.usage);
      }
    }
    const repo = createRacesRepo(database.db, changes);
    const race = await repo.get(id);
    if (race && !hasDataScore(race.sport)) throw new Error(noDataScore(id, race.sport));
    const ok = await repo.setAiRating(id, value);
    if (!ok) throw new Error(`no race with id '${id}' (see races:list)`);
    return json
      ? {
          id,
          AI_Rating: value !== null,
          AI_Rating_Value: value,
          AI_Rating_Source: value === null ? null : 'operator',
        }
      : `${id}: AI rating ${value ?? 'cleared'}`;
  },
};

function isCalendarFormat(value: string): value is Exclude<CalendarFormat, typeof HISTORY_FORMAT> {
  return (CALENDAR_FORMATS as readonly string[]).includes(value);
}

export const raceCommands = [list, importCalendar, syncCalendar, setCurrent, setAiRating];
