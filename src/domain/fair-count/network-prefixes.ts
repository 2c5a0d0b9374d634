import { parseIPv4, parseIPv6 } from '../alerts/push-endpoint';

// One person can hold many addresses: a home or phone gets a whole IPv6 /64, a free tunnel
// a /48, a small cloud account an IPv4 /24. A limit counted per address bounds none of
// them, so every per-address limit counts per network at several widths: the narrowest
// with today's budget (one subscriber), each wider one with a larger budget (several
// subscribers share it, and rotating inside it meets that budget).

export type NetworkWidth = 'ipv4/32' | 'ipv4/24' | 'ipv6/64' | 'ipv6/56' | 'ipv6/48';

/** How many of the narrowest budget each width gets. */
export const NETWORK_BUDGET_FACTORS: Readonly<Record<NetworkWidth, number>> = {
  'ipv4/32': 1,
  'ipv4/24': 4,
  'ipv6/64': 1,
  'ipv6/56': 2,
  'ipv6/48': 4,
};

const IPV4_WIDTHS = [
  { width: 'ipv4/32', bits: 32 },
  { width: 'ipv4/24', bits: 24 },
] as const;
const IPV6_WIDTHS = [
  { width: 'ipv6/64', bits: 64 },
  { width: 'ipv6/56', bits: 56 },
  { width: 'ipv6/48', bits: 48 },
] as const;

export interface NetworkPrefix {
  width: NetworkWidth;
  /** The prefix as text, e.g. `203.0.113.0/24` or `2001:db8:1:ff00::/56`; a limit's key. */
  prefix: string;
  /** Multiple of the narrowest budget this width is allowed. */
  factor: number;
}

/** The first `bits` of `bytes`, the rest zeroed. */
function masked(bytes: readonly number[], bits: number): number[] {
  return bytes.map((byte, i) => {
    const keep = Math.min(8, Math.max(0, bits - i * 8));
    return keep === 8 ? byte : byte & (0xff << (8 - keep)) & 0xff;
  });
}

function ipv6Text(bytes: readonly number[]): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/** An IPv4 address, plain or IPv4-mapped IPv6 (`::ffff:1.2.3.4`); null otherwise. */
function ipv4Of(ip: string): number[] | null {
  const plain = parseIPv4(ip);
  if (plain) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return mapped ? parseIPv4(mapped) : null;
}

/**
 * The networks an address belongs to, narrowest first. Anything that is not an IP
 * literal (a socket already gone, a unix socket) is one network of its own at the
 * narrowest width, so it still has a budget.
 */
export function networkPrefixes(ip: string): NetworkPrefix[] {
  const v4 = ipv4Of(ip);
  if (v4) {
    return IPV4_WIDTHS.map(({ width, bits }) => ({
      width,
      prefix: `${masked(v4, bits).join('.')}/${bits}`,
      factor: NETWORK_BUDGET_FACTORS[width],
    }));
  }
  const v6 = parseIPv6(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  if (v6) {
    return IPV6_WIDTHS.map(({ width, bits }) => ({
      width,
      prefix: `${ipv6Text(masked(v6, bits))}/${bits}`,
      factor: NETWORK_BUDGET_FACTORS[width],
    }));
  }
  return [{ width: 'ipv4/32', prefix: `other:${ip}`, factor: 1 }];
}

/**
 * The network whose influence on a verdict is bounded: the widest prefix one person can
 * cheaply hold (IPv4 /24, IPv6 /48). Rotating addresses inside it changes nothing.
 */
export function verdictNetwork(ip: string): string {
  const all = networkPrefixes(ip);
  return all[all.length - 1]!.prefix;
}

/**
 * Whether an address is the server's own machine (127.0.0.0/8, ::1, ::ffff:127.x.x.x):
 * tests, benchmarks and the admin's tools, never asked for work and never weighed as a
 * network (docs/decisions/0113). Behind a
 * proxy every request would look like this, so a proxy must be declared (TRUST_PROXY)
 * for fans' real addresses to be seen.
 */
export function isLoopbackAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = parseIPv4(mapped ?? ip);
  if (v4) return v4[0] === 127;
  const v6 = parseIPv6(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  return v6?.every((byte, i) => byte === (i === 15 ? 1 : 0)) ?? false;
}
