import autocannon from 'autocannon';
import { createSessionSigner } from '../src/server/session/session-token';
import { createPrng, randomVote } from '../test/proof/prng';
import { RACE_DAY_CONNECTIONS } from './load';
import type { LoadFigures } from './load-figures';
import { networkAddress } from './network-addresses';
import { BENCH_RACE } from './servers';

// Two ways a crowd votes, as request sources for the load generator. On race day most
// votes are fans' first (a new identity each, from many networks) and a few are changes of
// mind; the older throughput steps replay a few thousand fans again and again, so nearly
// every vote there is a change of mind. The two stress different writes on PostgreSQL: a
// first vote inserts a row and an entry in every index of votes, a change of mind rewrites
// a row (heap-only while no indexed column changes, 0011 and 0020).

/** A session key both the bench and its servers know (SESSION_SECRET), so fans are minted here. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-for-loopback-only-0123456789';

export type VotePattern = 'race-day' | 'changes';

export const VOTE_PATTERNS: readonly VotePattern[] = ['race-day', 'changes'];

/** On race day, one vote in this many is a change of mind; the rest are first votes. */
export const RACE_DAY_CHANGE_EVERY = 10;
/** Networks the fans come from (as in the race-day rehearsal): a network's later fans are held. */
export const BENCH_NETWORKS = 5000;
/** Fans of the change-of-mind pattern (the older throughput steps' crowd). */
export const CHANGES_FANS = 4000;
/**
 * A change of mind is from a fan whose first vote was sent at least this many requests
 * earlier: far past the 128 in flight, so it changes a stored vote.
 */
const SETTLED = 1000;
/** Vote bodies, a prime count so a fan's votes differ. */
const BODIES = 997;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface VoteRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A source of vote requests in `pattern`, each fan's from a /24 of its network through the
 * server's one trusted proxy (TRUST_PROXY=1). Fans are minted with BENCH_SESSION_SECRET as
 * the server would issue them (one HMAC each), so a crowd of any size costs no set-up.
 */
export function voteSource(pattern: VotePattern, seed = 7) {
  const signer = createSessionSigner(Buffer.from(BENCH_SESSION_SECRET, 'utf8'), DAY_MS);
  const prng = createPrng(seed);
  const bodies = Array.from({ length: BODIES }, () => JSON.stringify(randomVote(prng, BENCH_RACE)));
  const fans: string[] = [];
  let next = 0;
  const fan = (n: number) => {
    while (fans.length <= n) fans.push(signer.issue(Date.now()).token);
    return fans[n]!;
  };
  /** Which fan casts the `i`th vote. */
  const voter = (i: number): number => {
    if (pattern === 'changes') return i % CHANGES_FANS;
    const changes = i % RACE_DAY_CHANGE_EVERY === 0 && fans.length > SETTLED;
    return changes ? prng.int(0, fans.length - SETTLED) : fans.length;
  };
  return {
    next(): VoteRequest {
      next += 1;
      const n = voter(next);
      return {
        method: 'POST',
        path: '/api/votes',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${fan(n)}`,
          'x-forwarded-for': networkAddress(n % BENCH_NETWORKS),
        },
        body: bodies[next % BODIES]!,
      };
    },
    /** Fans minted so far (each has sent a first vote). */
    fans: () => fans.length,
  };
}

export type VoteSource = ReturnType<typeof voteSource>;

/** Votes/s of `source`'s requests, `connections` at a time, for `seconds`. */
export async function measurePattern(
  url: string,
  source: VoteSource,
  seconds: number,
  connections = RACE_DAY_CONNECTIONS,
): Promise<LoadFigures> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/votes',
        setupRequest: (request: object) => ({ ...request, ...source.next() }),
      },
    ],
  });
  return {
    perSecond: r['2xx'] / r.duration,
    p99Ms: r.latency.p99,
    p50Ms: r.latency.p50,
    ok: r['2xx'],
    failed: r.non2xx + r.errors + r.timeouts,
  };
}
