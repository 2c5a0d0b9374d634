import { randomUUID } from 'node:crypto';
import type { StarRating, WatchMode } from '../../src/domain/types';
import { createChangeBus } from '../../src/server/live/change-bus';
import { openReadyDatabase } from '../../src/server/open-ready';
import { createVotesRepo } from '../../src/server/votes/votes-repo';

export interface SeedVote {
  starRating: StarRating;
  viewMode: WatchMode;
  reasonTags?: string[];
}

/** `count` votes alike: the building block of a seeded season. */
export function sameVotes(
  count: number,
  starRating: StarRating,
  viewMode: WatchMode,
  reasonTags: string[] = [],
): SeedVote[] {
  return Array.from({ length: count }, () => ({ starRating, viewMode, reasonTags }));
}

/**
 * Records votes for any race (past ones too: the "open for voting" rule lives in the
 * route, not here), each from a fresh anonymous fan, through the same transaction the API
 * uses — so the tallies are exactly what real fans would have produced. A running server
 * on the same database sees them on its next read and pushes them to live viewers.
 */
export async function seedVotes(
  databaseUrl: string,
  raceId: string,
  votes: SeedVote[],
): Promise<void> {
  const database = await openReadyDatabase(databaseUrl);
  try {
    const repo = createVotesRepo(database, createChangeBus());
    for (const vote of votes) {
      await repo.recordVote({ raceId, userId: `seed-${randomUUID()}`, ...vote });
    }
  } finally {
    await database.close();
  }
}
