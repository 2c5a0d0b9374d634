import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ApiHttpError } from '../http/errors';
import { loadSessionKey } from './session-key';
import { createSessionSigner, type SessionSigner } from './session-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

export interface SessionOptions {
  secret?: string;
  lifetimeDays: number;
  now?: () => number;
}

export interface Identity {
  userId: string;
  issuedAtMs: number;
}

/** The token of a Bearer header, or a 401 naming what is wrong with the header. */
function bearerToken(authorization: string | undefined): string {
  if (!authorization) {
    throw new ApiHttpError(
      401,
      'TOKEN_MISSING',
      'Voting needs a session: send the token from POST /api/session as a Bearer token.',
    );
  }
  const match = BEARER.exec(authorization);
  if (!match?.[1]) {
    throw new ApiHttpError(
      401,
      'TOKEN_MALFORMED',
      "The Authorization header must read 'Bearer <session token>'.",
    );
  }
  return match[1];
}

function identityOf(signer: SessionSigner, token: string, nowMs: number): Identity {
  const result = signer.verify(token, nowMs);
  if (!result.ok) throw new ApiHttpError(401, result.code, result.error);
  return { userId: result.userId, issuedAtMs: result.issuedAtMs };
}

/** Anonymous identities: issue a signed token, and turn an Authorization header into a fan id. */
export function createSessions(db: Kysely<DB>, options: SessionOptions) {
  const now = options.now ?? Date.now;
  let key: Promise<Buffer> | null = null;
  let signer: Promise<SessionSigner> | null = null;
  /** The signer once loaded: checking a token then needs no promise. */
  let loadedSigner: SessionSigner | null = null;
  const getKey = () => {
    if (!key) {
      key = loadSessionKey(db, options.secret);
      // A failed load (database briefly down) is retried on the next request.
      key.catch(() => {
        key = null;
      });
    }
    return key;
  };
  const getSigner = () => {
    if (!signer) {
      signer = getKey().then((loaded) => {
        loadedSigner = createSessionSigner(loaded, options.lifetimeDays * DAY_MS);
        return loadedSigner;
      });
      signer.catch(() => {
        signer = null;
      });
    }
    return signer;
  };

  return {
    async issue(): Promise<{ token: string; userId: string }> {
      return (await getSigner()).issue(now());
    },

    /**
     * A key for another purpose, derived from the signing key (HMAC of the purpose): every
     * instance sharing the signing key derives the same one, and it reveals nothing of it.
     */
    async derivedKey(purpose: string): Promise<string> {
      return createHmac('sha256', await getKey())
        .update(`gpvibes derived key: ${purpose}`)
        .digest('hex');
    },

    /** The fan's id and when it was issued, or a 401 naming what is wrong with the header. */
    async authenticate(authorization: string | undefined): Promise<Identity> {
      const token = bearerToken(authorization);
      return identityOf(loadedSigner ?? (await getSigner()), token, now());
    },

    /**
     * authenticate without a promise once the signing key is loaded (the vote path runs it
     * for every vote); null before that, when the caller must use authenticate.
     */
    authenticateNow(authorization: string | undefined): Identity | null {
      if (!loadedSigner) return null;
      return identityOf(loadedSigner, bearerToken(authorization), now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
