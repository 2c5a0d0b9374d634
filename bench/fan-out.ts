import { type ChildProcess, execFile, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { issueTokens } from '../test/proof/proof-votes';
import { BENCH_RACE, type BenchServer, cpuMs, rssMb } from './servers';

type Message = {
  type: string;
  open?: number;
  failed?: number;
  times?: number[];
  bytes?: number;
};

export interface FanOutFigures {
  /** The race whose tally changed. */
  raceId: string;
  viewers: number;
  reached: number;
  lastMs: number;
  medianMs: number;
  rssMb: number;
  /** Server CPU time from the vote to the last viewer reached: what the push cost. */
  cpuMs: number;
}

/** Viewers per child process: well under a default limit of open files per process. */
const VIEWERS_PER_CHILD = 8000;
/** Open files the server may hold while it serves the largest step (raised when allowed). */
const SERVER_OPEN_FILES = 65_536;

function nextMessage(child: ChildProcess, type: string, timeoutMs: number): Promise<Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`viewers: no '${type}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (m: Message) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
  });
}

/**
 * Tens of thousands of streams need as many open files in the server process; a process
 * manager would set this (systemd: LimitNOFILE). Here it is raised with prlimit where the
 * benchmark may (as root, or within the hard limit); otherwise the step reports how many
 * viewers actually got in.
 */
export function raiseOpenFiles(pid: number, log: (message: string) => void): Promise<void> {
  const limit = `${SERVER_OPEN_FILES}:${SERVER_OPEN_FILES}`;
  return new Promise((resolve) => {
    execFile('prlimit', ['--pid', String(pid), `--nofile=${limit}`], (error) => {
      if (error) log(`could not raise the server's open-files limit: ${error.message}`);
      resolve();
    });
  });
}

const spawnViewers = () =>
  fork(fileURLToPath(new URL('./sse-viewers.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/**
 * Opens live-feed viewers in child processes in steps (e.g. 1,000 then 20,000), and at each
 * step casts one vote and times how long until the last viewer has the new tally. The
 * server's resident memory is read while it holds them.
 */
export async function measureFanOut(
  bench: BenchServer,
  steps: number[],
  /** Where the vote is cast: another instance on the same PostgreSQL, or the viewers' own. */
  voterUrl = bench.url,
  /** Viewers as streams on shared h2c connections (a proxy in front), this many to each. */
  streamsPerConnection?: number,
  /** The races voted on at each step, one after the other (every sport's on one stream). */
  races: readonly string[] = [BENCH_RACE],
): Promise<FanOutFigures[]> {
  const h2cPort = bench.server.h2cPort;
  if (streamsPerConnection !== undefined && h2cPort === null) {
    throw new Error('fan-out over h2c: the server was started without H2C_PORT');
  }
  const h2c =
    streamsPerConnection === undefined ? undefined : { port: h2cPort, streamsPerConnection };
  const children: ChildProcess[] = [];
  const out: FanOutFigures[] = [];
  try {
    const totals = new Map<string, number>();
    for (const raceId of races) {
      const res = await fetch(`${bench.url}/api/tallies/${encodeURIComponent(raceId)}`);
      totals.set(raceId, Number(((await res.json()) as { totalVotes: number }).totalVotes));
    }
    for (const viewers of steps) {
      while (children.length < Math.ceil(viewers / VIEWERS_PER_CHILD)) {
        children.push(spawnViewers());
      }
      // Each child holds its share, together exactly `viewers`; a later, bigger step tops
      // every child up.
      const ready = await Promise.all(
        children.map((child, i) => {
          const share =
            Math.floor(viewers / children.length) + (i < viewers % children.length ? 1 : 0);
          const done = nextMessage(child, 'ready', 300_000);
          child.send({ type: 'open', url: `${bench.url}/api/live`, total: share, h2c });
          return done;
        }),
      );
      for (const raceId of races) {
        // Past the coalescing window of earlier pushes, so the vote below is pushed at once.
        await new Promise((r) => setTimeout(r, 500));
        const totalVotes = totals.get(raceId)! + 1;
        totals.set(raceId, totalVotes);
        await Promise.all(
          children.map((child) => {
            const watching = nextMessage(child, 'watching', 5000);
            child.send({ type: 'watch', raceId, totalVotes });
            return watching;
          }),
        );
        // A fan who never voted, so the count moves by exactly one.
        const [token] = await issueTokens(voterUrl, 1);
        const seenAll = Promise.all(children.map((child) => nextMessage(child, 'seen', 20_000)));
        const cpuBefore = await cpuMs(bench.server.pid);
        const sentAt = Number(process.hrtime.bigint()) / 1e6;
        const res = await fetch(`${voterUrl}/api/votes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ raceId, starRating: 4, viewMode: 'Full Race' }),
        });
        if (res.status !== 200) throw new Error(`fan-out vote answered ${res.status}`);
        const seen = await seenAll;
        const cpu = (await cpuMs(bench.server.pid)) - cpuBefore;
        const times = seen.flatMap((m) => m.times ?? []).sort((a, b) => a - b);
        out.push({
          raceId,
          viewers: ready.reduce((sum, m) => sum + (m.open ?? 0), 0),
          reached: times.length,
          lastMs: times.length > 0 ? times.at(-1)! - sentAt : Number.NaN,
          medianMs: times.length > 0 ? times[Math.floor(times.length / 2)]! - sentAt : Number.NaN,
          rssMb: await rssMb(bench.server.pid),
          cpuMs: cpu,
        });
      }
    }
  } finally {
    for (const child of children) child.send({ type: 'close' });
    await new Promise((r) => setTimeout(r, 200));
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }
  return out;
}

export interface ReconnectFigures {
  /** Streams opened again with the Last-Event-ID their browser would send. */
  resumed: boolean;
  viewers: number;
  reopened: number;
  /** Server CPU time and bytes received, per stream opened again. */
  cpuMsEach: number;
  bytesEach: number;
  /** From the first new request to the last new stream's opening state. */
  wallMs: number;
}

/**
 * What one instance pays when a leaving instance's viewers all come to it (a rolling
 * deploy): `viewers` streams are opened, then, once per entry of `rounds`, every one is
 * ended and opened again at once — sending back the last event id (as a browser does) where
 * the entry is 'resumed'. Full and resumed rounds alternate on one warm process, so each
 * pair sees the same JIT state.
 */
export async function measureReconnects(
  bench: BenchServer,
  viewers: number,
  rounds: readonly ('full' | 'resumed')[],
): Promise<ReconnectFigures[]> {
  const child = spawnViewers();
  const url = `${bench.url}/api/live`;
  const out: ReconnectFigures[] = [];
  try {
    const ready = nextMessage(child, 'ready', 300_000);
    child.send({ type: 'open', url, total: viewers });
    const { open = 0 } = await ready;
    for (const round of rounds) {
      const ended = nextMessage(child, 'ended', 60_000);
      child.send({ type: 'reopen', url, resume: round === 'resumed' });
      await ended;
      const reopened = nextMessage(child, 'reopened', 300_000);
      const cpuBefore = await cpuMs(bench.server.pid);
      const started = performance.now();
      child.send({ type: 'go' });
      const m = await reopened;
      const wallMs = performance.now() - started;
      const cpu = (await cpuMs(bench.server.pid)) - cpuBefore;
      const each = Math.max(1, m.open ?? 0);
      out.push({
        resumed: round === 'resumed',
        viewers: open,
        reopened: m.open ?? 0,
        cpuMsEach: cpu / each,
        bytesEach: (m.bytes ?? 0) / each,
        wallMs,
      });
    }
  } finally {
    child.send({ type: 'close' });
    await new Promise((r) => setTimeout(r, 200));
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  return out;
}
