import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

// A solved challenge buys one identity, on whichever instance it is redeemed: its
// signature is inserted if absent, and an insert that adds no row means it was spent
// before. Rows outlive their challenge a little (instances' clocks may differ; one that
// runs behind still takes the challenge as unexpired) and are then pruned, a bounded
// batch at a time, from the redeeming path itself: no timer to stop.

/** How long a spent challenge is remembered past its expiry. */
export const SPENT_KEPT_PAST_EXPIRY_MS = 5 * 60_000;
/** At most one prune a minute per instance, unless the last one found a full batch. */
export const SPENT_PRUNE_EVERY_MS = 60_000;
export const SPENT_PRUNE_BATCH = 5000;

export function spentChallenges(db: Kysely<DB>, onPruneError: (error: unknown) => void) {
  let lastPruneMs = 0;
  let pruning: Promise<void> | null = null;

  async function prune(nowMs: number): Promise<void> {
    const stale = db
      .selectFrom('spent_challenges')
      .select('id')
      .where('expires_at', '<', nowMs - SPENT_KEPT_PAST_EXPIRY_MS)
      .limit(SPENT_PRUNE_BATCH);
    const result = await db
      .deleteFrom('spent_challenges')
      .where('id', 'in', stale)
      .executeTakeFirst();
    // A full batch means more are waiting: the next redemption may prune again at once.
    if (Number(result.numDeletedRows) >= SPENT_PRUNE_BATCH) lastPruneMs = 0;
  }

  function pruneNowAndThen(nowMs: number): void {
    if (pruning || nowMs - lastPruneMs < SPENT_PRUNE_EVERY_MS) return;
    lastPruneMs = nowMs;
    pruning = prune(nowMs)
      .catch(onPruneError)
      .finally(() => {
        pruning = null;
      });
  }

  return {
    /** True the first time `id` is spent anywhere; false if it was spent before. */
    async spend(id: string, expiresAtMs: number, nowMs: number): Promise<boolean> {
      const result = await db
        .insertInto('spent_challenges')
        .values({ id, expires_at: expiresAtMs })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      pruneNowAndThen(nowMs);
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    prune,
    /** Waits for a prune under way, so the database can be closed after. */
    async close(): Promise<void> {
      await pruning;
    },
  };
}

export type SpentChallenges = ReturnType<typeof spentChallenges>;
