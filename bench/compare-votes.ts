import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { issueTokens } from '../test/proof/proof-votes';
import { startServerProcess } from '../test/server/server-process';
import { measureVotes, RACE_DAY_CONNECTIONS } from './load';
import { databaseCpu } from './pg-backends';
import { median } from './rounds';
import {
  BENCH_ENV,
  BENCH_RACE,
  type BenchServer,
  buildIfStale,
  cpuMs,
  type Engine,
  startBenchServer,
} from './servers';
import {
  BENCH_SESSION_SECRET,
  measurePattern,
  type VotePattern,
  voteSource,
} from './vote-patterns';

// Votes/s of this checkout against another one (an earlier commit checked out beside it,
// sharing node_modules), on a machine too busy for two separate `npm run bench` runs to
// compare: both servers run at once and each round measures them moments apart, the
// order turning round by round, so the machine's swings fall on both alike. Each round:
// each checkout's votes from loopback, and each one's with each fan's votes from a /24
// of its own (weighed by network). Both run built, as `npm start` runs them.
//
// With --pattern=race-day (or changes), each round measures each checkout in that pattern of
// vote-patterns.ts instead: on race day most votes are fans' first.
//
//   npx tsx bench/compare-votes.ts <other checkout> [rounds] [sqlite|postgres] [--pattern=race-day]

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const pattern = process.argv
  .find((arg) => arg.startsWith('--pattern='))
  ?.slice('--pattern='.length) as VotePattern | undefined;
const other = args[0];
if (!other) throw new Error('usage: npx tsx bench/compare-votes.ts <other checkout> [rounds]');
const ROUNDS = Number(args[1] ?? 7);
const ENGINES = (['sqlite', 'postgres'] as const).filter((e) => (args[2] ?? e) === e);
const SECONDS = 3;
const FANS = 1000;

const theirs = (await import(pathToFileURL(resolve(other, 'bench/servers.ts')).href)) as {
  scratchDatabase: (engine: Engine) => Promise<{ url: string; drop(): Promise<void> }>;
};

/** Opens the bench race by hand, as startBenchServer does, on the other checkout's schema. */
async function openBenchRace(engine: Engine, url: string) {
  const sql = 'update races set is_current = 1, manual_override = 1 where id = $1';
  if (engine === 'sqlite') {
    const db = new Database(url);
    db.prepare(sql.replace('$1', '?')).run(BENCH_RACE);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql, [BENCH_RACE]);
  await client.end();
}

/**
 * The other checkout's built server on a database its own start migrates and seeds (its
 * first run, stopped at once), with the bench race opened while no server holds it.
 */
async function startTheirs(
  engine: Engine,
): Promise<Pick<BenchServer, 'server' | 'url' | 'tokens' | 'databaseUrl' | 'close'>> {
  buildIfStale(['server'], other);
  const scratch = await theirs.scratchDatabase(engine);
  const start = () =>
    startServerProcess(
      scratch.url,
      { ...BENCH_ENV, TRUST_PROXY: '1', SESSION_SECRET: BENCH_SESSION_SECRET },
      { built: true, root: other },
    );
  await (await start()).stop();
  await openBenchRace(engine, scratch.url);
  const server = await start();
  return {
    server,
    url: server.url,
    tokens: await issueTokens(server.url, FANS, 32),
    databaseUrl: scratch.url,
    async close() {
      await server.stop();
      await scratch.drop();
    },
  };
}

interface Step {
  name: string;
  pid: number;
  run(): ReturnType<typeof measureVotes>;
}

const pct = (n: number) => `${Math.round(n * 100)} %`;

for (const engine of ENGINES) {
  const before = await startTheirs(engine);
  const after = await startBenchServer(engine, {
    fans: FANS,
    env: { TRUST_PROXY: '1', SESSION_SECRET: BENCH_SESSION_SECRET },
  });
  try {
    const networkFans = await issueTokens(after.url, FANS, 32);
    const theirNetworkFans = await issueTokens(before.url, FANS, 32);
    const steps: Step[] = [
      {
        name: 'before',
        pid: before.server.pid,
        run: () => measureVotes(before.url, before.tokens, SECONDS),
      },
      {
        name: 'before, from networks',
        pid: before.server.pid,
        run: () => measureVotes(before.url, theirNetworkFans, SECONDS, RACE_DAY_CONNECTIONS, true),
      },
      {
        name: 'after',
        pid: after.server.pid,
        run: () => measureVotes(after.url, after.tokens, SECONDS),
      },
      {
        name: 'after, from networks',
        pid: after.server.pid,
        run: () => measureVotes(after.url, networkFans, SECONDS, RACE_DAY_CONNECTIONS, true),
      },
    ];
    if (pattern) {
      const beforeVotes = voteSource(pattern);
      const afterVotes = voteSource(pattern);
      steps.splice(
        0,
        steps.length,
        {
          name: 'before',
          pid: before.server.pid,
          run: () => measurePattern(before.url, beforeVotes, SECONDS),
        },
        {
          name: 'after',
          pid: after.server.pid,
          run: () => measurePattern(after.url, afterVotes, SECONDS),
        },
      );
    }
    // PostgreSQL's own CPU, each checkout's on its own database.
    const databases =
      engine === 'postgres'
        ? {
            before: await databaseCpu(before.databaseUrl),
            after: await databaseCpu(after.databaseUrl),
          }
        : null;
    const databaseOf = (name: string) =>
      databases?.[name.startsWith('before') ? 'before' : 'after'];
    for (const step of steps) await step.run(); // warm-up
    const rate = new Map(steps.map((s) => [s.name, [] as number[]]));
    const cpu = new Map(steps.map((s) => [s.name, [] as number[]]));
    const dbCpu = new Map(steps.map((s) => [s.name, [] as number[]]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < steps.length; i += 1) {
        const step = steps[(i + round) % steps.length]!;
        const cpuBefore = await cpuMs(step.pid);
        const dbBefore = (await databaseOf(step.name)?.read()) ?? 0;
        const figures = await step.run();
        if (figures.failed > 0)
          throw new Error(`${engine}, ${step.name}: ${figures.failed} failed`);
        rate.get(step.name)!.push(figures.perSecond);
        cpu.get(step.name)!.push((((await cpuMs(step.pid)) - cpuBefore) * 1000) / figures.ok);
        const dbMs = ((await databaseOf(step.name)?.read()) ?? 0) - dbBefore;
        dbCpu.get(step.name)!.push((dbMs * 1000) / figures.ok);
      }
    }
    // Paired: each round's ratio, then the median of those.
    const paired = (of: Map<string, number[]>, a: string, b: string) =>
      median(of.get(a)!.map((x, i) => x / of.get(b)![i]!));
    console.log(
      `${engine}${pattern ? `, ${pattern} votes` : ''}, ${ROUNDS} rounds of ${SECONDS} s, ${RACE_DAY_CONNECTIONS} connections:`,
    );
    for (const step of steps) {
      console.log(
        `  ${step.name}: ${Math.round(median(rate.get(step.name)!))} votes/s, ${Math.round(median(cpu.get(step.name)!))} µs server CPU a vote${databases ? `, ${Math.round(median(dbCpu.get(step.name)!))} µs database CPU` : ''} (medians)`,
      );
    }
    const pairs = pattern
      ? ([['after', 'before']] as const)
      : ([
          ['after', 'before'],
          ['after, from networks', 'before'],
          ['after, from networks', 'before, from networks'],
        ] as const);
    for (const [name, base] of pairs) {
      console.log(
        `  ${name} ÷ ${base}: votes/s ${pct(paired(rate, name, base))}, CPU a vote ${pct(paired(cpu, name, base))}${databases ? `, database CPU a vote ${pct(paired(dbCpu, name, base))}` : ''} (median of the rounds' ratios)`,
      );
    }
    await databases?.before.close();
    await databases?.after.close();
  } finally {
    await before.close();
    await after.close();
  }
}
