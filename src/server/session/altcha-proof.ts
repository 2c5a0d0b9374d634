import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import {
  CHALLENGE_MAX_MAX_NUMBER,
  IDENTITY_CHALLENGE_TTL_MS,
} from '../../domain/fair-count/identity-challenge';

// The ALTCHA v1 format: the challenge is SHA-256(salt + number) for a secret number in
// [0, maxnumber], signed with an HMAC of the server's; the salt carries `expires` (epoch
// seconds), so the hash binds it. The solution comes back as base64 of the JSON
// {algorithm, challenge, number, salt, signature}. Checking one costs two hashes.

/** A solution is about 250 characters; anything much longer is not one. */
export const ALTCHA_PAYLOAD_MAX_LENGTH = 2000;

const HEX_256 = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

// Extra fields some widgets add (took, test) are ignored; these are the ones that count.
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(HEX_256),
  number: z.int().min(0).max(CHALLENGE_MAX_MAX_NUMBER),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(HEX_256),
});

export type IdentityChallenge = Awaited<ReturnType<typeof createChallenge>>;

export type ProofCheck =
  | { ok: true; id: string; expiresAtMs: number }
  | { ok: false; code: 'CHALLENGE_INVALID' | 'CHALLENGE_EXPIRED' };

export function newChallenge(
  hmacKey: string,
  maxNumber: number,
  nowMs: number,
): Promise<IdentityChallenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxNumber,
    expires: new Date(nowMs + IDENTITY_CHALLENGE_TTL_MS),
  });
}

function decode(encoded: string): unknown {
  if (encoded.length > ALTCHA_PAYLOAD_MAX_LENGTH || !BASE64.test(encoded)) return null;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether `encoded` solves a challenge this server signed, and until when; the forged
 * or malformed are invalid whatever their age, so the signature is checked first.
 */
export async function checkProof(
  encoded: string,
  hmacKey: string,
  nowMs: number,
): Promise<ProofCheck> {
  const parsed = payloadSchema.safeParse(decode(encoded));
  if (!parsed.success) return { ok: false, code: 'CHALLENGE_INVALID' };
  const payload = parsed.data;
  if (!(await verifySolution(payload, hmacKey, false))) {
    return { ok: false, code: 'CHALLENGE_INVALID' };
  }
  const expires = extractParams(payload).expires ?? '';
  if (!/^\d{1,12}$/.test(expires)) return { ok: false, code: 'CHALLENGE_INVALID' };
  const expiresAtMs = Number(expires) * 1000;
  if (expiresAtMs < nowMs) return { ok: false, code: 'CHALLENGE_EXPIRED' };
  return { ok: true, id: payload.signature, expiresAtMs };
}
