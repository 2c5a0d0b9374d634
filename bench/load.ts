import autocannon, { type Result } from 'autocannon';
import { createPrng, randomVote } from '../src/server/proof/prng';
import { BENCH_RACE } from './servers';

export interface LoadFigures {
  perSecond: number;
  p99Ms: number;
  p50Ms: number;
  ok: number;
  failed: number;
}

const figures = (r: Result): LoadFigures => ({
  perSecond: r['2xx'] / r.duration,
  p99Ms: r.latency.p99,
  p50Ms: r.latency.p50,
  ok: r['2xx'],
  failed: r.non2xx + r.errors + r.timeouts,
});

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Votes from many fans: each request takes the next pre-issued token and a random vote.
 * The no-op baseline goes through the very same request building, to its own path, so the
 * load generator's share of the two shared cores is the same in both measurements.
 */
function voteRequests(tokens: string[], path = '/api/votes') {
  const prng = createPrng(7);
  const bodies = Array.from({ length: 997 }, () => JSON.stringify(randomVote(prng, BENCH_RACE)));
  let next = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request: object) => {
        next += 1;
        return {
          ...request,
          headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens[next % tokens.length]}` },
          body: bodies[next % bodies.length],
        };
      },
    },
  ];
}

export async function measureVotes(
  url: string,
  tokens: string[],
  seconds: number,
  connections = 32,
) {
  return figures(
    await autocannon({ url, connections, duration: seconds, requests: voteRequests(tokens) }),
  );
}

/** The baseline: the same requests through the same pipeline, minus the vote itself. */
export async function measureNoop(
  url: string,
  tokens: string[],
  seconds: number,
  connections = 32,
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

/** Latency when votes arrive at a steady `rate` per second (not as fast as possible). */
export async function measureVotesAtRate(
  url: string,
  tokens: string[],
  rate: number,
  seconds: number,
) {
  return figures(
    await autocannon({
      url,
      connections: 50,
      overallRate: rate,
      duration: seconds,
      requests: voteRequests(tokens),
    }),
  );
}

/** What a home page load fetches: the race list and every tally. */
export async function measureHomeReads(url: string, seconds: number, connections = 32) {
  return figures(
    await autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/api/races' },
        { method: 'GET', path: '/api/tallies' },
      ],
    }),
  );
}
