import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { historyFileVersion, readHistoryFile } from '../../domain/history/history-file';
import { RESULT_SCORE_VERSION } from '../../domain/history/result-score';
import type { DB } from '../db/schema';
import type { ChangeBus } from '../live/change-bus';
import { applyHistory, type HistoryApplyResult } from './apply-history';

/** Every Formula 1 race since 1950, as the site ships it (derived from f1db, CC BY 4.0). */
export const SEED_HISTORY_PATH = resolve('seed/f1-history.json');
/** Its row in seeded_datasets. */
export const HISTORY_DATASET = 'f1-history';

/** What a site has seeded: the file's version and the verdict's, so a new weight re-scores. */
export function seededVersion(fileVersion: string): string {
  return `${fileVersion}; result score v${RESULT_SCORE_VERSION}`;
}

async function seededAlready(db: Kysely<DB>, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('seeded_datasets')
    .select('version')
    .where('name', '=', HISTORY_DATASET)
    .executeTakeFirst();
  return row?.version === version;
}

/**
 * Seeds the history file once per version: a site that has seeded it does one query. The
 * races, their counts, their verdicts and the version go in one transaction, and only add:
 * a race the site already has keeps its fields, votes and any rating not ours. Several
 * instances starting together on one PostgreSQL database collide; one that finds the
 * version seeded afterwards lost to another instance, which is not an error.
 */
export async function seedHistory(
  db: Kysely<DB>,
  bus: ChangeBus,
  path = SEED_HISTORY_PATH,
): Promise<HistoryApplyResult | null> {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const fileVersion = historyFileVersion(json);
  if (!fileVersion) throw new Error(`${path}: names no version`);
  const version = seededVersion(fileVersion);
  if (await seededAlready(db, version)) return null;
  const races = readHistoryFile(json, path);
  try {
    return await applyHistory(db, bus, races, {
      source: 'bundled',
      addOnly: true,
      async alsoWrite(trx) {
        const seededAt = new Date().toISOString();
        await trx
          .insertInto('seeded_datasets')
          .values({ name: HISTORY_DATASET, version, seeded_at: seededAt })
          .onConflict((oc) => oc.column('name').doUpdateSet({ version, seeded_at: seededAt }))
          .execute();
      },
    });
  } catch (error) {
    if (await seededAlready(db, version)) return null;
    throw error;
  }
}
