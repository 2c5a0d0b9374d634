import { createHmac } from 'node:crypto';
import {
  isLoopbackAddress,
  type NetworkPrefix,
  networkPrefixes,
  verdictNetwork,
} from '../../domain/fair-count/network-prefixes';

export const NETWORK_KEY_PURPOSE = 'network hash';

/** Length of a stored network hash: 128 bits, base64url. */
const HASH_LENGTH = 22;

/**
 * Addresses whose hashes are kept at hand. A vote costs an HMAC per width otherwise, a
 * tenth of its time; the fans voting at once are far fewer than this, and a flood of
 * fresh addresses only evicts the oldest (about 3 MB at most).
 */
export const NETWORK_HASH_MEMO_SIZE = 10_000;

/** Keyed, one-way names for networks: what the database and shared stores keep instead. */
export interface NetworkHashes {
  /**
   * The keyed hash of an address's verdict network (IPv4 /24, IPv6 /48), or '' for none:
   * votes from the server's own machine (the operator's tools, tests and benchmarks) are
   * each weighed on their own.
   */
  verdictOf(ip: string | undefined): string;
  /** The keyed hash of a network prefix (a limit counter's key). */
  of(prefix: string): string;
  /** The networks an address belongs to (networkPrefixes), each prefix as its keyed hash. */
  networksOf(ip: string): readonly NetworkPrefix[];
}

/** `compute`, remembering the last `size` answers (the oldest are forgotten first). */
export function boundedMemo<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
    return value;
  };
}

/**
 * An address itself is never stored or logged; without the server's key a hash cannot be
 * walked back to a network.
 */
export function createNetworkHashes(key: Buffer): NetworkHashes {
  const of = (prefix: string) =>
    createHmac('sha256', key).update(prefix).digest('base64url').slice(0, HASH_LENGTH);
  const verdictOf = boundedMemo(NETWORK_HASH_MEMO_SIZE, (ip) =>
    isLoopbackAddress(ip) ? '' : of(verdictNetwork(ip)),
  );
  const networksOf = boundedMemo(NETWORK_HASH_MEMO_SIZE, (ip) =>
    networkPrefixes(ip).map((network) => ({ ...network, prefix: of(network.prefix) })),
  );
  return {
    verdictOf: (ip) => (ip ? verdictOf(ip) : ''),
    of,
    networksOf,
  };
}

/**
 * The hashes keyed by a key derived from the session signing key (every instance sharing
 * that key hashes alike), loaded once; a failed load is tried again next time.
 */
export function networkHashesFor(
  deriveKey: (purpose: string) => Promise<string>,
): () => Promise<NetworkHashes> {
  let hashes: Promise<NetworkHashes> | null = null;
  return () => {
    if (!hashes) {
      hashes = deriveKey(NETWORK_KEY_PURPOSE).then((key) =>
        createNetworkHashes(Buffer.from(key, 'hex')),
      );
      hashes.catch(() => {
        hashes = null;
      });
    }
    return hashes;
  };
}
