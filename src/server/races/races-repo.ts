import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import {
  type CalendarChange,
  type CalendarPlan,
  type PlanOptions,
  planCalendar,
  type RaceFields,
  type StoredRace,
} from '../../domain/calendar/calendar-match';
import type { ParsedCalendar, SourceRace } from '../../domain/calendar/calendar-source';
import { circuitName, withCircuitNames } from '../../domain/calendar/circuit-names';
import { weekendOfSprint } from '../../domain/races/race-kind';
import type { Sport } from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import type { DB, RacesTable } from '../db/schema';
import type { ChangeBus } from '../live/change-bus';

export function toRace(row: Selectable<RacesTable>): Race {
  return {
    id: row.id,
    season: row.season,
    round: row.round,
    name: row.name,
    date: row.date,
    // Rows stored before the circuit names read as them too (docs/decisions/0147).
    location: circuitName(row.location, row.season),
    countryFlag: row.country_flag,
    isCurrent: row.is_current === 1,
    sport: row.sport as Sport,
    startsAt: row.starts_at,
    // Only a cancelled race carries the flag; the rest leave it out, so a race says so
    // only when it is the exception.
    ...(row.cancelled === 1 ? { cancelled: true } : {}),
    // Likewise only a sprint has a kind, and the Grand Prix whose weekend it is.
    ...(row.kind === 'sprint'
      ? { kind: 'sprint' as const, weekendOf: weekendOfSprint(row.id) ?? undefined }
      : {}),
  };
}

function toStored(row: Selectable<RacesTable>): StoredRace {
  return { ...toRace(row), cancelled: row.cancelled === 1 };
}

/** Column values for the fields a calendar change sets. */
function columnsOf(set: RaceFields): Updateable<RacesTable> {
  const columns: Updateable<RacesTable> = {};
  if (set.season !== undefined) columns.season = set.season;
  if (set.round !== undefined) columns.round = set.round;
  if (set.name !== undefined) columns.name = set.name;
  if (set.date !== undefined) columns.date = set.date;
  if (set.location !== undefined) columns.location = set.location;
  if (set.countryFlag !== undefined) columns.country_flag = set.countryFlag;
  if (set.sport !== undefined) columns.sport = set.sport;
  if (set.startsAt !== undefined) columns.starts_at = set.startsAt ?? null;
  if (set.isCurrent !== undefined) columns.is_current = set.isCurrent ? 1 : 0;
  if (set.cancelled !== undefined) columns.cancelled = set.cancelled ? 1 : 0;
  if (set.kind !== undefined) columns.kind = set.kind;
  return columns;
}

export interface CalendarApplyOptions extends PlanOptions {
  /** Work out the changes and return them without writing anything. */
  dryRun?: boolean;
  /** Only add races: one a source shares with the stored races keeps every field it has. */
  addOnly?: boolean;
  /** More writes in the same transaction, once the races are in (what rides on them). */
  alsoWrite?: (trx: Transaction<DB>, plan: CalendarPlan) => Promise<void>;
}

/** Rows per insert: ~1,200 races of history go in a few statements, under every engine's limit. */
export const INSERT_BATCH_ROWS = 200;

function rowOf(race: SourceRace, now: string): Insertable<RacesTable> {
  return {
    id: race.id,
    season: race.season,
    round: race.round,
    name: race.name,
    date: race.date,
    location: race.location,
    country_flag: race.countryFlag,
    sport: race.sport,
    starts_at: race.startsAt ?? null,
    is_current: race.isCurrent ? 1 : 0,
    cancelled: race.cancelled ? 1 : 0,
    kind: race.kind ?? 'grand-prix',
    manual_override: 0,
    updated_at: now,
  };
}

export interface CalendarApplyResult {
  added: number;
  updated: number;
  cancelled: number;
  changes: CalendarChange[];
}

/** The result of writing the changes is the same as printing them: one rule for both. */
function countChanges(changes: readonly CalendarChange[]): Omit<CalendarApplyResult, 'changes'> {
  const count = (actions: string[]) => changes.filter((c) => actions.includes(c.action)).length;
  return {
    added: count(['add']),
    updated: count(['update', 'restore']),
    cancelled: count(['cancel']),
  };
}

/** Writes are published on `bus`: open pages (here, and elsewhere on PostgreSQL) learn of them. */
export function createRacesRepo(db: Kysely<DB>, bus: ChangeBus) {
  return {
    async list(): Promise<Race[]> {
      const rows = await db.selectFrom('races').selectAll().orderBy('date').orderBy('id').execute();
      return rows.map(toRace);
    },

    async get(id: string): Promise<Race | null> {
      const row = await db.selectFrom('races').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRace(row) : null;
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('races')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many races one sport has (seeding a sport listed in SPORTS). */
    async countOf(sport: Sport): Promise<number> {
      const row = await db
        .selectFrom('races')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sport', '=', sport)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Adds new races and updates known ones in one transaction: all or nothing. */
    async importCalendar(races: SourceRace[]): Promise<{ added: number; updated: number }> {
      const result = await this.applyCalendar([{ format: 'gpvibes', races }], {
        cancelMissing: false,
      });
      return { added: result.added, updated: result.updated + result.cancelled };
    },

    /**
     * Brings the stored races in line with a calendar (see planCalendarChanges): one
     * transaction, all or nothing. A race that moves or changes status raises its
     * calendar SEQUENCE; nothing is ever deleted.
     */
    async applyCalendar(
      calendars: readonly ParsedCalendar[],
      options: CalendarApplyOptions,
    ): Promise<CalendarApplyResult> {
      const now = new Date().toISOString();
      const changes = await db.transaction().execute(async (trx) => {
        const stored = (await trx.selectFrom('races').selectAll().execute()).map(toStored);
        // Every calendar and history source names its places as fans name the circuits.
        const named = calendars.map((c) => ({ ...c, races: withCircuitNames(c.races) }));
        const planned = planCalendar(stored, named, options);
        const plan = options.addOnly
          ? { ...planned, changes: planned.changes.filter((c) => c.action === 'add') }
          : planned;
        if (options.dryRun) return plan.changes;
        const added = plan.changes.flatMap((c) => (c.action === 'add' ? [rowOf(c.race, now)] : []));
        // A plan never updates a race it adds, so the adds go first, many to a statement.
        for (let i = 0; i < added.length; i += INSERT_BATCH_ROWS) {
          await trx
            .insertInto('races')
            .values(added.slice(i, i + INSERT_BATCH_ROWS))
            .execute();
        }
        for (const change of plan.changes) {
          if (change.action === 'add') continue;
          await trx
            .updateTable('races')
            .set((eb) => ({
              ...columnsOf(change.set),
              updated_at: now,
              ...(change.moved
                ? {
                    schedule_sequence: eb('schedule_sequence', '+', 1),
                    schedule_changed_at: now,
                  }
                : {}),
            }))
            .where('id', '=', change.raceId)
            .execute();
        }
        await options.alsoWrite?.(trx, plan);
        return plan.changes;
      });
      // Open pages (here, and in other processes on PostgreSQL) learn of it at once.
      if (changes.length > 0 && !options.dryRun) await bus.publish(db, { type: 'races' });
      return { ...countChanges(changes), changes };
    },

    /** Opens or closes voting by hand; returns false for an unknown race. */
    /** Opens or closes voting by hand; false for an unknown race, or opening a cancelled one. */
    async setCurrent(id: string, isCurrent: boolean, opts: { manual: boolean }): Promise<boolean> {
      let update = db
        .updateTable('races')
        .set({
          is_current: isCurrent ? 1 : 0,
          updated_at: new Date().toISOString(),
          ...(opts.manual ? { manual_override: 1 } : {}),
        })
        .where('id', '=', id);
      // A cancelled race never takes votes, so it is never opened.
      if (isCurrent) update = update.where('cancelled', '=', 0);
      const result = await update.executeTakeFirst();
      const found = Number(result.numUpdatedRows) > 0;
      if (found) await bus.publish(db, { type: 'races' });
      return found;
    },

    /** An operator's AI rating by hand (null clears any rating, whoever set it). */
    async setAiRating(id: string, value: number | null): Promise<boolean> {
      const result = await db
        .updateTable('races')
        .set({
          ai_rating_value: value,
          ai_rating_source: value === null ? null : 'operator',
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      const found = Number(result.numUpdatedRows) > 0;
      // The AI rating is part of the race's tally, so tally viewers are told.
      if (found) await bus.publish(db, { type: 'tally', raceId: id });
      return found;
    },
  };
}

export type RacesRepo = ReturnType<typeof createRacesRepo>;
