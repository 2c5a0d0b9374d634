import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { searchSha256 } from '../../src/client/data/sha256-search';
import { type IdentityChallenge, newChallenge } from '../../src/server/session/altcha-proof';
import { CHALLENGE_KEY_PURPOSE } from '../../src/server/session/identity-gate';

// Asking for identities from made-up networks (the app trusts one proxy: TRUST_PROXY=1,
// the peer being this machine) and solving the challenges it hands out.

export const PROXIED = { TRUST_PROXY: '1' };

export interface AltchaPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** POST /api/session as `ip` (through the trusted proxy), with `body` as JSON if given. */
export function askFrom(app: FastifyInstance, ip: string, body?: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/session',
    remoteAddress: '127.0.0.1',
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export const encode = (payload: AltchaPayload) =>
  Buffer.from(JSON.stringify(payload)).toString('base64');

/** The challenge of a 428 answer; fails the test on any other. */
export function challengeOf(res: { statusCode: number; body: string }): IdentityChallenge {
  expect(res.statusCode, res.body).toBe(428);
  return (JSON.parse(res.body) as { challenge: IdentityChallenge }).challenge;
}

/** The payload answering `challenge`, found with the browser's own SHA-256 search. */
export function solve(challenge: IdentityChallenge): AltchaPayload {
  const number = searchSha256(challenge.salt, challenge.challenge, challenge.maxnumber!);
  if (number === null) throw new Error('challenge has no solution in range');
  const { algorithm, salt, signature } = challenge;
  return { algorithm, challenge: challenge.challenge, number, salt, signature };
}

/** The payload answering `challenge`, found the way ALTCHA's own solver finds it. */
export async function solveWithAltcha(challenge: IdentityChallenge): Promise<AltchaPayload> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  const found = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!found) throw new Error('ALTCHA found no solution');
  return { algorithm, challenge: challenge.challenge, number: found.number, salt, signature };
}

/** Asks `times` identities from `ip` without paying; the status codes in order. */
export async function ask(app: FastifyInstance, ip: string, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await askFrom(app, ip)).statusCode);
  return codes;
}

/** Asks `times` identities from `ip`, paying any challenge; the status codes in order. */
export async function mint(app: FastifyInstance, ip: string, times: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) {
    let res = await askFrom(app, ip);
    if (res.statusCode === 428)
      res = await askFrom(app, ip, { altcha: encode(solve(challengeOf(res))) });
    codes.push(res.statusCode);
  }
  return codes;
}

/** The difficulty of `quickSolution`: a few hundred hashes to find the number. */
export const QUICK_MAX_NUMBER = 1000;

/**
 * A solution the app accepts, to a challenge signed with its own key at
 * `QUICK_MAX_NUMBER`: the app takes any unspent challenge it signed, and hundreds of fans
 * solving the challenges a busy network is handed would cost tens of millions of hashes.
 */
export async function quickSolution(app: FastifyInstance): Promise<{ altcha: string }> {
  const key = await app.deps.sessions.derivedKey(CHALLENGE_KEY_PURPOSE);
  return { altcha: encode(solve(await newChallenge(key, QUICK_MAX_NUMBER, Date.now()))) };
}
