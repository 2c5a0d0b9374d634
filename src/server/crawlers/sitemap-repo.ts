import type { Kysely } from 'kysely';
import type { SitemapFile, SitemapRace } from '../../domain/sharing/sitemap';
import { SPORTS, type Sport } from '../../domain/sports/sports';
import type { DB } from '../db/schema';

/** The later of two ISO instants (the tally's may be missing: a race nobody rated). */
function later(a: string, b: string | null): string {
  return b !== null && b > a ? b : a;
}

/** What the sitemap lists: every race page of a sport, and when each last changed. */
export function createSitemapRepo(db: Kysely<DB>) {
  return {
    async racesOf(sport: Sport): Promise<SitemapRace[]> {
      const rows = await db
        .selectFrom('races')
        .leftJoin('tallies', 'tallies.race_id', 'races.id')
        .select(['races.id as id', 'races.updated_at as raceAt', 'tallies.updated_at as tallyAt'])
        .where('races.sport', '=', sport)
        .orderBy('races.date')
        .orderBy('races.id')
        .execute();
      return rows.map((row) => ({ id: row.id, changedAt: later(row.raceAt, row.tallyAt) }));
    },

    /** Every sport's file, with its newest change; a sport without races still has its file. */
    async files(): Promise<SitemapFile[]> {
      const rows = await db
        .selectFrom('races')
        .leftJoin('tallies', 'tallies.race_id', 'races.id')
        .select((eb) => [
          'races.sport as sport',
          eb.fn.max('races.updated_at').as('raceAt'),
          eb.fn.max('tallies.updated_at').as('tallyAt'),
        ])
        .groupBy('races.sport')
        .execute();
      const bySport = new Map(rows.map((row) => [row.sport, row]));
      return SPORTS.map((sport) => {
        const row = bySport.get(sport);
        return {
          sport,
          changedAt: row?.raceAt
            ? later(String(row.raceAt), row.tallyAt ? String(row.tallyAt) : null)
            : null,
        };
      });
    },
  };
}
