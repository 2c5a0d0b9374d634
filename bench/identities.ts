import {
  CHALLENGE_DOUBLING_EXCESS,
  challengeMaxNumber,
} from '../src/domain/fair-count/identity-challenge';
import { loadConfig } from '../src/server/config/config';
import { mintIdentities } from './altcha-solve';
import { measureBrowserIdentities } from './identity-browser';
import { measureAttackerCost } from './identity-cost';
import { checksPerSecond, measureVerify, solvedPool } from './identity-verify';
import { RACE_DAY_CONNECTIONS } from './load';
import { CARRIER_ADDRESS } from './network-addresses';
import { fmt, type Row } from './report';
import { describeSpread, median, spread } from './rounds';
import { cpuMs, startBenchServer } from './servers';

// The price of an identity (docs/decisions/0113): what one server process can check, what
// a fan behind a busy carrier address waits for on a slowed-down phone, and what a script
// minting thousands an hour pays. The difficulties come from the domain's schedule
// (challengeMaxNumber), so these rows follow any change to its constants.

/** Identities an hour from one busy carrier address (a whole cell behind one IPv4). */
export const CARRIER_PER_HOUR = 300;
/** Identities an hour from a network minting for a ballot-stuffing script. */
export const MINTING_PER_HOUR = 2000;
/** Lighthouse's mobile CPU slowdown: a mid-range phone against this desktop-class core. */
export const PHONE_CPU_RATE = 4;
/** Target for a fan behind the carrier address: touch to identity. */
export const CARRIER_TARGET_MS = 3000;

/** The allowance every deployment starts with (IDENTITY_FREE_PER_HOUR's default). */
const freePerHour = () => loadConfig({}).identityFreePerHour;

/** Challenges are only asked for with limits on, and addresses are only seen through the proxy. */
const GATED = { RATE_LIMITS: 'on', TRUST_PROXY: '1' };

/**
 * Solutions sent back through POST /api/session on a server with every production limit
 * (SQLite; identity counts in memory, as a single instance keeps them): a warm-up burst,
 * then `ROUNDS` bursts, the median deciding nothing (no target) but shown with each.
 */
export async function verifyRows(quick: boolean, rounds: number): Promise<Row[]> {
  const perRound = quick ? 450 : 1000;
  const warmUp = quick ? 150 : 300;
  const networks = 50;
  // Each address stays under the per-minute limits: its free ones plus the paid identities
  // within RATE_LIMIT_SESSIONS_PER_MINUTE, the asks and answers within
  // RATE_LIMIT_SESSION_REQUESTS_PER_MINUTE.
  const perNetwork = Math.ceil((warmUp + rounds * perRound) / networks);
  const bench = await startBenchServer('sqlite', { fans: 0, env: GATED });
  try {
    const pool = await solvedPool(bench.url, {
      networks,
      perNetwork,
      freePerHour: freePerHour(),
    });
    await measureVerify(bench.url, pool.solved.slice(0, warmUp));
    const figures = [];
    const cpuUs = [];
    for (let r = 0; r < rounds; r += 1) {
      const from = warmUp + r * perRound;
      const before = await cpuMs(bench.server.pid);
      const round = await measureVerify(bench.url, pool.solved.slice(from, from + perRound));
      cpuUs.push((((await cpuMs(bench.server.pid)) - before) * 1000) / round.accepted);
      figures.push(round);
    }
    const perSecond = spread(figures.map((f) => f.perSecond));
    const failed = figures.reduce((sum, f) => sum + f.failed, 0);
    const inProcess = await checksPerSecond(quick ? 2000 : 5000);
    return [
      {
        figure: `Identities/s one server accepts, each a solved challenge (sqlite, ${RACE_DAY_CONNECTIONS} connections, ${networks} networks, maxNumber ${[...pool.maxNumbers].map((n) => fmt(n)).join(', ')})`,
        value: `${describeSpread(perSecond, fmt, ' /s')}, p99 ${fmt(median(figures.map((f) => f.p99Ms)))} ms, server CPU ${fmt(median(cpuUs))} µs each${failed ? `, ${fmt(failed)} failed` : ''}`,
        target: '—',
        pass: null,
      },
      {
        figure: 'Solutions/s the check alone takes, in-process (decode, signature, hash; no spend)',
        value: `${fmt(inProcess)} /s`,
        target: '—',
        pass: null,
      },
    ];
  } finally {
    await bench.close();
  }
}

/**
 * A fan behind the carrier address: the address has minted `CARRIER_PER_HOUR` identities
 * this hour (minted here first, every challenge paid), then each fan taps a star in
 * Chromium with the CPU slowed `PHONE_CPU_RATE` times.
 */
export async function carrierRows(quick: boolean): Promise<Row[]> {
  const fans = quick ? 5 : 7;
  const excess = CARRIER_PER_HOUR - freePerHour();
  const maxNumber = challengeMaxNumber(excess);
  // The carrier's identities arrive over an hour; minted here in seconds, they would meet
  // the per-minute session limit, which is not what is being measured.
  const bench = await startBenchServer('sqlite', {
    fans: 0,
    env: { ...GATED, RATE_LIMIT_SESSIONS_PER_MINUTE: '1000000' },
  });
  try {
    await mintIdentities(bench.url, CARRIER_ADDRESS, CARRIER_PER_HOUR);
    const made = await measureBrowserIdentities(bench.url, {
      ip: CARRIER_ADDRESS,
      count: fans,
      rate: PHONE_CPU_RATE,
    });
    const throttled = made.map((m) => m.throttledMs);
    const measured = made.map((m) => m.measuredMs);
    const medianMs = median(throttled);
    // The hash rate of the worker unslowed, from each fan's own solve: the number drawn is
    // uniform, so the expected time rests on it and maxNumber / 2, not on five draws.
    const hashRate = median(made.map((m) => m.hashes / (m.workerMs / 1000)));
    const rest = median(made.map((m) => m.measuredMs - m.workerMs));
    const expectedMs = rest + (PHONE_CPU_RATE * (maxNumber / 2) * 1000) / hashRate;
    // The first paid difficulty under which the expected time meets the target here, the
    // doubling left as it is (so the cap, and what a minting network pays, stay put).
    const fittingMaxNumber = (2 * (CARRIER_TARGET_MS - rest) * hashRate) / (PHONE_CPU_RATE * 1000);
    const fittingBase = fittingMaxNumber / 2 ** (excess / CHALLENGE_DOUBLING_EXCESS);
    const seen = [...new Set(made.map((m) => m.maxNumber))].map((n) => fmt(n)).join(', ');
    const s = (ms: number) => fmt(ms / 1000, 1);
    return [
      {
        figure: `Touch to identity in Chromium at CPU ${PHONE_CPU_RATE}× behind a carrier address (${fmt(CARRIER_PER_HOUR)} an hour: maxNumber ${fmt(maxNumber)})`,
        value: `median ${s(medianMs)} s, max ${s(Math.max(...throttled))} s (${fmt(made.length)} fans: ${throttled.map(s).join(' / ')} s; challenges ${seen})`,
        target: `median < ${s(CARRIER_TARGET_MS)} s`,
        pass: made.length > 0 && medianMs < CARRIER_TARGET_MS,
      },
      {
        figure: `The same, expected from the worker's hash rate (${fmt(hashRate)} /s unslowed) and maxNumber / 2`,
        value: `${s(expectedMs)} s: the page's own part ${s(rest)} s, the search ${s(expectedMs - rest)} s (page slowed, worker not: median ${s(median(measured))} s); under ${s(CARRIER_TARGET_MS)} s from CHALLENGE_BASE_MAX_NUMBER ≤ ${fmt(Math.max(0, fittingBase))}`,
        target: '—',
        pass: null,
      },
    ];
  } finally {
    await bench.close();
  }
}

/** One core of this machine solving challenges at a minting network's difficulty. */
export async function attackerRows(quick: boolean): Promise<Row[]> {
  const maxNumber = challengeMaxNumber(MINTING_PER_HOUR - freePerHour());
  const cost = await measureAttackerCost(maxNumber, quick ? 1 : 3);
  return [
    {
      figure: `One core per 1,000 identities from a minting network (${fmt(MINTING_PER_HOUR)} an hour: maxNumber ${fmt(maxNumber)})`,
      value: `${fmt(cost.coreSecondsPer1000)} core-s (${fmt(cost.coreSecondsPer1000 / 3600, 1)} core-hours); the SHA-256 search ${fmt(cost.hashesPerSecond)} /s over ${fmt(cost.solveSeconds.length)} solves (${cost.solveSeconds.map((t) => fmt(t, 1)).join(' / ')} s)`,
      target: '—',
      pass: null,
    },
  ];
}
