import { createHmac } from 'node:crypto';
import { networkPrefixes } from '../../domain/fair-count/network-prefixes';

// The per-network caps need to know which networks a subscription came from, but the
// table must not become a list of fans' addresses. A keyed hash groups requests from one
// network without storing it: the narrowest network (an IPv4 address, an IPv6 /64: one
// home or phone gets a whole /64) and the widest (IPv4 /24, IPv6 /48), so rotating /64s
// inside one /48 meets the /48's cap.

export interface SubscriptionSource {
  /** Keyed hash of the narrowest network; capped at the per-source limit. */
  narrow: string;
  /** Keyed hash of the widest network; capped at the per-source limit × `wideFactor`. */
  wide: string;
  wideFactor: number;
}

const digest = (network: string, key: string) =>
  createHmac('sha256', key).update(network).digest('base64url').slice(0, 22);

export function subscriptionSource(ip: string, key: string): SubscriptionSource {
  const networks = networkPrefixes(ip);
  const narrowest = networks[0]!;
  const widest = networks[networks.length - 1]!;
  return {
    narrow: digest(narrowest.prefix, key),
    wide: digest(widest.prefix, key),
    wideFactor: widest.factor,
  };
}
