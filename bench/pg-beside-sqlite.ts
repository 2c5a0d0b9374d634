import { loadavg } from 'node:os';
import { RACE_DAY_CONNECTIONS } from './load';
import { type DatabaseCpu, databaseCpu } from './pg-backends';
import { fmt } from './report';
import { median } from './rounds';
import { type BenchServer, cpuMs, type Engine, startBenchServer } from './servers';
import {
  BENCH_SESSION_SECRET,
  measurePattern,
  VOTE_PATTERNS,
  type VotePattern,
  type VoteSource,
  voteSource,
} from './vote-patterns';

// PostgreSQL beside SQLite at race-day concurrency (issue 54): both engines' built servers
// run at once, each on a fresh database, and every round measures both patterns of
// vote-patterns.ts on both, moments apart, the engine that goes first turning round by
// round. On two cores shared with other work the machine's speed swings by several times
// within seconds, so a run takes many short turns rather than a few long ones, and its
// figure for an engine is every vote it answered over every second it was measured:
// PostgreSQL ÷ SQLite is then two figures taken over the same stretch of time, interleaved.
// The median of the rounds' own ratios is printed beside it. The issue asks for five runs.
//
//   npx tsx bench/pg-beside-sqlite.ts [runs=1] [rounds=12] [seconds=2]

const RUNS = Number(process.argv[2] ?? 1);
const ROUNDS = Number(process.argv[3] ?? 12);
const SECONDS = Number(process.argv[4] ?? 2);
const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];
/** PostgreSQL's votes/s over SQLite's that the scale-out promises. */
const TARGET_RATIO = 0.5;

const log = (message: string) => console.error(`bench: ${message}`);
const load = () => fmt(loadavg()[0]!, 1);
const pct = (ratio: number) => `${fmt(ratio * 100)} %`;

/** One engine's turn in one round. */
interface Turn {
  ok: number;
  seconds: number;
  p99Ms: number;
  serverCpuMs: number;
  /** PostgreSQL's backends (every connection to the bench database); 0 on SQLite. */
  databaseCpuMs: number;
  /** Transactions committed on PostgreSQL (about one a batch); 0 on SQLite. */
  commits: number;
}

const sum = (turns: readonly Turn[], pick: (t: Turn) => number) =>
  turns.reduce((total, t) => total + pick(t), 0);
/** Votes answered over the seconds measured, every turn together. */
const perSecond = (turns: readonly Turn[]) =>
  sum(turns, (t) => t.ok) / sum(turns, (t) => t.seconds);

type Key = `${Engine} ${VotePattern}`;

async function oneRun(run: number): Promise<Record<VotePattern, number>> {
  const loadBefore = load();
  const servers = {} as Record<Engine, BenchServer>;
  const sources = {} as Record<Key, VoteSource>;
  const figures = new Map<Key, Turn[]>();
  let watcher: DatabaseCpu | null = null;
  try {
    for (const engine of ENGINES) {
      servers[engine] = await startBenchServer(engine, {
        fans: 0,
        env: { TRUST_PROXY: '1', SESSION_SECRET: BENCH_SESSION_SECRET },
      });
      for (const pattern of VOTE_PATTERNS) {
        sources[`${engine} ${pattern}`] = voteSource(pattern);
        figures.set(`${engine} ${pattern}`, []);
      }
    }
    const pg = await databaseCpu(servers.postgres.databaseUrl);
    watcher = pg;
    await pg.read();
    // warm-up: JIT, connections, prepared statements
    for (const engine of ENGINES) {
      for (const pattern of VOTE_PATTERNS) {
        await measurePattern(servers[engine].url, sources[`${engine} ${pattern}`], 1);
      }
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? ENGINES : [...ENGINES].reverse();
      for (const pattern of VOTE_PATTERNS) {
        for (const engine of order) {
          const key: Key = `${engine} ${pattern}`;
          const pid = servers[engine].server.pid;
          const cpuBefore = await cpuMs(pid);
          const dbBefore = engine === 'postgres' ? await pg.read() : 0;
          const commitsBefore = engine === 'postgres' ? await pg.commits() : 0;
          const f = await measurePattern(servers[engine].url, sources[key], SECONDS);
          if (f.failed > 0) throw new Error(`run ${run}, ${key}: ${f.failed} votes failed`);
          figures.get(key)!.push({
            ok: f.ok,
            seconds: f.ok / f.perSecond,
            p99Ms: f.p99Ms,
            serverCpuMs: (await cpuMs(pid)) - cpuBefore,
            databaseCpuMs: engine === 'postgres' ? (await pg.read()) - dbBefore : 0,
            commits: engine === 'postgres' ? (await pg.commits()) - commitsBefore : 0,
          });
        }
      }
    }
  } finally {
    await watcher?.close();
    for (const engine of ENGINES) await servers[engine]?.close();
  }
  console.log(
    `\nRun ${run} of ${RUNS}: ${ROUNDS} rounds of ${SECONDS} s, ${RACE_DAY_CONNECTIONS} connections; load average ${loadBefore} before, ${load()} after`,
  );
  const verdicts = {} as Record<VotePattern, number>;
  for (const pattern of VOTE_PATTERNS) {
    const sqlite = figures.get(`sqlite ${pattern}`)!;
    const postgres = figures.get(`postgres ${pattern}`)!;
    const ratios = postgres.map((p, i) => p.ok / p.seconds / (sqlite[i]!.ok / sqlite[i]!.seconds));
    verdicts[pattern] = perSecond(postgres) / perSecond(sqlite);
    const perVote = (turns: Turn[], pick: (t: Turn) => number) =>
      fmt((sum(turns, pick) * 1000) / sum(turns, (t) => t.ok));
    const line = (name: string, turns: Turn[]) =>
      `    ${name}: ${fmt(perSecond(turns))} votes/s (rounds ${turns.map((t) => fmt(t.ok / t.seconds)).join(' / ')}), p99 ${fmt(median(turns.map((t) => t.p99Ms)))} ms (median), server CPU ${perVote(turns, (t) => t.serverCpuMs)} µs a vote${name === 'PostgreSQL' ? `, database ${perVote(turns, (t) => t.databaseCpuMs)} µs, ${fmt(sum(turns, (t) => t.ok) / sum(turns, (t) => t.commits))} votes a commit` : ''}`;
    console.log(
      `  ${pattern}${pattern === 'race-day' ? ` (${sources[`postgres ${pattern}`].fans()} PostgreSQL fans, ${sources[`sqlite ${pattern}`].fans()} SQLite fans)` : ''}:`,
    );
    console.log(line('SQLite', sqlite));
    console.log(line('PostgreSQL', postgres));
    console.log(
      `    PostgreSQL ÷ SQLite: ${pct(verdicts[pattern])}${verdicts[pattern] >= TARGET_RATIO ? '' : ' — under 50 %'} (median of the rounds' ratios ${pct(median(ratios))}: ${ratios.map(pct).join(' / ')})`,
    );
  }
  return verdicts;
}

const runs: Record<VotePattern, number>[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  log(`run ${run} of ${RUNS}`);
  runs.push(await oneRun(run));
}
if (RUNS > 1) {
  console.log(`\nPostgreSQL ÷ SQLite over ${RUNS} runs (each over all its rounds):`);
  for (const pattern of VOTE_PATTERNS) {
    const each = runs.map((r) => r[pattern]);
    const held = each.filter((r) => r >= TARGET_RATIO).length;
    console.log(
      `  ${pattern}: median ${pct(median(each))} (runs ${each.map(pct).join(' / ')}); ≥ 50 % in ${held} of ${RUNS}`,
    );
  }
}
