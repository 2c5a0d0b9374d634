import type { Kysely } from 'kysely';
import type { Sport } from '../../domain/sports/sports';
import { DEFAULT_SPORT } from '../../domain/sports/sports';
import type { Race } from '../../domain/types';
import type { DB } from '../db/schema';
import { toRace } from '../races/races-repo';

export interface ScheduledRace {
  race: Race;
  /** Raised each time an operator moved the race (iCalendar SEQUENCE). */
  sequence: number;
  /** When it last moved, ISO 8601; null if it never has. */
  changedAt: string | null;
}

/** One sport's races of the given seasons with their schedule history, in date order. */
export async function listScheduledRaces(
  db: Kysely<DB>,
  seasons: readonly number[],
  sport: Sport = DEFAULT_SPORT,
): Promise<ScheduledRace[]> {
  const rows = await db
    .selectFrom('races')
    .selectAll()
    .where('season', 'in', [...seasons])
    .where('sport', '=', sport)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    race: toRace(row),
    sequence: Number(row.schedule_sequence),
    changedAt: row.schedule_changed_at,
  }));
}
