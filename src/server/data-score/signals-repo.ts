import type { Kysely } from 'kysely';
import type { RaceSignals } from '../../domain/race-facts/race-signals';
import type { DB } from '../db/schema';
import type { ChangeBus } from '../live/change-bus';
import { signalsToRow } from './signal-columns';

export type SignalsSource = 'files' | 'url';

export function createSignalsRepo(db: Kysely<DB>, changes: ChangeBus) {
  return {
    /**
     * Stores a race's counts and its data score as the AI rating, in one transaction.
     * Returns false (and changes nothing) for an unknown race.
     */
    async save(
      raceId: string,
      signals: RaceSignals,
      score: number,
      source: SignalsSource,
    ): Promise<boolean> {
      const now = new Date().toISOString();
      const found = await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('races')
          .set({ ai_rating_value: score, ai_rating_source: 'openf1', updated_at: now })
          .where('id', '=', raceId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        const row = { ...signalsToRow(signals), score, source, imported_at: now };
        await trx
          .insertInto('race_signals')
          .values({ race_id: raceId, ...row })
          .onConflict((oc) => oc.column('race_id').doUpdateSet(row))
          .execute();
        return true;
      });
      if (found) await changes.publish(db, { type: 'tally', raceId });
      return found;
    },

    /** Races that already have signals: the scheduler scores each race once. */
    async scoredRaceIds(): Promise<Set<string>> {
      const rows = await db.selectFrom('race_signals').select('race_id').execute();
      return new Set(rows.map((r) => r.race_id));
    },
  };
}

export type SignalsRepo = ReturnType<typeof createSignalsRepo>;
