import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sport } from '../src/domain/sports/sports';
import type { Race } from '../src/domain/types';
import { createChangeBus } from '../src/server/live/change-bus';
import { openReadyDatabase } from '../src/server/open-ready';
import { createRacesRepo } from '../src/server/races/races-repo';
import { seedSports } from '../src/server/races/seed';
import { createVotesRepo } from '../src/server/votes/votes-repo';
import { createPrng, randomVote } from '../test/proof/prng';
import { issueTokens, PROOF_RACE } from '../test/proof/proof-votes';
import { type ServerProcess, startServerProcess } from '../test/server/server-process';
import { TEST_DATABASES } from '../test/server/test-databases';

export type Engine = 'sqlite' | 'postgres';

/** The race the benchmark votes on (opened by hand before the server starts). */
export const BENCH_RACE = PROOF_RACE;

/** Every benchmark server: no abuse limits, quiet logs, the no-op baseline route on. */
// Every viewer comes from one loopback address, so the per-address and per-instance stream
// caps (there for crowds of real clients) are lifted to what the fan-out step needs.
export const BENCH_ENV = {
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  BENCH_ROUTES: 'on',
  LIVE_STREAMS_PER_ADDRESS: '1000000',
  LIVE_STREAMS_MAX: '1000000',
  // The fan-out step also holds viewers as streams on shared HTTP/2 connections.
  H2C_PORT: '0',
};

/**
 * Builds the parts of `root`'s dist/ that are missing or older than their sources, as
 * `npm start` does before it runs the server.
 */
export function buildIfStale(parts: ('client' | 'server')[], root = '.') {
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', ...parts], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building ${parts.join(' and ')} in ${root} failed`);
}

export interface BenchServer {
  engine: Engine;
  server: ServerProcess;
  url: string;
  tokens: string[];
  /** The scratch database the instances share (a file on SQLite). */
  databaseUrl: string;
  /** A second instance on the same database (PostgreSQL scale-out); stopped by close(). */
  addInstance(): Promise<ServerProcess>;
  close(): Promise<void>;
}

export async function scratchDatabase(
  engine: Engine,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (engine === 'postgres') return TEST_DATABASES.find((k) => k.name === 'postgres')!.create();
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-bench-'));
  return {
    url: join(dir, 'bench.sqlite'),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh seeded database with the bench race open and `seedVotes` votes spread over past
 * races (so the home page and explorer show verdicts), then a real server process on it and
 * `fans` identities issued through POST /api/session. `env` adds to or overrides the bench
 * settings.
 */
export async function startBenchServer(
  engine: Engine,
  opts: {
    fans: number;
    seedVotes?: number;
    env?: Record<string, string>;
    /** Sports seeded from their bundled calendars before the server starts (SPORTS). */
    sports?: Sport[];
    /** Races opened by hand beside the bench race. */
    open?: (races: Race[]) => string[];
  },
): Promise<BenchServer> {
  const scratch = await scratchDatabase(engine);
  const database = await openReadyDatabase(scratch.url);
  try {
    const races = await database.db
      .selectFrom('races')
      .select('id')
      .where('date', '<', '2026-11-01')
      .execute();
    await database.db
      .updateTable('races')
      .set({ is_current: 1, manual_override: 1 })
      .where('id', '=', BENCH_RACE)
      .execute();
    if (opts.sports) {
      const repo = createRacesRepo(database.db, createChangeBus());
      await seedSports(repo, opts.sports);
      for (const id of opts.open?.(await repo.list()) ?? []) {
        await repo.setCurrent(id, true, { manual: true });
      }
    }
    const votes = createVotesRepo(database, createChangeBus());
    const prng = createPrng(42);
    for (let i = 0; i < (opts.seedVotes ?? 0); i += 1) {
      const race = races[i % races.length]!.id;
      await votes.recordVote({ ...randomVote(prng, race), userId: `seed-${i}` });
    }
  } finally {
    await database.close();
  }
  const env = {
    ...BENCH_ENV,
    ...(opts.sports ? { SPORTS: opts.sports.join(',') } : {}),
    ...opts.env,
  };
  // What `npm start` runs: the built server.
  buildIfStale(['server']);
  const server = await startServerProcess(scratch.url, env, { built: true });
  const tokens = await issueTokens(server.url, opts.fans, 32);
  const others: ServerProcess[] = [];
  return {
    engine,
    server,
    url: server.url,
    tokens,
    databaseUrl: scratch.url,
    async addInstance() {
      const other = await startServerProcess(scratch.url, env, { built: true });
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.stop();
      await server.stop();
      await scratch.drop();
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
export async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
