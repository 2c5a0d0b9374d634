import {
  NETWORK_BUDGET_FACTORS,
  type NetworkWidth,
} from '../../src/domain/fair-count/network-prefixes';

// Who asks, for the tests of every per-network limit: one address, or addresses rotating
// inside one network so that exactly one width's budget binds. Documentation ranges only;
// each rotation has networks of its own, so one app can run them all in turn.

export interface Rotation {
  what: string;
  /** The client address of the i-th request. */
  address(i: number): string;
  /** The width whose budget the rotation meets. */
  width: NetworkWidth;
  /** Just outside the spent network (another /64, /56, /48 or /24, or the next address): still served. */
  neighbour: string;
}

const hex = (n: number) => n.toString(16);

export const ROTATIONS: readonly Rotation[] = [
  {
    what: 'one IPv4 address',
    address: () => '192.0.2.7',
    width: 'ipv4/32',
    neighbour: '192.0.2.8',
  },
  {
    what: 'one IPv6 address',
    address: () => '2001:db8:a1:1::7',
    width: 'ipv6/64',
    neighbour: '2001:db8:a1:2::7',
  },
  {
    what: 'addresses rotating inside one /64',
    address: (i) => `2001:db8:a2:1::${hex(i + 1)}`,
    width: 'ipv6/64',
    neighbour: '2001:db8:a2:2::1',
  },
  {
    what: '/64s rotating inside one /56',
    address: (i) => `2001:db8:a3:${hex(i + 1)}::1`,
    width: 'ipv6/56',
    neighbour: '2001:db8:a3:100::1',
  },
  {
    what: '/64s rotating inside one /48, each in a /56 of its own',
    address: (i) => `2001:db8:a4:${hex(i + 1)}00::1`,
    width: 'ipv6/48',
    neighbour: '2001:db8:a5::1',
  },
  {
    what: 'addresses rotating inside one IPv4 /24',
    address: (i) => `198.51.100.${i + 1}`,
    width: 'ipv4/24',
    neighbour: '203.0.113.1',
  },
];

/** How many a rotation is allowed when the narrowest budget is `base`. */
export const allowance = (rotation: Rotation, base: number) =>
  base * NETWORK_BUDGET_FACTORS[rotation.width];

/** The answers expected for a rotation's first `allowance + 1` requests. */
export const served = <T>(rotation: Rotation, base: number, ok: T, refused: T): T[] => [
  ...Array<T>(allowance(rotation, base)).fill(ok),
  refused,
];
