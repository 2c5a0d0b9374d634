import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Token: "v1.<userId>.<issuedAtSeconds>.<signature>", the signature being HMAC-SHA256 of
// the first three parts under the server key. Self-contained: verifying needs no lookup,
// so any app instance sharing the key accepts any other's tokens.

const VERSION = 'v1';
const USER_ID = /^[A-Za-z0-9_-]{22}$/;
const ISSUED_AT = /^\d{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** Clocks of two instances may differ a little; a token from further ahead is not ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type TokenFailure = 'TOKEN_MALFORMED' | 'TOKEN_INVALID' | 'TOKEN_EXPIRED';

export type VerifyResult =
  | { ok: true; userId: string; issuedAtMs: number }
  | { ok: false; code: TokenFailure; error: string };

export interface SessionSigner {
  issue(nowMs: number): { token: string; userId: string };
  verify(token: string, nowMs: number): VerifyResult;
}

const FAILURES: Record<TokenFailure, string> = {
  TOKEN_MALFORMED: 'The session token is not in the expected format. Start a new session.',
  TOKEN_INVALID: 'The session token was not issued by this site. Start a new session.',
  TOKEN_EXPIRED: 'The session token has expired. Start a new session.',
};

/**
 * Tokens whose signature already checked out. A fan votes with the same token again and
 * again; remembering the HMAC result (never the expiry, which is checked every time)
 * takes a tenth of a vote's CPU off the hot path. Bounded: the oldest is forgotten first.
 */
export const VERIFIED_TOKEN_CACHE_SIZE = 20_000;

const fail = (code: TokenFailure): VerifyResult => ({ ok: false, code, error: FAILURES[code] });

export function createSessionSigner(key: Buffer, lifetimeMs: number): SessionSigner {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const verified = new Set<string>();
  const remember = (token: string) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      verified.delete(verified.values().next().value as string);
    }
    verified.add(token);
  };
  return {
    issue(nowMs) {
      const userId = randomBytes(16).toString('base64url');
      const payload = `${VERSION}.${userId}.${Math.floor(nowMs / 1000)}`;
      return { token: `${payload}.${sign(payload)}`, userId };
    },
    verify(token, nowMs) {
      const parts = token.split('.');
      if (parts.length !== 4) return fail('TOKEN_MALFORMED');
      const [version, userId, issuedAt, signature] = parts as [string, string, string, string];
      if (
        version !== VERSION ||
        !USER_ID.test(userId) ||
        !ISSUED_AT.test(issuedAt) ||
        !SIGNATURE.test(signature)
      ) {
        return fail('TOKEN_MALFORMED');
      }
      if (!verified.has(token)) {
        const expected = Buffer.from(sign(`${version}.${userId}.${issuedAt}`));
        if (!timingSafeEqual(expected, Buffer.from(signature))) return fail('TOKEN_INVALID');
        remember(token);
      }
      const issuedAtMs = Number(issuedAt) * 1000;
      if (issuedAtMs > nowMs + CLOCK_SKEW_MS) return fail('TOKEN_INVALID');
      if (nowMs - issuedAtMs > lifetimeMs) return fail('TOKEN_EXPIRED');
      return { ok: true, userId, issuedAtMs };
    },
  };
}
