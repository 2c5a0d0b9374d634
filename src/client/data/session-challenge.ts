// The proof of work a network that asks for many identities must do first (ALTCHA v1):
// find the number whose hash, salted, is the challenge. Kept apart from the solver so the
// sign-in can read a challenge without loading any hashing code.

export const CHALLENGE_ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'] as const;
export type ChallengeAlgorithm = (typeof CHALLENGE_ALGORITHMS)[number];

export interface SessionChallenge {
  algorithm: ChallengeAlgorithm;
  /** Hex hash of salt + the secret number. */
  challenge: string;
  /** The secret number lies in [0, maxnumber]. */
  maxnumber: number;
  salt: string;
  /** The server's own seal on the challenge, sent back untouched. */
  signature: string;
}

/** What the solver worker posts back: the answer to send, or null when none was found. */
export interface SolverReply {
  answer: string | null;
}

/** The challenge inside a 428 answer's body, or null when the body does not hold a usable one. */
export function readSessionChallenge(body: unknown): SessionChallenge | null {
  const challenge = (body as { challenge?: unknown } | null)?.challenge;
  if (typeof challenge !== 'object' || challenge === null) return null;
  const c = challenge as Record<string, unknown>;
  const usable =
    CHALLENGE_ALGORITHMS.includes(c.algorithm as ChallengeAlgorithm) &&
    isText(c.challenge) &&
    isText(c.salt) &&
    isText(c.signature) &&
    Number.isSafeInteger(c.maxnumber) &&
    (c.maxnumber as number) >= 0;
  if (!usable) return null;
  return {
    algorithm: c.algorithm as ChallengeAlgorithm,
    challenge: c.challenge as string,
    maxnumber: c.maxnumber as number,
    salt: c.salt as string,
    signature: c.signature as string,
  };
}

/** What the server reads back: the challenge with the number found, as base64 JSON. */
export function encodeSolution(challenge: SessionChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
