import { DAY_MS } from '../constants';
import { isSprint } from '../races/race-kind';
import { slugify } from '../races/race-names';
import { DEFAULT_SPORT, SPORT_INFO } from '../sports/sports';
import { racePartOf } from './calendar-series';
import {
  CalendarError,
  type CalendarFormat,
  type CalendarRace,
  type ParsedCalendar,
  type SourceRace,
} from './calendar-source';
import { sprintOfWeekend, type WeekendRace } from './calendar-sprints';

// How a calendar from outside lands on the races we store. A race keeps its id, votes and
// links for life, so a source that spells it differently ('Mexican' for 'Mexico City
// Grand Prix'), renumbers the season or moves it must update the same row, never add one.

/** A race as stored, as far as matching and updating need it. */
export interface StoredRace extends CalendarRace {
  cancelled: boolean;
}

/** Two races on the same place at most this far apart are one race, whatever the round. */
export const SAME_RACE_MAX_DAYS = 3;
/** Same round and same country: one race unless this far apart (a country's other race). */
export const SAME_ROUND_MAX_DAYS = 14;

/** More than this share of a season missing from a source is a cut-short source. */
export const MAX_DROPPED_SHARE = 0.5;

export type RaceFields = Partial<Omit<StoredRace, 'id'>>;

export type CalendarChange =
  | { action: 'add'; raceId: string; race: SourceRace; summary: string }
  | {
      action: 'update' | 'cancel' | 'restore';
      raceId: string;
      set: RaceFields;
      /** The date, start or status changed: calendar subscribers must be told (SEQUENCE). */
      moved: boolean;
      summary: string;
    };

export interface PlanOptions {
  /** A sync: a stored race of a season the source covers, but not in it, is cancelled. */
  cancelMissing: boolean;
}

/** Race days read once each: planning a thousand races compares each with its season's. */
const dayMs = new Map<string, number>();
function msOfDay(date: string): number {
  let ms = dayMs.get(date);
  if (ms === undefined) {
    ms = Date.parse(`${date}T00:00:00Z`);
    dayMs.set(date, ms);
  }
  return ms;
}

function daysApart(a: string, b: string): number {
  return Math.abs(msOfDay(a) - msOfDay(b)) / DAY_MS;
}

function samePlaceName(a: CalendarRace, b: CalendarRace): boolean {
  return slugify(a.location) === slugify(b.location);
}

function sameCountry(a: CalendarRace, b: CalendarRace): boolean {
  return a.countryFlag !== '' && a.countryFlag === b.countryFlag;
}

const startMs = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/**
 * The races a plan matches against (stored, then added), by id and by sport and season, so
 * a source of a thousand races (the history since 1950) is planned in milliseconds.
 */
class Candidates {
  private readonly byId = new Map<string, StoredRace>();
  private readonly bySeason = new Map<string, StoredRace[]>();

  constructor(races: readonly StoredRace[]) {
    for (const race of races) this.add({ ...race });
  }

  add(race: StoredRace): void {
    this.byId.set(race.id, race);
    const key = `${race.sport}|${race.season}`;
    const season = this.bySeason.get(key);
    if (season) season.push(race);
    else this.bySeason.set(key, [race]);
  }

  get(id: string): StoredRace | undefined {
    return this.byId.get(id);
  }

  ofSeason(sport: string | undefined, season: number): readonly StoredRace[] {
    return this.bySeason.get(`${sport}|${season}`) ?? [];
  }
}

/** Finds the stored race a source race is, by the first rule that names one. */
function findMatch(
  source: SourceRace,
  candidates: Candidates,
  format: CalendarFormat,
): StoredRace | undefined {
  const byId = (id: string) => candidates.get(id);
  // Our own format names its races by id (given, or made from season and name).
  if (format === 'gpvibes') return byId(source.id);
  // A sprint shares its Grand Prix's round and place: only its own id (below) names it.
  // Likewise a round's several races (F1 Academy's race 1 and 2, a Formula E
  // double-header) are told apart by their number, never matched across.
  const part = source.part ?? null;
  const season = candidates
    .ofSeason(source.sport, source.season)
    .filter((c) => !isSprint(c) && racePartOf(c.name) === part);
  const nearest = (list: StoredRace[]) =>
    list.sort((a, b) => daysApart(a.date, source.date) - daysApart(b.date, source.date))[0];
  // A renumbered round is the same place, or for some sports the same country
  // (`roundMatchesByCountry` says which and why).
  const byCountry = SPORT_INFO[source.sport ?? DEFAULT_SPORT].roundMatchesByCountry;
  const sameRound = season.filter(
    (c) =>
      c.round === source.round &&
      (samePlaceName(c, source) ||
        (byCountry &&
          sameCountry(c, source) &&
          daysApart(c.date, source.date) <= SAME_ROUND_MAX_DAYS)),
  );
  if (sameRound.length) return nearest(sameRound);
  const sameWeekend = season.filter(
    (c) =>
      daysApart(c.date, source.date) <= SAME_RACE_MAX_DAYS &&
      (samePlaceName(c, source) || sameCountry(c, source)),
  );
  if (sameWeekend.length) return nearest(sameWeekend);
  return byId(source.id);
}

/** What a source changes in a stored race; an empty object when nothing. */
function fieldsToSet(stored: StoredRace, source: SourceRace, format: CalendarFormat): RaceFields {
  const set: RaceFields = {};
  const take = <K extends keyof RaceFields>(key: K, value: RaceFields[K]) => {
    if (stored[key] !== value) set[key] = value;
  };
  if (startMs(stored.startsAt) !== startMs(source.startsAt)) set.startsAt = source.startsAt ?? null;
  take('date', source.date);
  take('round', source.round);
  if (format === 'gpvibes') {
    // Our own calendar is the operator's word on everything it says.
    take('season', source.season);
    take('name', source.name);
    take('location', source.location);
    take('countryFlag', source.countryFlag);
    take('sport', source.sport);
    if (source.isCurrent !== undefined) take('isCurrent', source.isCurrent);
    if (source.cancelled !== undefined) take('cancelled', source.cancelled);
  } else {
    // A public source is the word on when and whether a race is held; how we name it
    // stays ours (sources spell 'Sao Paulo', and two sources would disagree). So does
    // Formula 1's place; every other sport's place is our venue tables' (calendar-venues.ts),
    // read by the importer, so a place those learn reaches the events already stored.
    if (syncsPlace(source)) {
      if (source.location) take('location', source.location);
      if (source.countryFlag) take('countryFlag', source.countryFlag);
    } else if (stored.countryFlag === '' && source.countryFlag) {
      take('countryFlag', source.countryFlag);
    }
    take('cancelled', source.cancelled === true);
  }
  return set;
}

/** Whether an import brings a stored event's place in line with it (SportInfo.syncsPlace). */
function syncsPlace(source: SourceRace): boolean {
  return SPORT_INFO[source.sport ?? DEFAULT_SPORT].syncsPlace;
}

/** The stored race a source's sprint is tied to, with the source's place where it syncs. */
function weekendOf(source: SourceRace, match: StoredRace): WeekendRace {
  if (!syncsPlace(source)) return match;
  return {
    ...match,
    location: source.location || match.location,
    countryFlag: source.countryFlag || match.countryFlag,
  };
}

function describe(stored: StoredRace, set: RaceFields): string {
  return Object.entries(set)
    .map(
      ([key, value]) =>
        `${key} ${String(stored[key as keyof StoredRace] ?? '—')} → ${String(value ?? '—')}`,
    )
    .join(', ');
}

/** The change (if any) that brings `match` in line with `source`, or adds it. */
function planRace(
  source: SourceRace,
  match: StoredRace | undefined,
  format: CalendarFormat,
  candidates: Candidates,
  claimed: Set<string>,
  changes: CalendarChange[],
): void {
  if (!match) {
    const race = { ...source, ...(source.cancelled ? { isCurrent: false } : {}) };
    candidates.add({ ...race, cancelled: source.cancelled === true });
    claimed.add(source.id);
    changes.push({
      action: 'add',
      raceId: source.id,
      race,
      summary: `add ${source.id}: ${source.name}, round ${source.round}, ${source.date}`,
    });
    return;
  }
  claimed.add(match.id);
  const set = fieldsToSet(match, source, format);
  if (Object.keys(set).length === 0) return;
  if (set.cancelled === true && match.isCurrent) set.isCurrent = false;
  const moved = set.date !== undefined || set.startsAt !== undefined || set.cancelled !== undefined;
  const action = set.cancelled === true ? 'cancel' : set.cancelled === false ? 'restore' : 'update';
  const verb = action === 'update' && moved ? 'move' : action;
  changes.push({
    action,
    raceId: match.id,
    set,
    moved,
    summary: `${verb} ${match.id}: ${describe(match, set)}`,
  });
}

export interface CalendarPlan {
  changes: CalendarChange[];
  /** The stored (or added) race each source race landed on, by its id: its sprint's is its own plus '-sprint'. */
  landedOn: Map<SourceRace, string>;
}

/**
 * The changes that bring the stored races in line with one or more calendars, in source
 * order, then the cancellations. A race two sources both list is changed by the first.
 * Pure: the caller applies them in one transaction, or prints them.
 */
export function planCalendarChanges(
  stored: readonly StoredRace[],
  calendars: readonly ParsedCalendar[],
  options: PlanOptions,
): CalendarChange[] {
  return planCalendar(stored, calendars, options).changes;
}

/** planCalendarChanges, and which race each source race is (what rides on it lands there). */
export function planCalendar(
  stored: readonly StoredRace[],
  calendars: readonly ParsedCalendar[],
  options: PlanOptions,
): CalendarPlan {
  const candidates = new Candidates(stored);
  const claimed = new Set<string>();
  const changes: CalendarChange[] = [];
  const landedOn = new Map<SourceRace, string>();
  const sources = calendars.flatMap((c) => c.races.map((race) => ({ race, format: c.format })));
  for (const { race: source, format } of sources) {
    const match = findMatch(source, candidates, format);
    if (match && claimed.has(match.id)) continue; // the same race, named twice
    planRace(source, match, format, candidates, claimed, changes);
    landedOn.set(source, match?.id ?? source.id);
    // A sprint is ours as a whole: named and placed after the Grand Prix as we store it.
    const weekend: WeekendRace = match && format !== 'gpvibes' ? weekendOf(source, match) : source;
    const sprint = sprintOfWeekend(source, { ...weekend, id: match?.id ?? source.id });
    if (!sprint) continue;
    const stored = candidates.get(sprint.id);
    if (stored && claimed.has(stored.id)) continue;
    planRace(sprint, stored, 'gpvibes', candidates, claimed, changes);
  }
  if (options.cancelMissing) changes.push(...missingRaces(stored, sources, claimed));
  return { changes, landedOn };
}

/**
 * Races of a season the sources cover that none of them lists any more: cancelled. A
 * source that lists fewer than half a season's races is more likely cut short (a wrong
 * URL, a "next race" endpoint) than the season called off, so that is refused whole.
 */
function missingRaces(
  stored: readonly StoredRace[],
  sources: readonly { race: SourceRace }[],
  claimed: ReadonlySet<string>,
): CalendarChange[] {
  const covered = new Set(sources.map(({ race: s }) => `${s.sport}:${s.season}`));
  const changes: CalendarChange[] = [];
  const active = new Map<string, number>();
  for (const race of stored) {
    const season = `${race.sport}:${race.season}`;
    if (race.cancelled || !covered.has(season)) continue;
    // A season is its Grand Prix races; a sprint dropped with the rest is not counted twice.
    if (!isSprint(race)) active.set(season, (active.get(season) ?? 0) + 1);
    if (claimed.has(race.id)) continue;
    changes.push({
      action: 'cancel',
      raceId: race.id,
      set: { cancelled: true, isCurrent: false },
      moved: true,
      summary: `cancel ${race.id}: ${race.name} is no longer in the source's ${race.season} calendar`,
    });
  }
  for (const [season, count] of active) {
    const dropped = changes.filter((c) => {
      const race = stored.find((r) => r.id === c.raceId)!;
      return `${race.sport}:${race.season}` === season && !isSprint(race);
    }).length;
    if (dropped > count * MAX_DROPPED_SHARE) {
      throw new CalendarError(
        `the source drops ${dropped} of the ${count} races of ${season.split(':')[1]}: refused as a cut-short calendar (check the URL)`,
      );
    }
  }
  return changes;
}
