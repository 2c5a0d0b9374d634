import { randomBytes } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import autocannon from 'autocannon';
import { checkProof } from '../src/server/session/altcha-proof';
import { askIdentity, type Challenge, mintIdentities, solveChallenge } from './altcha-solve';
import { RACE_DAY_CONNECTIONS } from './load';
import { networkAddress } from './network-addresses';

// How many paid identities one server process hands out per second: solutions to real
// challenges it issued (pre-solved, so the clients cost nothing while it is timed) sent
// back through POST /api/session, each checked, spent and answered with a token.

export interface VerifyRound {
  perSecond: number;
  p99Ms: number;
  accepted: number;
  failed: number;
}

export interface VerifyPool {
  /** One solved challenge per entry, with the address that asked for it. */
  solved: { ip: string; altcha: string }[];
  maxNumbers: Set<number>;
  solveSeconds: number;
}

/**
 * Each of `networks` addresses (a /24 each) mints its free allowance, then asks for
 * `perNetwork` identities, each answered with a challenge at the first paid difficulty
 * (the free allowance is spent, and nothing else was minted there); all are then solved.
 */
export async function solvedPool(
  url: string,
  opts: { networks: number; perNetwork: number; freePerHour: number },
): Promise<VerifyPool> {
  const asks: string[] = [];
  for (let n = 0; n < opts.networks; n += 1) {
    await mintIdentities(url, networkAddress(n), opts.freePerHour);
    for (let i = 0; i < opts.perNetwork; i += 1) asks.push(networkAddress(n));
  }
  const challenges: { ip: string; challenge: Challenge }[] = [];
  let next = 0;
  const asker = async () => {
    while (next < asks.length) {
      const ip = asks[next++]!;
      const answer = await askIdentity(url, ip);
      if (answer.status !== 428 || !answer.challenge) {
        throw new Error(`expected a challenge for ${ip}, got ${answer.status}`);
      }
      challenges.push({ ip, challenge: answer.challenge });
    }
  };
  await Promise.all(Array.from({ length: 16 }, asker));
  const started = performance.now();
  const solved = challenges.map(({ ip, challenge }) => ({
    ip,
    altcha: solveChallenge(challenge).altcha,
  }));
  return {
    solved,
    maxNumbers: new Set(challenges.map((c) => c.challenge.maxnumber)),
    solveSeconds: (performance.now() - started) / 1000,
  };
}

/** Sends every solution once, `RACE_DAY_CONNECTIONS` at a time, as fast as answered. */
export async function measureVerify(
  url: string,
  solved: VerifyPool['solved'],
): Promise<VerifyRound> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: Math.min(RACE_DAY_CONNECTIONS, solved.length),
    amount: solved.length,
    requests: [
      {
        method: 'POST',
        path: '/api/session',
        setupRequest: (request) => {
          const { ip, altcha } = solved[next++ % solved.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({ altcha }),
          };
        },
      },
    ],
  });
  return {
    perSecond: result['2xx'] / result.duration,
    p99Ms: result.latency.p99,
    accepted: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The check alone, in this process: decoding, the HMAC of the signature and the hash of
 * the number (no spending, no token). Challenges are made with a known number, so none
 * needs solving.
 */
export async function checksPerSecond(count: number): Promise<number> {
  const hmacKey = randomBytes(32).toString('hex');
  const expires = new Date(Date.now() + 5 * 60_000);
  const encoded: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const number = i % 20_000;
    const c = await createChallenge({ hmacKey, maxNumber: 20_000, number, expires });
    const payload = {
      algorithm: c.algorithm,
      challenge: c.challenge,
      number,
      salt: c.salt,
      signature: c.signature,
    };
    encoded.push(Buffer.from(JSON.stringify(payload)).toString('base64'));
  }
  const started = performance.now();
  for (const solution of encoded) {
    const check = await checkProof(solution, hmacKey, Date.now());
    if (!check.ok) throw new Error(`in-process check refused a valid solution: ${check.code}`);
  }
  return count / ((performance.now() - started) / 1000);
}
