import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openReadyDatabase } from '../src/server/open-ready';
import { crowdVote, seededRandom } from '../test/domain/fixtures';
import { userIdOf } from '../test/proof/proof-votes';
import { TEST_REDIS_URL } from '../test/server/app-instances';
import { type NginxProcess, startNginx } from '../test/server/nginx';
import { type ServerProcess, startServerProcess } from '../test/server/server-process';
import type { ViewerReport } from './deploy-viewers';
import { raiseOpenFiles } from './fan-out';
import { networkAddress } from './network-addresses';
import { BENCH_ENV, BENCH_RACE, buildIfStale, cpuMs, scratchDatabase } from './servers';
import { quantile } from './steady-load';

// A rolling deploy on race day (issue 54, docs/decisions/0149): two instances behind nginx
// (the shipped recipe) on PostgreSQL, the limits counted in Redis, fans voting at a steady
// rate — mostly first votes, one in CHANGE_EVERY a change of mind — each from a network of
// its own, and `viewers` pages on the live feed through nginx. Each instance in turn is
// stopped (SIGTERM), waited for, started again on its port and waited for until nginx
// sends it requests again; `rounds` times over. Read: every vote's answer, what the
// database holds at the end against what was acknowledged, how long each viewer waited
// for its tally to move after its instance left, and how long an instance took to stop,
// to be ready and to be back in rotation. Loopback only; it ends by itself.

export interface RollingDeployOptions {
  rounds: number;
  viewers: number;
  votesPerSecond: number;
  /**
   * The instances' LOG_LEVEL. At `info` (each shutdown step, every request) each instance's
   * log is also kept in a temporary folder, named at the end.
   */
  logLevel?: string;
  log: (message: string) => void;
}

export interface RestartFigures {
  instance: 'A' | 'B';
  /** SIGTERM to exit, and the exit code. */
  drainMs: number;
  exitCode: number | null;
  /** Started again to /healthz 200, and the CPU the new process spent on it. */
  readyMs: number;
  startCpuMs: number;
  /** Ready to nginx's first request answered by it. */
  rotationMs: number;
  /**
   * From SIGTERM to back in rotation: cores used by the instance that stayed (it takes every
   * viewer and vote meanwhile) and by the viewers' process; the machine's load average.
   */
  survivorCores: number;
  viewerCores: number;
  load: number;
  /** The machine's idle share meanwhile (all cores, from /proc/stat): 0 means saturated. */
  idleShare: number;
  /** Viewers whose stream it ended, and those of them whose tally never moved again. */
  moved: number;
  notBack: number;
  /** From SIGTERM to a viewer's next tally move: the longest over all viewers, and over the moved ones (median, longest). */
  longestGapMs: number;
  movedMedianMs: number;
  movedLongestMs: number;
  /** For those (medians): the `retry:` wait, the new request's answer, and the end to the new stream's first state. */
  retryMedianMs: number;
  answerMedianMs: number;
  stateMedianMs: number;
}

export interface VoteCounts {
  sent: number;
  acknowledged: number;
  /** Answers other than 2xx, by status. */
  failedByStatus: Record<string, number>;
  /** Connections reset or closed with no answer. */
  resets: number;
  /** No answer within VOTE_TIMEOUT_MS, or another client-side error (by code). */
  otherErrors: Record<string, number>;
  /** Acknowledged fans whose stored vote is neither their last acknowledged one nor one sent after it. */
  lost: number;
  /** Time to the answer of acknowledged votes. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RoundFigures extends VoteCounts {
  round: number;
  restarts: RestartFigures[];
}

export interface RollingDeployFigures {
  rounds: RoundFigures[];
  /** Every vote of the run, warm-up and settling included. */
  total: VoteCounts & {
    /** Fans with at least one vote acknowledged, and fans with a vote stored. */
    acknowledgedFans: number;
    storedFans: number;
  };
  viewers: number;
  viewerReconnects: number;
  /** Of those, the streams sent the tallies alone (Last-Event-ID named the current race list). */
  viewerResumed: number;
  viewerRefusals: Record<string, number>;
  /** The longest any viewer went without its tally moving, from the first stop to the end. */
  longestStillMs: number;
  /** The viewers' process's event-loop delay, p99 and max: how late its clock readings may be. */
  viewerLoopDelayMs: { p99: number; max: number };
  votesPerSecond: number;
  seconds: number;
  /** What nginx logged while moving requests (refused or reset connections, no instance left). */
  nginxEvents: Record<string, number>;
}

/** nginx's error-log lines by kind, for what it had to move between instances. */
function nginxEvents(errorLog: string): Record<string, number> {
  const kinds: [string, RegExp][] = [
    ['refused', /Connection refused/],
    ['reset', /Connection reset by peer|prematurely closed/],
    ['no instance left', /no live upstreams/],
    ['timed out', /timed out/],
  ];
  const counts: Record<string, number> = {};
  for (const line of errorLog.split('\n')) {
    const kind = kinds.find(([, pattern]) => pattern.test(line))?.[0];
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** Must hold: a moved viewer's tally moves again within this long of its instance leaving. */
export const MAX_VIEWER_GAP_MS = 5000;
const CHANGE_EVERY = 20;
const CONNECTIONS = 64;
const VOTE_TIMEOUT_MS = 30_000;
const WARM_UP_MS = 3000;
const SETTLE_MS = 4000;
/** How long one restart may take at most (stop, start, back in rotation) before the bench gives up. */
const RESTART_BUDGET_MS = 60_000;
/** Fans enough for this many seconds of first votes. */
const PLANNED_SECONDS = 120;

const now = () => Number(process.hrtime.bigint()) / 1e6;

/** The machine's CPU time so far, idle and in all (clock ticks, Linux /proc/stat). */
async function machineTicks(): Promise<{ idle: number; all: number }> {
  const { readFile } = await import('node:fs/promises');
  const cpu = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.split(/\s+/).slice(1);
  const ticks = cpu.map(Number).filter((n) => Number.isFinite(n));
  // user nice system idle iowait irq softirq steal …: idle and iowait are idle.
  return { idle: ticks[3]! + ticks[4]!, all: ticks.reduce((a, b) => a + b, 0) };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface VoteRecord {
  fan: number;
  starRating: number;
  sentAt: number;
  /** ms from sending to the answer (or the failure). */
  tookMs: number;
  /** '200', another status, 'reset', or an error's code. */
  outcome: string;
}

const isAck = (r: VoteRecord) => r.outcome.startsWith('2');
/** A wait that never ended crosses IPC as null (JSON has no Infinity): back to Infinity. */
const never = (ms: number | null) => ms ?? Number.POSITIVE_INFINITY;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One identity per fan, each asked from the fan's own network (through nginx). */
async function issueIdentities(url: string, count: number): Promise<string[]> {
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const fan = next++;
      const res = await fetch(`${url}/api/session`, {
        method: 'POST',
        headers: { 'x-forwarded-for': networkAddress(fan) },
      });
      if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
      tokens[fan] = ((await res.json()) as { token: string }).token;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return tokens;
}

/**
 * Votes at a steady rate until stopped (open loop: each leaves when due, whatever earlier
 * answers do). A fan never has two votes in flight, so the last one answered is the one
 * the database must hold.
 */
function startVoting(url: string, rate: number, tokens: string[]) {
  const random = seededRandom(54);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const records: VoteRecord[] = [];
  const inFlight = new Set<number>();
  let fresh = 0;
  let requests = 0;
  let stopping = false;
  let pending = 0;
  let drained: () => void = () => {};
  const started = performance.now();
  let sent = 0;

  const pickFan = (): number | null => {
    requests += 1;
    const change =
      fresh > CHANGE_EVERY && (requests % CHANGE_EVERY === 0 || fresh >= tokens.length);
    if (!change) return fresh < tokens.length ? fresh++ : null;
    for (let tries = 0; tries < 20; tries += 1) {
      const fan = Math.floor(random() * fresh);
      if (!inFlight.has(fan)) return fan;
    }
    return null;
  };

  const send = () => {
    const fan = pickFan();
    if (fan === null) return;
    const vote = crowdVote(random);
    const record: VoteRecord = {
      fan,
      starRating: vote.starRating,
      sentAt: now(),
      tookMs: 0,
      outcome: '',
    };
    records.push(record);
    inFlight.add(fan);
    pending += 1;
    const body = JSON.stringify({ raceId: BENCH_RACE, ...vote });
    const settle = (outcome: string) => {
      if (record.outcome) return;
      record.outcome = outcome;
      record.tookMs = now() - record.sentAt;
      inFlight.delete(fan);
      pending -= 1;
      if (stopping && pending === 0) drained();
    };
    const req = request(new URL('/api/votes', url), {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${tokens[fan]}`,
        'x-forwarded-for': networkAddress(fan),
      },
    });
    const deadline = setTimeout(() => req.destroy(new Error('timeout')), VOTE_TIMEOUT_MS);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        clearTimeout(deadline);
        settle(String(res.statusCode));
      });
      res.on('error', () => settle('reset'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      const reset = error.code === 'ECONNRESET' || error.message === 'socket hang up';
      settle(reset ? 'reset' : error.message === 'timeout' ? 'timeout' : (error.code ?? 'error'));
    });
    req.end(body);
  };

  const tick = () => {
    if (stopping) return;
    const due = Math.floor(((performance.now() - started) * rate) / 1000);
    while (sent < due) {
      send();
      sent += 1;
    }
    setTimeout(tick, 5);
  };
  tick();

  return {
    records,
    /** Stops sending; resolves once every vote sent is answered or failed. */
    stop(): Promise<VoteRecord[]> {
      stopping = true;
      return new Promise((resolve) => {
        drained = () => {
          agent.destroy();
          resolve(records);
        };
        if (pending === 0) drained();
      });
    },
  };
}

function countVotes(
  records: VoteRecord[],
  lostFans: Set<number>,
  lastAckAt: Map<number, number>,
): VoteCounts {
  const counts: VoteCounts = {
    sent: records.length,
    acknowledged: 0,
    failedByStatus: {},
    resets: 0,
    otherErrors: {},
    lost: 0,
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    maxMs: Number.NaN,
  };
  const took = records
    .filter(isAck)
    .map((r) => r.tookMs)
    .sort((a, b) => a - b);
  counts.p50Ms = quantile(took, 0.5);
  counts.p99Ms = quantile(took, 0.99);
  counts.maxMs = took.at(-1) ?? Number.NaN;
  for (const r of records) {
    if (isAck(r)) counts.acknowledged += 1;
    else if (/^\d{3}$/.test(r.outcome))
      counts.failedByStatus[r.outcome] = (counts.failedByStatus[r.outcome] ?? 0) + 1;
    else if (r.outcome === 'reset') counts.resets += 1;
    else counts.otherErrors[r.outcome] = (counts.otherErrors[r.outcome] ?? 0) + 1;
    // A lost vote belongs to the window its last acknowledgement was sent in.
    if (lostFans.has(r.fan) && lastAckAt.get(r.fan) === r.sentAt) counts.lost += 1;
  }
  return counts;
}

function forkViewers(lifetimeMs: number): ChildProcess {
  return fork(
    fileURLToPath(new URL('./deploy-viewers.ts', import.meta.url)),
    [String(lifetimeMs)],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
}

function nextMessage<T>(child: ChildProcess, type: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`viewers: no '${type}'`)), timeoutMs);
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      clearTimeout(timer);
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
  });
}

async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 20,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(everyMs);
  }
}
/** nginx's access log is read whole: looked at this often, its reading stays cheap. */
const ACCESS_LOG_POLL_MS = 250;

const healthy = (url: string) =>
  fetch(`${url}/healthz`).then(
    (res) => res.status === 200,
    () => false,
  );

/** nginx's access-log lines answered 200 by the instance on `port` (its last try). */
function servedBy(lines: string[], port: number): boolean {
  return lines.some((line) => {
    const match = /^\S+ (.+) (\d{3}) "/.exec(line);
    return match?.[2] === '200' && match[1]!.split(', ').at(-1) === `127.0.0.1:${port}`;
  });
}

export async function measureRollingDeploy(o: RollingDeployOptions): Promise<RollingDeployFigures> {
  const env = {
    ...BENCH_ENV,
    // The limits on, counted in Redis, each fan from its own network: the bench is the
    // proxy in front of nginx (TRUST_PROXY=2). Budgets per network are the defaults.
    RATE_LIMITS: 'on',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `gpvibes-bench-${randomBytes(6).toString('hex')}:`,
    TRUST_PROXY: '2',
    LOG_LEVEL: o.logLevel ?? 'warn',
  };
  const scratch = await scratchDatabase('postgres');
  const database = await openReadyDatabase(scratch.url);
  await database.db
    .updateTable('races')
    .set({ is_current: 1, manual_override: 1 })
    .where('id', '=', BENCH_RACE)
    .execute();
  // What `npm start` runs: the built server, started as many times as the deploy needs.
  buildIfStale(['server']);
  const ports = [await freePort(), await freePort()];
  const start = (port: number) =>
    startServerProcess(scratch.url, { ...env, PORT: String(port) }, { built: true });
  const slots: { name: 'A' | 'B'; port: number; server: ServerProcess }[] = [];
  const logDir = o.logLevel === 'info' ? mkdtempSync(join(tmpdir(), 'gpvibes-rolling-')) : null;
  let runs = 0;
  const keepLog = (name: string, server: ServerProcess) => {
    if (!logDir) return;
    runs += 1;
    writeFileSync(join(logDir, `${name}-${runs}-${server.pid}.log`), server.output());
  };
  let nginx: NginxProcess | null = null;
  let viewers: ChildProcess | null = null;
  let voting: ReturnType<typeof startVoting> | null = null;
  try {
    for (const [i, port] of ports.entries()) {
      const server = await start(port);
      await raiseOpenFiles(server.pid, o.log);
      slots.push({ name: i === 0 ? 'A' : 'B', port, server });
    }
    nginx = await startNginx(ports, { workers: 2, connectionsPerWorker: 8192 });
    const fans = Math.min(60_000, Math.ceil(o.votesPerSecond * PLANNED_SECONDS));
    o.log(`rolling deploy: issuing ${fans} identities`);
    const tokens = await issueIdentities(nginx.url, fans);

    viewers = forkViewers(30 * 60_000);
    const ready = nextMessage<{ open: number; failed: number }>(viewers, 'ready', 120_000);
    viewers.send({
      type: 'open',
      url: `${nginx.url}/api/live`,
      total: o.viewers,
      raceId: BENCH_RACE,
    });
    const { open } = await ready;
    o.log(`rolling deploy: ${open} viewers watching; voting at ${o.votesPerSecond}/s`);
    const startedAt = now();
    voting = startVoting(nginx.url, o.votesPerSecond, tokens);
    await sleep(WARM_UP_MS);

    type Timing = Omit<
      RestartFigures,
      | 'moved'
      | 'notBack'
      | 'longestGapMs'
      | 'movedMedianMs'
      | 'movedLongestMs'
      | 'retryMedianMs'
      | 'answerMedianMs'
      | 'stateMedianMs'
    >;
    const rounds: { round: number; from: number; restarts: Timing[] }[] = [];
    const leaves: number[] = [];
    for (let round = 1; round <= o.rounds; round += 1) {
      const current = { round, from: now(), restarts: [] as Timing[] };
      rounds.push(current);
      for (const slot of slots) {
        o.log(`rolling deploy: round ${round}, restarting instance ${slot.name}`);
        const survivor = slots.find((other) => other !== slot)!.server.pid;
        const viewerPid = viewers.pid ?? -1;
        const cpuBefore = [await cpuMs(survivor), await cpuMs(viewerPid).catch(() => 0)];
        const ticksBefore = await machineTicks();
        const leftAt = now();
        leaves.push(leftAt);
        const old = slot.server;
        const exitCode = await old.stop();
        const drainMs = now() - leftAt;
        keepLog(slot.name, old);
        const spawnedAt = now();
        slot.server = await start(slot.port);
        await raiseOpenFiles(slot.server.pid, o.log);
        const url = slot.server.url;
        await waitFor(`instance ${slot.name} ready`, () => healthy(url), RESTART_BUDGET_MS);
        const readyAt = now();
        const startCpuMs = await cpuMs(slot.server.pid);
        // Lines from here on that name its port are the new process's.
        const logFrom = nginx.accessLog().length;
        const log = nginx;
        await waitFor(
          `instance ${slot.name} back in nginx's rotation`,
          () => servedBy(log.accessLog().slice(logFrom), slot.port),
          RESTART_BUDGET_MS,
          ACCESS_LOG_POLL_MS,
        );
        const tookMs = now() - leftAt;
        const cores = async (pid: number, before: number) =>
          ((await cpuMs(pid).catch(() => before)) - before) / tookMs;
        current.restarts.push({
          instance: slot.name,
          drainMs,
          exitCode,
          readyMs: readyAt - spawnedAt,
          startCpuMs,
          rotationMs: now() - readyAt,
          survivorCores: await cores(survivor, cpuBefore[0]!),
          viewerCores: await cores(viewerPid, cpuBefore[1]!),
          load: loadavg()[0]!,
          idleShare: await machineTicks().then(
            (t) => (t.idle - ticksBefore.idle) / (t.all - ticksBefore.all),
          ),
        });
      }
    }
    await sleep(SETTLE_MS);
    const until = now();
    const reportReady = nextMessage<ViewerReport>(viewers, 'report', 120_000);
    viewers.send({ type: 'report', leaves, until });
    const report = await reportReady;
    const records = await voting.stop();
    voting = null;
    const seconds = (now() - startedAt) / 1000;

    // What the database holds, against what each fan was told.
    const stored = new Map<string, number>();
    for (const row of await database.db
      .selectFrom('votes')
      .select(['user_id', 'star_rating'])
      .where('race_id', '=', BENCH_RACE)
      .execute())
      stored.set(row.user_id, Number(row.star_rating));
    const byFan = new Map<number, VoteRecord[]>();
    for (const r of records) byFan.set(r.fan, [...(byFan.get(r.fan) ?? []), r]);
    const lostFans = new Set<number>();
    const lastAckAt = new Map<number, number>();
    let acknowledgedFans = 0;
    let storedFans = 0;
    for (const [fan, votes] of byFan) {
      const has = stored.get(userIdOf(tokens[fan]!));
      if (has !== undefined) storedFans += 1;
      const last = votes.findLastIndex(isAck);
      if (last < 0) continue;
      acknowledgedFans += 1;
      lastAckAt.set(fan, votes[last]!.sentAt);
      const allowed = votes.slice(last).map((v) => v.starRating);
      if (has === undefined || !allowed.includes(has)) lostFans.add(fan);
    }

    const roundFigures = rounds.map((r, i): RoundFigures => {
      const to = rounds[i + 1]?.from ?? Number.POSITIVE_INFINITY;
      const inRound = records.filter((v) => v.sentAt >= r.from && v.sentAt < to);
      const restarts = r.restarts.map((restart, j): RestartFigures => {
        const leave = report.leaves[i * slots.length + j]!;
        return {
          ...restart,
          moved: leave.moved,
          notBack: leave.notBack,
          longestGapMs: never(leave.longestGapMs),
          movedMedianMs: never(leave.movedMedianMs),
          movedLongestMs: never(leave.movedLongestMs),
          retryMedianMs: leave.retryMedianMs,
          answerMedianMs: leave.answerMedianMs,
          stateMedianMs: leave.stateMedianMs,
        };
      });
      return { round: r.round, restarts, ...countVotes(inRound, lostFans, lastAckAt) };
    });
    return {
      rounds: roundFigures,
      total: { ...countVotes(records, lostFans, lastAckAt), acknowledgedFans, storedFans },
      viewers: report.viewers,
      viewerReconnects: report.reconnects,
      viewerResumed: report.resumed,
      viewerRefusals: report.refused,
      longestStillMs: report.longestStillMs,
      viewerLoopDelayMs: { p99: report.loopDelayP99Ms, max: report.loopDelayMaxMs },
      votesPerSecond: o.votesPerSecond,
      seconds,
      nginxEvents: nginxEvents(nginx.errorLog()),
    };
  } finally {
    await voting?.stop();
    if (viewers) {
      viewers.send({ type: 'close' });
      const child = viewers;
      await sleep(200);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (logDir && nginx) writeFileSync(join(logDir, 'nginx-error.log'), nginx.errorLog());
    await nginx?.stop();
    for (const slot of slots) {
      await slot.server.stop();
      keepLog(slot.name, slot.server);
    }
    if (logDir) o.log(`rolling deploy: the instances' logs are in ${logDir}`);
    await database.close();
    await scratch.drop();
  }
}
