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

/** Anonymous identities: issue a signed token, and turn an Authorization header into a fan id. */
export function createSessions(db: Kysely<DB>, options: SessionOptions) {
  const now = options.now ?? Date.now;
  let signer: Promise<SessionSigner> | null = null;
  const getSigner = () => {
    if (!signer) {
      signer = loadSessionKey(db, options.secret).then((key) =>
        createSessionSigner(key, options.lifetimeDays * DAY_MS),
      );
      // A failed load (database briefly down) is retried on the next request.
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

    /** The fan's id, or a 401 naming what is wrong with the header. */
    async authenticate(authorization: string | undefined): Promise<string> {
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
      const result = (await getSigner()).verify(match[1], now());
      if (!result.ok) throw new ApiHttpError(401, result.code, result.error);
      return result.userId;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
