import { sql } from 'kysely';
import { DEFAULT_MAX_SHIFT_STARS } from '../src/domain/fair-count/fair-count';
import { recountRace } from '../src/server/fair-count/recount';
import { createChangeBus } from '../src/server/live/change-bus';
import { openReadyDatabase } from '../src/server/open-ready';
import { createTalliesRepo } from '../src/server/tallies/tallies-repo';
import { createVotesRepo } from '../src/server/votes/votes-repo';
import { crowdVote, seededRandom } from '../test/domain/fixtures';
import { BENCH_RACE, cpuMs, type Engine, scratchDatabase } from './servers';

// The recount of one large race (docs/decisions/0120): every network's further votes
// weighed together. The race holds `votes` votes from `networks` networks, a tenth of them
// floods of one-star votes and the rest crowds voting alike; the first recount flips what
// the vote path held, the next ones find nothing to change (what a busy race costs every
// second). Time is wall clock; the database's CPU is PostgreSQL's backends on that
// database, or this process on SQLite (the database runs inside it).

export interface RecountFigures {
  engine: Engine;
  votes: number;
  networks: number;
  counted: number;
  firstMs: number;
  firstDbCpuMs: number;
  steadyMs: number;
  steadyDbCpuMs: number;
}

/** Seeding writes this many votes at once (PostgreSQL batches them as a race day does). */
const SEED_CONCURRENCY = 256;

export async function measureRecount(
  engine: Engine,
  votes = 50_000,
  networks = 5_000,
  steadyRounds = 3,
): Promise<RecountFigures> {
  const scratch = await scratchDatabase(engine);
  const database = await openReadyDatabase(scratch.url);
  try {
    const changes = createChangeBus();
    const repo = createVotesRepo(database, changes);
    const tallies = createTalliesRepo(database.db);
    const deps = { db: database.db, votes: repo, tallies, maxShift: DEFAULT_MAX_SHIFT_STARS };
    const random = seededRandom(50);
    const vote = (i: number) => {
      const network = i % networks;
      const flood = network % 10 === 0;
      return repo.recordVote({
        raceId: BENCH_RACE,
        userId: `recount-${i}`,
        network: `bench-network-${network}`,
        ...(flood
          ? { starRating: 1 as const, viewMode: 'Highlights Only' as const, reasonTags: [] }
          : crowdVote(random)),
      });
    };
    for (let i = 0; i < votes; i += SEED_CONCURRENCY) {
      await Promise.all(
        Array.from({ length: Math.min(SEED_CONCURRENCY, votes - i) }, (_, k) => vote(i + k)),
      );
    }
    const dbCpu = await databaseCpu(engine, database.db);
    const timed = async () => {
      const cpuBefore = await dbCpu();
      const started = performance.now();
      await recountRace(deps, BENCH_RACE);
      return { ms: performance.now() - started, dbCpuMs: (await dbCpu()) - cpuBefore };
    };
    const first = await timed();
    const steady = [];
    for (let round = 0; round < steadyRounds; round++) steady.push(await timed());
    steady.sort((a, b) => a.ms - b.ms);
    const middle = steady[Math.floor(steady.length / 2)]!;
    const tally = await tallies.get(BENCH_RACE);
    return {
      engine,
      votes,
      networks,
      counted: tally?.totalVotes ?? 0,
      firstMs: first.ms,
      firstDbCpuMs: first.dbCpuMs,
      steadyMs: middle.ms,
      steadyDbCpuMs: middle.dbCpuMs,
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** CPU used so far by the database, in ms: PostgreSQL's backends on it, or this process. */
async function databaseCpu(
  engine: Engine,
  db: Awaited<ReturnType<typeof openReadyDatabase>>['db'],
): Promise<() => Promise<number>> {
  if (engine === 'sqlite') {
    return async () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    };
  }
  return async () => {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = current_database()`.execute(db);
    let total = 0;
    for (const { pid } of rows) {
      // A backend that ended between the query and the read no longer counts.
      total += await cpuMs(pid).catch(() => 0);
    }
    return total;
  };
}
