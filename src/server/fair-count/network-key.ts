import { createHmac } from 'node:crypto';
import { isLoopbackAddress, verdictNetwork } from '../../domain/network-prefixes';

export const NETWORK_KEY_PURPOSE = 'network hash';

/** Length of a stored network hash: 128 bits, base64url. */
const HASH_LENGTH = 22;

/**
 * Turns a client address into the keyed hash of its verdict network (IPv4 /24, IPv6 /48),
 * or '' for none: votes from the server's own machine (the operator's tools, tests and
 * benchmarks) are each weighed on their own. The address itself is never stored or
 * logged; without the server's key the hash cannot be walked back to a network.
 */
export function createNetworkHasher(key: Buffer): (ip: string | undefined) => string {
  return (ip) => {
    if (!ip || isLoopbackAddress(ip)) return '';
    return createHmac('sha256', key)
      .update(verdictNetwork(ip))
      .digest('base64url')
      .slice(0, HASH_LENGTH);
  };
}

/**
 * The hasher keyed by a key derived from the session signing key (every instance sharing
 * that key hashes alike), loaded once; a failed load is tried again next time.
 */
export function networkHasherFor(
  deriveKey: (purpose: string) => Promise<string>,
): () => Promise<(ip: string | undefined) => string> {
  let hasher: Promise<(ip: string | undefined) => string> | null = null;
  return () => {
    if (!hasher) {
      hasher = deriveKey(NETWORK_KEY_PURPOSE).then((key) =>
        createNetworkHasher(Buffer.from(key, 'hex')),
      );
      hasher.catch(() => {
        hasher = null;
      });
    }
    return hasher;
  };
}
