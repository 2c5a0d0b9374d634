import { createHmac } from 'node:crypto';
import { parseIPv4, parseIPv6 } from '../../domain/push-endpoint';

// The per-address cap needs to know which network a subscription came from, but the
// table must not become a list of fans' addresses. A keyed hash groups requests from one
// network without storing it: IPv4 by address, IPv6 by its /64 (one home or phone gets a
// whole /64, so counting single IPv6 addresses would cap nothing).

export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && parseIPv4(mapped)) return mapped;
  const v6 = parseIPv6(ip);
  if (!v6) return ip;
  return `${Buffer.from(v6.slice(0, 8)).toString('hex')}::/64`;
}

export function subscriptionSource(ip: string, key: string): string {
  return createHmac('sha256', key).update(networkOf(ip)).digest('base64url').slice(0, 22);
}
