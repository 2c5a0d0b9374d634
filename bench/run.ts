import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { measureFanOut, raiseOpenFiles } from './fan-out';
import { measureLighthouse } from './lighthouse';
import { measureHomeReads, measureNoop, measureVotes, measureVotesAtRate } from './load';
import { measureFirstLoadJs } from './page-weight';
import { measureOneRowPgbench } from './pgbench';
import { measurePushDelivery } from './push-delivery';
import { failedRow, fmt, type Row, renderTable } from './report';
import { cpuMs, type Engine, startBenchServer } from './servers';
import { measureStartup } from './startup';

// `npm run bench` (about 2½ minutes) or `npm run bench -- --quick` (about 1¼): real server
// processes on loopback, autocannon as the load generator, a child process holding the
// live-feed viewers, Chromium for page weight and Lighthouse. Prints one table.

const quick = process.argv.includes('--quick');
/** `--only=votes|fan-out|pages|push|startup` runs one part (e.g. while working on it). */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = (part: string) => !only || only === part;
const SECONDS = quick ? 3 : 8;
const FANS = quick ? 1000 : 4000;
const VIEWER_STEPS = quick ? [1000, 20_000] : [1000, 5000, 20_000];
const TARGET = {
  votesPerSecond: 5000,
  ratio: 0.5,
  p99Ms: 20,
  fanOutMs: 1000,
  rssMb: 400,
  /** Server memory while 20,000 viewers are connected. */
  rssMbAt20k: 600,
  /** PostgreSQL votes/s over the one-row pgbench figure on the same server. */
  overPgbench: 3,
  jsKb: 120,
  pushSeconds: 60,
};
/** Votes/s per engine in this run, for the PostgreSQL ÷ SQLite row. */
const votesPerSecond: Partial<Record<Engine, number>> = {};
const rows: Row[] = [];
const log = (message: string) => console.error(`bench: ${message}`);

/** Builds the parts of dist/ that are missing or older than their sources (as `npm start` does). */
function ensureBuilt(parts: ('client' | 'server')[]) {
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', ...parts], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building ${parts.join(' and ')} failed`);
}

async function step(name: string, target: string, run: () => Promise<void>) {
  log(name);
  try {
    await run();
  } catch (error) {
    rows.push(failedRow(name, target, error));
  }
}

async function votes(engine: Engine) {
  const bench = await startBenchServer(engine, { fans: FANS });
  try {
    await measureNoop(bench.url, bench.tokens, 1); // warm-up: JIT, connections, prepared statements
    await measureVotes(bench.url, bench.tokens, 1);
    // Server CPU per request does not depend on what else the machine is doing.
    const pid = bench.server.pid;
    let cpu = await cpuMs(pid);
    const noop = await measureNoop(bench.url, bench.tokens, SECONDS);
    const noopCpuUs = (((await cpuMs(pid)) - cpu) * 1000) / noop.ok;
    cpu = await cpuMs(pid);
    const vote = await measureVotes(bench.url, bench.tokens, SECONDS);
    const voteCpuUs = (((await cpuMs(pid)) - cpu) * 1000) / vote.ok;
    const isSqlite = engine === 'sqlite';
    const ratio = vote.perSecond / noop.perSecond;
    votesPerSecond[engine] = vote.failed === 0 ? vote.perSecond : 0;
    rows.push(
      {
        figure: `Votes/s, ${engine} (${fmt(FANS)} fans, 32 connections)`,
        value: `${fmt(vote.perSecond)} /s (p99 ${vote.p99Ms} ms)`,
        target: isSqlite ? `≥ ${fmt(TARGET.votesPerSecond)} /s` : '—',
        pass: isSqlite ? vote.perSecond >= TARGET.votesPerSecond && vote.failed === 0 : null,
      },
      {
        figure: `No-op route, ${engine} (same run)`,
        value: `${fmt(noop.perSecond)} /s (p99 ${noop.p99Ms} ms)`,
        target: '—',
        pass: null,
      },
      {
        figure: `Server CPU per vote / per no-op, ${engine}`,
        value: `${fmt(voteCpuUs)} µs / ${fmt(noopCpuUs)} µs (a free core: ≈ ${fmt(1e6 / voteCpuUs)} votes/s)`,
        target: '—',
        pass: null,
      },
      {
        figure: `Votes ÷ no-op, ${engine}`,
        value: `${fmt(ratio * 100)} %`,
        target: isSqlite ? '≥ 50 %' : '—',
        pass: isSqlite ? ratio >= TARGET.ratio : null,
      },
    );
    if (isSqlite || !quick) {
      const steady = await measureVotesAtRate(bench.url, bench.tokens, 1000, SECONDS);
      rows.push({
        figure: `p99 at a steady 1,000 votes/s, ${engine}`,
        value: `${steady.p99Ms} ms (p50 ${steady.p50Ms} ms, ${fmt(steady.perSecond)} /s done)`,
        target: isSqlite ? `< ${TARGET.p99Ms} ms` : '—',
        pass: isSqlite ? steady.p99Ms < TARGET.p99Ms && steady.failed === 0 : null,
      });
    }
    const reads = await measureHomeReads(bench.url, SECONDS);
    const readRatio = reads.perSecond / noop.perSecond;
    rows.push(
      {
        figure: `Home data reads/s, ${engine} (races + tallies)`,
        value: `${fmt(reads.perSecond)} /s = ${fmt(reads.perSecond / 2)} page loads/s (p99 ${reads.p99Ms} ms)`,
        target: '—',
        pass: null,
      },
      {
        figure: `Home data reads ÷ no-op, ${engine}`,
        value: `${fmt(readRatio * 100)} %`,
        target: '≥ 50 %',
        pass: readRatio >= TARGET.ratio && reads.failed === 0,
      },
    );
  } finally {
    await bench.close();
  }
}

/** PostgreSQL against SQLite and against pgbench's one-row ceiling, all in this run. */
async function postgresCeiling() {
  const sqlite = votesPerSecond.sqlite ?? Number.NaN;
  const postgres = votesPerSecond.postgres ?? Number.NaN;
  const ratio = postgres / sqlite;
  rows.push({
    figure: 'Votes/s, PostgreSQL ÷ SQLite (same run)',
    value: `${fmt(ratio * 100)} %`,
    target: '≥ 50 %',
    pass: ratio >= TARGET.ratio,
  });
  const pgbench = await measureOneRowPgbench(SECONDS);
  rows.push(
    {
      figure: `pgbench, ${pgbench.clients} clients updating one row (same server)`,
      value: `${fmt(pgbench.tps)} commits/s`,
      target: '—',
      pass: null,
    },
    {
      figure: 'Votes/s, PostgreSQL ÷ one-row pgbench',
      value: `${fmt(postgres / pgbench.tps, 1)} ×`,
      target: `≥ ${TARGET.overPgbench} ×`,
      pass: postgres / pgbench.tps >= TARGET.overPgbench,
    },
  );
}

async function fanOut() {
  const bench = await startBenchServer('sqlite', { fans: 10 });
  try {
    await raiseOpenFiles(bench.server.pid, log);
    for (const f of await measureFanOut(bench, VIEWER_STEPS)) {
      const rssTarget = f.viewers > 5000 ? TARGET.rssMbAt20k : TARGET.rssMb;
      const all = f.reached === f.viewers && f.viewers > 0;
      const within = `${fmt(f.lastMs, 0)} ms to the last (median ${fmt(f.medianMs, 0)} ms, server CPU ${fmt(f.cpuMs)} ms), ${fmt(f.reached)}/${fmt(f.viewers)} reached`;
      rows.push(
        {
          figure: `One tally change → ${fmt(f.viewers)} live viewers`,
          value: within,
          target: '< 1,000 ms',
          pass: all && f.lastMs < TARGET.fanOutMs,
        },
        {
          figure: `Server memory holding ${fmt(f.viewers)} viewers`,
          value: `${fmt(f.rssMb)} MB RSS`,
          target: `< ${rssTarget} MB`,
          pass: f.rssMb < rssTarget,
        },
      );
    }
  } finally {
    await bench.close();
  }
}

/** Viewers on one instance, the vote on another: the change crosses by LISTEN/NOTIFY. */
async function crossInstanceFanOut() {
  const bench = await startBenchServer('postgres', { fans: 10 });
  try {
    const voter = await bench.addInstance();
    for (const f of await measureFanOut(bench, [1000], voter.url)) {
      rows.push({
        figure: `Vote on instance A → ${fmt(f.viewers)} viewers on instance B (PostgreSQL)`,
        value: `${fmt(f.lastMs, 0)} ms to the last (median ${fmt(f.medianMs, 0)} ms), ${fmt(f.reached)}/${fmt(f.viewers)} reached`,
        target: '< 1,000 ms',
        pass: f.reached === f.viewers && f.viewers > 0 && f.lastMs < TARGET.fanOutMs,
      });
    }
  } finally {
    await bench.close();
  }
}

async function pages() {
  ensureBuilt(['client']);
  const bench = await startBenchServer('sqlite', { fans: 1, seedVotes: 400 });
  try {
    for (const r of await measureFirstLoadJs(bench.url, resolve('dist/client'))) {
      rows.push({
        figure: `First-load JS ${r.route} (gzip, ${r.files} files)`,
        value: `${fmt(r.gzipKb, 1)} KB`,
        target: `≤ ${TARGET.jsKb} KB`,
        pass: r.gzipKb <= TARGET.jsKb,
      });
    }
    for (const s of await measureLighthouse(bench.url, quick ? ['/'] : ['/', '/all-races'])) {
      rows.push({
        figure: `Lighthouse mobile ${s.route}: performance / accessibility / best practices`,
        value: `${s.performance} / ${s.accessibility} / ${s.bestPractices}`,
        target: '≥ 95 / 100 / 100',
        pass: s.performance >= 95 && s.accessibility === 100 && s.bestPractices === 100,
      });
      if (s.misses.length) log(`lighthouse ${s.route} missed: ${s.misses.join(', ')}`);
    }
  } finally {
    await bench.close();
  }
}

/** One alert to 10,000 subscriptions, 1 % black-holed and 1 % trickling (the same in --quick). */
async function pushDelivery() {
  const f = await measurePushDelivery({
    subscriptions: 10_000,
    blackHoledShare: 0.01,
    tricklingShare: 0.01,
  });
  rows.push({
    figure: `One alert → ${fmt(f.subscriptions)} push subscriptions (1 % black-holed, 1 % trickling)`,
    value: `${fmt(f.healthySeconds, 1)} s to the ${fmt(f.healthy)} healthy (whole alert ${fmt(f.allSeconds, 1)} s; ${fmt(f.delivered)} delivered, ${fmt(f.failed)} failed)`,
    target: `< ${TARGET.pushSeconds} s`,
    pass: f.delivered === f.healthy && f.healthySeconds < TARGET.pushSeconds,
  });
}

async function startup() {
  ensureBuilt(['client', 'server']);
  for (const f of await measureStartup(quick ? 3 : 5)) {
    rows.push({
      figure: `Start-up to listening: ${f.way}`,
      value: `${fmt(f.medianMs)} ms (median), ${fmt(f.rssMb)} MB RSS`,
      target: '—',
      pass: null,
    });
  }
}

const started = Date.now();
const loadBefore = loadavg()[0]!;
if (wanted('votes')) {
  await step('Votes/s, sqlite', '≥ 5,000 /s', () => votes('sqlite'));
  await step('Votes/s, postgres', '—', () => votes('postgres'));
  await step('PostgreSQL against SQLite and pgbench', '≥ 50 %, ≥ 3 ×', postgresCeiling);
}
if (wanted('fan-out')) {
  await step('Fan-out to live viewers', '< 1,000 ms', fanOut);
  if (!quick) await step('Fan-out across instances', '< 1,000 ms', crossInstanceFanOut);
}
if (wanted('pages')) await step('Pages', '—', pages);
if (wanted('push')) await step('Push delivery', `< ${TARGET.pushSeconds} s`, pushDelivery);
if (wanted('startup')) await step('Start-up', '—', startup);
const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores, ${fmt(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
// Everything shares the machine: load from other work shows up in every figure.
const load = `load average ${fmt(loadBefore, 1)} before, ${fmt(loadavg()[0]!, 1)} after`;
const took = fmt((Date.now() - started) / 1000);
console.log(`\nGP Vibes benchmark${quick ? ' (quick)' : ''} — ${date}, ${took} s`);
console.log(`${machine}; ${load}\n`);
console.log(renderTable(rows));
process.exitCode = 0;
