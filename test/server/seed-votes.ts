import { randomUUID } from 'node:crypto';
import { buildSourceRace } from '../../src/domain/calendar/calendar-source';
import type { HistoryRace } from '../../src/domain/history/history-race';
import type { ResultSignals } from '../../src/domain/race-facts/result-signals';
import type { StarRating, WatchMode } from '../../src/domain/types';
import type { Database } from '../../src/server/db/connect';
import { applyHistory } from '../../src/server/history/apply-history';
import { type ChangeBus, createChangeBus } from '../../src/server/live/change-bus';
import { openReadyDatabase } from '../../src/server/open-ready';
import { createVotesRepo, type VotesRepo } from '../../src/server/votes/votes-repo';
import { makeResults } from '../domain/fixtures';

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

/**
 * One vote per star rating for `raceId`, each from a fresh fan, through the votes
 * repository of an app in process (`t.app.deps.votes`): its tallies move as they would.
 */
export async function rateRace(
  votes: Pick<VotesRepo, 'recordVote'>,
  raceId: string,
  stars: readonly StarRating[],
  viewMode: WatchMode = 'Full Race',
): Promise<void> {
  for (const starRating of stars) {
    await votes.recordVote({ raceId, userId: `fan-${randomUUID()}`, starRating, viewMode });
  }
}

/**
 * Formula 1 races of the 2030 season, one a round from March, a month apart: races not yet
 * run, with the names and places a test gives them (hostile ones too).
 */
export async function insertFutureRaces(
  database: Database,
  races: readonly { id: string; name: string; location: string }[],
): Promise<void> {
  await database.db
    .insertInto('races')
    .values(
      races.map((race, index) => ({
        ...race,
        season: 2030,
        round: index + 1,
        date: `2030-0${index + 3}-01`,
        country_flag: '🏁',
        sport: 'formula1',
        starts_at: null,
        is_current: 0,
        manual_override: 0,
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}

/** A race of the archive a test adds: the 2021 Hungarian Grand Prix, not in the seed. */
export const ARCHIVE_RACE = {
  id: '2021-hungarian-grand-prix',
  season: 2021,
  round: 11,
  name: 'Hungarian Grand Prix',
  date: '2021-08-01',
  location: 'Budapest',
  countryFlag: '🇭🇺',
} as const;

/** ARCHIVE_RACE as an f1db release gives it: its calendar entry and its results. */
function archiveHistoryRace(results: ResultSignals): HistoryRace {
  return {
    ...buildSourceRace({ ...ARCHIVE_RACE, sport: 'formula1' }),
    results,
    sprintResults: null,
  };
}

/**
 * Adds ARCHIVE_RACE with its results as `races:import` of a release would (its data
 * verdict, from `results`), through the app's own bus so its pages see it at once.
 */
export async function addArchiveRace(
  app: { deps: { database: Pick<Database, 'db'>; changes: ChangeBus } },
  results: ResultSignals = makeResults(),
): Promise<void> {
  await applyHistory(app.deps.database.db, app.deps.changes, [archiveHistoryRace(results)], {
    source: 'file',
  });
}

/** The same, in the database of a running server, which notices it as any other writer's. */
export async function seedArchiveRace(
  databaseUrl: string,
  results: ResultSignals = makeResults(),
): Promise<void> {
  const database = await openReadyDatabase(databaseUrl);
  try {
    await applyHistory(database.db, createChangeBus(), [archiveHistoryRace(results)], {
      source: 'file',
    });
  } finally {
    await database.close();
  }
}
