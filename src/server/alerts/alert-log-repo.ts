import type { Kysely } from 'kysely';
import type { AlertKind } from '../../domain/alerts/alert-kinds';
import type { DB } from '../db/schema';

export interface AlertLogEntry {
  raceId: string;
  kind: AlertKind;
  recordedAt: string;
  finishedAt: string | null;
  delivered: number;
  failed: number;
  removed: number;
}

export function createAlertLogRepo(db: Kysely<DB>) {
  return {
    /**
     * Claims the (race, kind) slot. The primary key makes this the single gate of "at most
     * once": only the caller whose insert lands may send, on any number of instances.
     */
    async claim(raceId: string, kind: AlertKind, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('alert_log')
        .values({
          race_id: raceId,
          kind,
          recorded_at: now.toISOString(),
          finished_at: null,
          delivered: 0,
          failed: 0,
          removed: 0,
        })
        .onConflict((oc) => oc.columns(['race_id', 'kind']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async get(raceId: string, kind: AlertKind): Promise<AlertLogEntry | null> {
      const rows = await this.list(raceId);
      return rows.find((r) => r.kind === kind) ?? null;
    },

    async list(raceId?: string): Promise<AlertLogEntry[]> {
      let query = db.selectFrom('alert_log').selectAll().orderBy('recorded_at');
      if (raceId) query = query.where('race_id', '=', raceId);
      const rows = await query.execute();
      return rows.map((r) => ({
        raceId: r.race_id,
        kind: r.kind as AlertKind,
        recordedAt: r.recorded_at,
        finishedAt: r.finished_at,
        delivered: Number(r.delivered),
        failed: Number(r.failed),
        removed: Number(r.removed),
      }));
    },
  };
}

export type AlertLogRepo = ReturnType<typeof createAlertLogRepo>;
