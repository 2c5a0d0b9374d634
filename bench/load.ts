import autocannon, { type Result } from 'autocannon';
import { createPrng, randomVote } from '../test/proof/prng';
import type { LoadFigures } from './load-figures';
import { networkAddress } from './network-addresses';
import { BENCH_RACE } from './servers';
import { type LoadRequest, measureSteady } from './steady-load';

export type { LoadFigures } from './load-figures';

const figures = (r: Result): LoadFigures => ({
  perSecond: r['2xx'] / r.duration,
  p99Ms: r.latency.p99,
  p50Ms: r.latency.p50,
  ok: r['2xx'],
  failed: r.non2xx + r.errors + r.timeouts,
});

const JSON_HEADERS = { 'content-type': 'application/json' };
const VOTE_PATH = '/api/votes';

/**
 * Clients at once in the throughput steps. Race day is thousands of fans voting within
 * minutes, so the verdicts are taken with every engine saturated: at 32 clients the
 * PostgreSQL deployment leaves a fifth of the machine idle (each client waits on a
 * batch's commit), which measures its latency times 32, not what it can take. Every
 * figure a ratio compares (no-op, votes on both engines, home reads) uses the same count.
 */
export const RACE_DAY_CONNECTIONS = 128;
/** The earlier, latency-bound setting, still printed for comparison with older runs. */
export const FEW_CONNECTIONS = 32;

/**
 * Votes from many fans: each request takes the next pre-issued token and a random vote.
 * The no-op baseline goes through the very same request building, to its own path, so the
 * load generator's share of the two shared cores is the same in both measurements.
 * `networks`: each fan's votes arrive through the trusted proxy (the server runs with
 * TRUST_PROXY=1) from an address in a /24 of its own, so every vote is weighed as coming
 * from a network (its hash stored, the network's count kept); without it they come from
 * loopback, which is never weighed.
 */
function voteSource(
  tokens: string[],
  path = VOTE_PATH,
  networks = false,
  races: readonly string[] = [BENCH_RACE],
): () => LoadRequest {
  const prng = createPrng(7);
  // 997 bodies, a prime: with two races, each fan's votes still go to both.
  const bodies = Array.from({ length: 997 }, (_, i) =>
    JSON.stringify(randomVote(prng, races[i % races.length]!)),
  );
  let next = 0;
  return () => {
    next += 1;
    const fan = next % tokens.length;
    const headers: Record<string, string> = {
      ...JSON_HEADERS,
      authorization: `Bearer ${tokens[fan]}`,
    };
    if (networks) headers['x-forwarded-for'] = networkAddress(fan);
    return { method: 'POST', path, headers, body: bodies[next % bodies.length] };
  };
}

/** The same requests as autocannon takes them. */
function voteRequests(
  tokens: string[],
  path = VOTE_PATH,
  networks = false,
  races: readonly string[] = [BENCH_RACE],
) {
  const next = voteSource(tokens, path, networks, races);
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request: object) => ({ ...request, ...next() }),
    },
  ];
}

export async function measureVotes(
  url: string,
  tokens: string[],
  seconds: number,
  connections = RACE_DAY_CONNECTIONS,
  networks = false,
  /** The races voted on, in turn (a Sunday with two sports live). */
  races: readonly string[] = [BENCH_RACE],
) {
  return figures(
    await autocannon({
      url,
      connections,
      duration: seconds,
      requests: voteRequests(tokens, VOTE_PATH, networks, races),
    }),
  );
}

/** The baseline: the same requests through the same pipeline, minus the vote itself. */
export async function measureNoop(
  url: string,
  tokens: string[],
  seconds: number,
  connections = RACE_DAY_CONNECTIONS,
) {
  return figures(
    await autocannon({
      url,
      connections,
      duration: seconds,
      requests: voteRequests(tokens, '/api/bench/noop'),
    }),
  );
}

/**
 * Latency when votes arrive at a steady `rate` per second, evenly spaced (not as fast as
 * possible, and not in bursts: see steady-load.ts), over up to 50 kept-alive connections.
 */
export function measureVotesAtRate(url: string, tokens: string[], rate: number, seconds: number) {
  return measureSteady({ url, rate, seconds, connections: 50, next: voteSource(tokens) });
}

/** What a home page load fetches: the race list and every tally. */
export async function measureHomeReads(
  url: string,
  seconds: number,
  connections = RACE_DAY_CONNECTIONS,
  /** A sport's home ('?sport=motogp'); Formula 1's home reads without one. */
  query = '',
  /** Ask for compressed replies, as every browser does (autocannon asks for none). */
  asBrowser = false,
) {
  return figures(
    await autocannon({
      url,
      connections,
      duration: seconds,
      headers: asBrowser ? { 'accept-encoding': 'gzip, deflate, br' } : undefined,
      requests: [
        { method: 'GET', path: `/api/races${query}` },
        { method: 'GET', path: `/api/tallies${query}` },
      ],
    }),
  );
}
