import type { Kysely, Selectable } from 'kysely';
import type { Race, Sport } from '../../domain/types';
import type { DB, RacesTable } from '../db/schema';
import type { ChangeBus } from '../live/change-bus';
import type { CalendarRace } from './calendar';

export function toRace(row: Selectable<RacesTable>): Race {
  return {
    id: row.id,
    season: row.season,
    round: row.round,
    name: row.name,
    date: row.date,
    location: row.location,
    countryFlag: row.country_flag,
    isCurrent: row.is_current === 1,
    sport: row.sport as Sport,
    startsAt: row.starts_at,
  };
}

/** A new date or start time: calendar subscribers must be told the race moved. */
function isMoved(
  stored: { date: string; starts_at: string | null },
  next: { date: string; starts_at: string | null },
): boolean {
  const startMs = (iso: string | null) => (iso ? Date.parse(iso) : null);
  return stored.date !== next.date || startMs(stored.starts_at) !== startMs(next.starts_at);
}

/** Writes are published on `changes`: open pages (here, and elsewhere on PostgreSQL) learn of them. */
export function createRacesRepo(db: Kysely<DB>, changes: ChangeBus) {
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

    /** Adds new races and updates known ones in one transaction: all or nothing. */
    async importCalendar(races: CalendarRace[]): Promise<{ added: number; updated: number }> {
      const now = new Date().toISOString();
      const result = await db.transaction().execute(async (trx) => {
        let added = 0;
        let updated = 0;
        for (const race of races) {
          const existing = await trx
            .selectFrom('races')
            .select(['id', 'date', 'starts_at', 'schedule_sequence'])
            .where('id', '=', race.id)
            .executeTakeFirst();
          const fields = {
            season: race.season,
            round: race.round,
            name: race.name,
            date: race.date,
            location: race.location,
            country_flag: race.countryFlag,
            sport: race.sport,
            starts_at: race.startsAt ?? null,
            updated_at: now,
            ...(race.isCurrent === undefined ? {} : { is_current: race.isCurrent ? 1 : 0 }),
          };
          if (existing) {
            const moved = isMoved(existing, fields);
            await trx
              .updateTable('races')
              .set({
                ...fields,
                ...(moved
                  ? { schedule_sequence: existing.schedule_sequence + 1, schedule_changed_at: now }
                  : {}),
              })
              .where('id', '=', race.id)
              .execute();
            updated += 1;
          } else {
            await trx
              .insertInto('races')
              .values({ id: race.id, is_current: 0, manual_override: 0, ...fields })
              .execute();
            added += 1;
          }
        }
        return { added, updated };
      });
      // Open pages (here, and in other processes on PostgreSQL) learn of it at once.
      await changes.publish(db, { type: 'races' });
      return result;
    },

    /** Opens or closes voting by hand; returns false for an unknown race. */
    async setCurrent(id: string, isCurrent: boolean, opts: { manual: boolean }): Promise<boolean> {
      const result = await db
        .updateTable('races')
        .set({
          is_current: isCurrent ? 1 : 0,
          updated_at: new Date().toISOString(),
          ...(opts.manual ? { manual_override: 1 } : {}),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      const found = Number(result.numUpdatedRows) > 0;
      if (found) await changes.publish(db, { type: 'races' });
      return found;
    },

    async setAiRating(id: string, value: number | null): Promise<boolean> {
      const result = await db
        .updateTable('races')
        .set({ ai_rating_value: value, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      const found = Number(result.numUpdatedRows) > 0;
      // The AI rating is part of the race's tally, so tally viewers are told.
      if (found) await changes.publish(db, { type: 'tally', raceId: id });
      return found;
    },
  };
}

export type RacesRepo = ReturnType<typeof createRacesRepo>;
