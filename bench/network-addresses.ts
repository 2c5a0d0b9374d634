// Made-up client addresses the bench servers see through their one trusted proxy
// (TRUST_PROXY=1 and X-Forwarded-For), as a server behind nginx sees its fans.

/** An address in a /24 of its own for each `n` below 65,536 (private space, no real network). */
export const networkAddress = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.1`;

/**
 * One IPv4 address of a mobile carrier's NAT, a whole cell of phones behind it (shared
 * address space, RFC 6598).
 */
export const CARRIER_ADDRESS = '100.64.0.1';
