import { type IdentityAllowance, identityPrice } from '../../domain/fair-count/identity-challenge';
import { isLoopbackAddress, type NetworkPrefix } from '../../domain/fair-count/network-prefixes';
import type { Config } from '../config/config';
import type { Database } from '../db/connect';
import type { NetworkHashes } from '../fair-count/network-key';
import { ApiHttpError } from '../http/errors';
import { logOnceAMinute } from '../http/log-once-a-minute';
import { checkProof, type IdentityChallenge, newChallenge } from './altcha-proof';
import { identityCounterFor, type NetworkCount } from './identity-counter';
import type { Sessions } from './sessions';
import { spentChallenges } from './spent-challenges';

// Whether a request for an identity gets one, must first do some work, or is refused:
// the domain's schedule applied to what the caller's network minted this hour.

export type Admission =
  | { kind: 'issue'; networks: string[] }
  | { kind: 'challenge'; challenge: IdentityChallenge }
  | { kind: 'refuse'; retryAfterSeconds: number };

export const CHALLENGE_ERRORS = {
  CHALLENGE_REQUIRED: 'Solve the challenge to get an identity.',
  CHALLENGE_INVALID:
    'The challenge solution is not valid. Ask for a new challenge (POST /api/session) and solve it.',
  CHALLENGE_EXPIRED:
    'The challenge has expired. Ask for a new challenge (POST /api/session) and solve it.',
  CHALLENGE_USED:
    'This challenge has already been used. Ask for a new challenge (POST /api/session) and solve it.',
} as const;

/** What the challenges' HMAC key is derived for: never the signing key itself. */
export const CHALLENGE_KEY_PURPOSE = 'identity challenge v1';

interface GateDeps {
  config: Config;
  database: Database;
  sessions: Sessions;
  /** Keyed hashes of networks, the counters' keys. */
  networkHashes: () => Promise<NetworkHashes>;
  log: { warn(entry: object, message: string): void };
  now?: () => number;
}

export async function createIdentityGate({
  config,
  database,
  sessions,
  networkHashes,
  log,
  now = Date.now,
}: GateDeps) {
  // A failing counter lets identities through unpriced: the challenge guards against
  // floods, and a fan refused an identity because Redis is down would be the bigger harm.
  const outage = logOnceAMinute<{ err: unknown }>((entry) =>
    log.warn(entry, 'identity counter unavailable; identities issued without a challenge'),
  );
  const pruneFailed = logOnceAMinute<{ err: unknown }>((entry) =>
    log.warn(entry, 'spent identity challenges could not be pruned'),
  );
  const counter = await identityCounterFor(config, database, (err) => outage.note({ err }));
  const spent = spentChallenges(database.db, (err) => pruneFailed.note({ err }));
  const allowance: IdentityAllowance = {
    freePerHour: config.identityFreePerHour,
    ceilingPerHour: config.identityCeilingPerHour,
  };

  let hmacKey: Promise<string> | null = null;
  const key = () => {
    if (!hmacKey) {
      hmacKey = sessions.derivedKey(CHALLENGE_KEY_PURPOSE);
      hmacKey.catch(() => {
        hmacKey = null;
      });
    }
    return hmacKey;
  };

  async function minted(networks: readonly NetworkPrefix[]): Promise<NetworkCount[] | null> {
    if (networks.length === 0) return null;
    try {
      return await counter.read(networks.map((network) => network.prefix));
    } catch (err) {
      outage.note({ err });
      return null;
    }
  }

  return {
    /** Throws the 400 and 409 refusals of a solution; the rest is the route's to answer. */
    async admit(ip: string, solution: string | undefined): Promise<Admission> {
      const nowMs = now();
      const proof = solution === undefined ? null : await checkProof(solution, await key(), nowMs);
      if (proof && !proof.ok) throw new ApiHttpError(400, proof.code, CHALLENGE_ERRORS[proof.code]);
      // The server's own machine (tests, benchmarks, the admin's tools) is never priced.
      // Behind an undeclared proxy every fan would look like it: TRUST_PROXY must name it.
      // Counted under keyed hashes of the prefixes: no address reaches a shared store.
      const hashes = await networkHashes();
      const networks = isLoopbackAddress(ip) ? [] : hashes.networksOf(ip);
      const counts = await minted(networks);
      const price = counts
        ? identityPrice(
            networks.map((network, i) => ({ factor: network.factor, minted: counts[i]!.minted })),
            allowance,
          )
        : ({ kind: 'free' } as const);
      if (price.kind === 'refuse') {
        const ttlMs = Math.max(...price.over.map((i) => counts![i]!.ttlMs));
        return { kind: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
      }
      if (!proof && price.kind === 'challenge') {
        const challenge = await newChallenge(await key(), price.maxNumber, nowMs);
        return { kind: 'challenge', challenge };
      }
      if (proof && !(await spent.spend(proof.id, proof.expiresAtMs, nowMs))) {
        throw new ApiHttpError(409, 'CHALLENGE_USED', CHALLENGE_ERRORS.CHALLENGE_USED);
      }
      return { kind: 'issue', networks: networks.map((network) => network.prefix) };
    },

    /** Counts an identity issued after `admit` said so. */
    async issued(admission: Admission & { kind: 'issue' }): Promise<void> {
      if (admission.networks.length === 0) return;
      await counter.record(admission.networks).catch((err: unknown) => outage.note({ err }));
    },

    async close(): Promise<void> {
      outage.stop();
      pruneFailed.stop();
      await spent.close();
      await counter.close();
    },
  };
}

export type IdentityGate = Awaited<ReturnType<typeof createIdentityGate>>;
