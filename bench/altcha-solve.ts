import { searchSha256 } from '../src/client/data/sha256-search';

// The identity benchmarks ask the server for identities from made-up networks (it trusts
// one proxy, TRUST_PROXY=1, and reads the address from X-Forwarded-For) and pay the ALTCHA
// challenges it answers with, the way a script would rather than a browser.

export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface Solved {
  /** The body's `altcha`: base64 of {algorithm, challenge, number, salt, signature}. */
  altcha: string;
  /** Hashes tried to find it (number + 1): the work done. */
  hashes: number;
}

/**
 * Searches [0, maxnumber] with the quickest SHA-256 search we have (the browser's own,
 * the salt's whole blocks hashed once; about twice Node's one-shot `crypto.hash`): what
 * one core of a script pays is the figure wanted, so the attacker gets the best tool.
 */
export function solveChallenge(c: Challenge): Solved {
  const number = searchSha256(c.salt, c.challenge, c.maxnumber);
  if (number === null) throw new Error('challenge has no solution in range');
  const { algorithm, salt, signature } = c;
  const payload = { algorithm, challenge: c.challenge, number, salt, signature };
  return { altcha: Buffer.from(JSON.stringify(payload)).toString('base64'), hashes: number + 1 };
}

export interface SessionAnswer {
  status: number;
  token?: string;
  challenge?: Challenge;
}

/** POST /api/session as `ip` (through the trusted proxy), paying with `altcha` if given. */
export async function askIdentity(
  baseUrl: string,
  ip: string,
  altcha?: string,
): Promise<SessionAnswer> {
  const res = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: {
      'x-forwarded-for': ip,
      ...(altcha ? { 'content-type': 'application/json' } : {}),
    },
    ...(altcha ? { body: JSON.stringify({ altcha }) } : {}),
  });
  const body = (await res.json()) as { token?: string; challenge?: Challenge };
  return { status: res.status, ...body };
}

/** Mints `count` identities from `ip`, solving every challenge; fails on any refusal. */
export async function mintIdentities(baseUrl: string, ip: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    let answer = await askIdentity(baseUrl, ip);
    if (answer.status === 428 && answer.challenge) {
      answer = await askIdentity(baseUrl, ip, solveChallenge(answer.challenge).altcha);
    }
    if (answer.status !== 201) throw new Error(`identity ${i + 1} from ${ip}: ${answer.status}`);
  }
}
