import { NETWORK_BUDGET_FACTORS } from '../../domain/fair-count/network-prefixes';
import { subscriptionSource } from './subscription-source';

const KEY = 'key-one';

describe('the networks a subscription came from', () => {
  it.each([
    ['an IPv4 address and its IPv4-mapped form', '203.0.113.7', '::ffff:203.0.113.7', true, true],
    ['two addresses in one IPv4 /24', '203.0.113.7', '203.0.113.8', false, true],
    ['two IPv4 /24s', '203.0.113.7', '198.51.100.7', false, false],
    ['two addresses in one /64', '2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', true, true],
    ['two /64s in one /48', '2001:db8:1:2::1', '2001:db8:1:3::1', false, true],
    ['two /48s', '2001:db8:1:2::1', '2001:db8:2:2::1', false, false],
    ['loopback and a global address', '::1', '2001:db8:1:2::1', false, false],
  ])('%s: same narrowest %s, same widest %s', (_what, a, b, sameNarrow, sameWide) => {
    const [x, y] = [subscriptionSource(a, KEY), subscriptionSource(b, KEY)];
    expect(x.narrow === y.narrow).toBe(sameNarrow);
    expect(x.wide === y.wide).toBe(sameWide);
  });

  it.each([
    ['203.0.113.7', NETWORK_BUDGET_FACTORS['ipv4/24']],
    ['2001:db8:1:2::1', NETWORK_BUDGET_FACTORS['ipv6/48']],
  ])('%s: the widest network is capped at %i × the per-source limit', (ip, factor) => {
    expect(subscriptionSource(ip, KEY).wideFactor).toBe(factor);
  });

  it('is stored as a keyed digest: same network, same key → same value; nothing readable', () => {
    const a = subscriptionSource('2001:db8:1:2::1', KEY);
    expect(subscriptionSource('2001:db8:1:2::beef', KEY)).toEqual(a);
    expect(subscriptionSource('2001:db8:1:2::1', 'key-two').narrow).not.toBe(a.narrow);
    expect(subscriptionSource('2001:db8:1:2::1', 'key-two').wide).not.toBe(a.wide);
    const v4 = subscriptionSource('203.0.113.7', KEY);
    expect(`${v4.narrow} ${v4.wide}`).not.toMatch(/203|113/);
    expect(a.narrow).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.wide).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.wide).not.toBe(a.narrow);
  });
});
