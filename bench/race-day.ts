import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/server/db/schema';
import { openReadyDatabase } from '../src/server/open-ready';
import { crowdVote, seededRandom } from '../test/domain/fixtures';
import { issueTokens } from '../test/proof/proof-votes';
import { type NginxProcess, startNginx } from '../test/server/nginx';
import { raiseOpenFiles } from './fan-out';
import type { LoadFigures } from './load-figures';
import { networkAddress } from './network-addresses';
import { BENCH_RACE, type BenchServer, cpuMs, type Engine, startBenchServer } from './servers';
import { type LoadRequest, measureSteady } from './steady-load';

// A race day at full scale (docs/decisions/0128): one race filling to `votes` votes from
// `networks` networks — 30 % of the fans behind carriers of 10–50 fans, the rest spread
// over home networks, one in a hundred of those a flood of one-star votes, one vote in
// twenty a change of mind — while `viewers` watch the live feed. The race fills at
// `fillRate` and, as it holds each of LEVELS' votes, takes a window of `rate` votes/s (the
// peak) in which the servers' and the database's CPU and the votes' latency are read;
// after each window the time for the held votes it allows to flip and for one vote to
// reach the last viewer. Last, the race rests and its cost is read. SQLite: one instance.
// PostgreSQL: two instances behind nginx (the shipped recipe), fans' addresses passed in
// X-Forwarded-For by a proxy in front of it (TRUST_PROXY=2).

export interface RaceDayOptions {
  engine: Engine;
  /** FAIR_COUNT_RECOUNT: 'full' recounts each race in full every pass, nothing kept (0128). */
  recount: 'incremental' | 'full';
  /** FAIR_COUNT_BURSTS: whether the burst look runs (docs/decisions/0132). */
  bursts?: 'hold' | 'off';
  votes: number;
  networks: number;
  /** Votes per second in each measured window, and while the race fills between them. */
  rate: number;
  fillRate: number;
  windowSeconds: number;
  viewers: number;
  /**
   * Viewers as this many streams on each shared HTTP/2 connection to the instances' H2C_PORT
   * (a proxy in front speaking HTTP/2 upstream, decision 0112); unset: a connection each.
   * How 20,000 viewers fit a process limited to 20,000 open files.
   */
  h2cStreamsPerConnection?: number;
  idleSeconds: number;
  log: (message: string) => void;
}

export interface RaceDayLevel {
  /** Votes in the race halfway through the window. */
  votes: number;
  windowVotes: number;
  serverCpuPer1000Ms: number;
  databaseCpuPer1000Ms: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  /** From the window's last vote until the tally last moved (the flips it allowed). */
  flipMs: number;
  /** One vote to the last of the viewers. */
  lastViewerMs: number;
  viewersReached: number;
}

export interface RaceDayFigures {
  engine: Engine;
  recount: RaceDayOptions['recount'];
  viewers: number;
  /** Streams on each shared HTTP/2 connection, or null for a connection each. */
  h2cStreamsPerConnection: number | null;
  levels: RaceDayLevel[];
  /** A resting race: the servers' and the database's CPU, in % of one core. */
  idleServerPercent: number;
  idleDatabasePercent: number;
  counted: number;
}

/** The race sizes at which a window is measured (cut to `votes`). */
export const LEVELS = [300, 1000, 10_000, 50_000];
const CARRIER_SHARE = 0.3;
const FLOOD_EVERY = 100;
const CHANGE_EVERY = 20;
const CONNECTIONS = 64;
/** The tally is settled when it has not moved for this long. */
const SETTLED_MS = 2500;

interface Fan {
  network: number;
  flood: boolean;
}

/** Every fan's network, in the order they vote. */
function planFans(votes: number, networks: number, random: () => number): Fan[] {
  const fans: Fan[] = [];
  let network = 0;
  let carried = 0;
  while (carried < votes * CARRIER_SHARE && network < networks / 2) {
    const size = 10 + Math.floor(random() * 41);
    for (let i = 0; i < size; i++) fans.push({ network, flood: false });
    carried += size;
    network += 1;
  }
  const homes = Math.max(1, networks - network);
  for (let i = fans.length; i < votes; i++) {
    const home = network + (i % homes);
    fans.push({ network: home, flood: home % FLOOD_EVERY === 0 });
  }
  for (let i = fans.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fans[i], fans[j]] = [fans[j]!, fans[i]!];
  }
  return fans.slice(0, votes);
}

/** Viewers live as long as `lifetimeMs` (the run's own length, with room), never longer. */
const spawnViewers = (lifetimeMs: number) =>
  fork(fileURLToPath(new URL('./sse-viewers.ts', import.meta.url)), [String(lifetimeMs)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

function nextMessage(
  child: ChildProcess,
  type: string,
  timeoutMs: number,
): Promise<{ open?: number; times?: number[] }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`viewers: no '${type}'`)), timeoutMs);
    const on = (m: { type: string; open?: number; times?: number[] }) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off('message', on);
      resolve(m);
    };
    child.on('message', on);
  });
}

/**
 * CPU used by PostgreSQL's backends on the database since the first call, in ms: each
 * backend counted from when it was first seen (pools close idle connections, so a total
 * over the backends alive now can fall).
 */
function backendsCpu(db: Kysely<DB>): () => Promise<number> {
  const seen = new Map<number, { first: number; last: number }>();
  let calls = 0;
  return async () => {
    calls += 1;
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where datname = current_database()`.execute(db);
    for (const { pid } of rows) {
      const now = await cpuMs(pid).catch(() => null);
      if (now === null) continue;
      const known = seen.get(pid);
      if (known) known.last = now;
      // A backend that started after the first call: all its CPU is new.
      else seen.set(pid, { first: calls === 1 ? now : 0, last: now });
    }
    let total = 0;
    for (const { first, last } of seen.values()) total += last - first;
    return total;
  };
}

const VIEWERS_PER_CHILD = 8000;
/** Below the machine's open-files limit a process (20,000), with room for nginx's own. */
const NGINX_CONNECTIONS_PER_WORKER = 19_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureRaceDay(o: RaceDayOptions): Promise<RaceDayFigures> {
  const random = seededRandom(2026);
  const fans = planFans(o.votes, o.networks, random);
  const env = {
    TRUST_PROXY: o.engine === 'postgres' ? '2' : '1',
    FAIR_COUNT_RECOUNT: o.recount,
    FAIR_COUNT_BURSTS: o.bursts ?? 'hold',
  };
  o.log(`race day, ${o.engine}, recount ${o.recount}: ${fans.length} fans`);
  const bench: BenchServer = await startBenchServer(o.engine, { fans: 1, env });
  const children: ChildProcess[] = [];
  let nginx: NginxProcess | null = null;
  // PostgreSQL's own CPU is read from its backends; SQLite runs inside the server.
  const database = o.engine === 'postgres' ? await openReadyDatabase(bench.databaseUrl) : null;
  try {
    const instances = [bench.server];
    let url = bench.url;
    if (o.engine === 'postgres') {
      const other = await bench.addInstance();
      instances.push(other);
      // Viewers on a connection each pass through nginx too: two connections a viewer.
      nginx = await startNginx(
        [bench.server.port, other.port],
        o.h2cStreamsPerConnection === undefined
          ? { workers: 4, connectionsPerWorker: NGINX_CONNECTIONS_PER_WORKER }
          : undefined,
      );
      url = nginx.url;
    }
    const pids = instances.map((instance) => instance.pid);
    for (const pid of pids) await raiseOpenFiles(pid, o.log);
    const dbCpu = database ? backendsCpu(database.db) : async () => 0;
    const serverCpu = async () => {
      let total = 0;
      for (const pid of pids) total += await cpuMs(pid);
      return total;
    };
    o.log(`issuing ${fans.length} identities`);
    const tokens = await issueTokens(url, fans.length, 32);
    for (let i = 0; i < Math.ceil(o.viewers / VIEWERS_PER_CHILD); i++)
      children.push(
        spawnViewers(
          // Filling at fillRate, each window at rate, settling, resting; and ten minutes more.
          Math.round(
            (o.votes / o.fillRate + LEVELS.length * (o.windowSeconds + 30) + o.idleSeconds) * 1000,
          ) +
            10 * 60_000,
        ),
      );
    const opened = await Promise.all(
      children.map((child, i) => {
        const share =
          Math.floor(o.viewers / children.length) + (i < o.viewers % children.length ? 1 : 0);
        const ready = nextMessage(child, 'ready', 600_000);
        // Over h2c each viewer process is one proxy, in front of one instance in turn.
        const h2cPort = instances[i % instances.length]!.h2cPort;
        const h2c =
          o.h2cStreamsPerConnection === undefined || h2cPort === null
            ? undefined
            : { port: h2cPort, streamsPerConnection: o.h2cStreamsPerConnection };
        child.send({ type: 'open', url: `${url}/api/live`, total: share, h2c });
        return ready;
      }),
    );
    const viewers = opened.reduce((sum, m) => sum + (m.open ?? 0), 0);

    let cast = 0;
    let requests = 0;
    const voteRequest = (): LoadRequest => {
      // One vote in CHANGE_EVERY is an earlier fan changing their mind.
      requests += 1;
      const change = cast > CHANGE_EVERY && requests % CHANGE_EVERY === 0;
      const i = change ? Math.floor(random() * cast) : cast++;
      const fan = fans[Math.min(i, fans.length - 1)]!;
      const vote = fan.flood
        ? { starRating: 1, viewMode: 'Highlights Only', reasonTags: [] }
        : crowdVote(random);
      return {
        method: 'POST',
        path: '/api/votes',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[i]}`,
          'x-forwarded-for': networkAddress(fan.network),
        },
        body: JSON.stringify({ raceId: BENCH_RACE, ...vote }),
      };
    };
    const send = (rate: number, votes: number): Promise<LoadFigures> =>
      measureSteady({
        url,
        rate,
        seconds: votes / rate,
        connections: CONNECTIONS,
        next: voteRequest,
        timeoutMs: 30_000,
      });
    const totalVotes = async () => {
      const res = await fetch(`${url}/api/tallies/${encodeURIComponent(BENCH_RACE)}`);
      return Number(((await res.json()) as { totalVotes: number }).totalVotes);
    };
    /** Polls the tally until it rests; when it last moved (the window's end if never). */
    const settle = async (from: number) => {
      let seen = await totalVotes();
      let movedAt = from;
      while (performance.now() - movedAt < SETTLED_MS) {
        await sleep(25);
        const now = await totalVotes();
        if (now !== seen) {
          seen = now;
          movedAt = performance.now();
        }
      }
      return { movedAt, total: seen };
    };

    const levels: RaceDayLevel[] = [];
    for (const level of LEVELS.filter((l) => l <= o.votes)) {
      const windowVotes = Math.min(level, Math.round(o.rate * o.windowSeconds));
      const fillTo = Math.min(level - Math.floor(windowVotes / 2), fans.length - windowVotes);
      if (fillTo > cast) {
        o.log(`filling the race to ${fillTo} votes`);
        await send(o.fillRate, fillTo - cast);
        await settle(performance.now());
      }
      o.log(`window of ${windowVotes} votes at ${o.rate}/s around ${level}`);
      const cpu0 = await serverCpu();
      const db0 = await dbCpu();
      const figures = await send(o.rate, windowVotes);
      const ended = performance.now();
      const cpu = (await serverCpu()) - cpu0;
      const db = (await dbCpu()) - db0;
      const { movedAt, total } = await settle(ended);
      // One fan from the server's own machine (never weighed), so the count moves by one.
      const [token] = await issueTokens(url, 1);
      await Promise.all(
        children.map((child) => {
          const watching = nextMessage(child, 'watching', 10_000);
          child.send({ type: 'watch', raceId: BENCH_RACE, totalVotes: total + 1 });
          return watching;
        }),
      );
      const seenAll = Promise.all(children.map((child) => nextMessage(child, 'seen', 30_000)));
      const sentAt = Number(process.hrtime.bigint()) / 1e6;
      await fetch(`${url}/api/votes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ raceId: BENCH_RACE, starRating: 4, viewMode: 'Full Race' }),
      });
      const times = (await seenAll).flatMap((m) => m.times ?? []).sort((a, b) => a - b);
      levels.push({
        votes: level,
        windowVotes,
        serverCpuPer1000Ms: (cpu * 1000) / windowVotes,
        databaseCpuPer1000Ms: o.engine === 'postgres' ? (db * 1000) / windowVotes : 0,
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        failed: figures.failed,
        flipMs: movedAt - ended,
        lastViewerMs: times.length > 0 ? times.at(-1)! - sentAt : Number.NaN,
        viewersReached: times.length,
      });
    }
    // The viewers leave first: what is read is the resting race's cost, not the feed's.
    for (const child of children.splice(0)) child.send({ type: 'close' });
    o.log(`the race rests for ${o.idleSeconds} s`);
    // Closing thousands of streams and collecting their memory takes the servers seconds:
    // the cost of the viewers leaving, not of the race resting.
    await sleep(Math.min(10_000, 2000 + viewers));
    const idleCpu0 = await serverCpu();
    const idleDb0 = await dbCpu();
    await sleep(o.idleSeconds * 1000);
    const idleMs = o.idleSeconds * 1000;
    return {
      engine: o.engine,
      recount: o.recount,
      viewers,
      h2cStreamsPerConnection: o.h2cStreamsPerConnection ?? null,
      levels,
      idleServerPercent: (((await serverCpu()) - idleCpu0) / idleMs) * 100,
      idleDatabasePercent:
        o.engine === 'postgres' ? (((await dbCpu()) - idleDb0) / idleMs) * 100 : 0,
      counted: await totalVotes(),
    };
  } finally {
    for (const child of children) child.send({ type: 'close' });
    await sleep(200);
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await nginx?.stop();
    // A recount that failed says so in the server's log.
    for (const line of bench.server.output().split('\n'))
      if (line.includes('recount failed')) o.log(line.slice(0, 2000));
    await database?.close();
    await bench.close();
  }
}
