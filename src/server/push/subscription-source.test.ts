import { networkOf, subscriptionSource } from './subscription-source';

describe('the network a subscription came from', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '20010db800010002::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '20010db800010002::/64'],
    ['2001:db8:1:3::1', '20010db800010003::/64'],
    ['::1', '0000000000000000::/64'],
  ])('%s → %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('is stored as a keyed digest: same network, same key → same value; nothing readable', () => {
    const a = subscriptionSource('2001:db8:1:2::1', 'key-one');
    expect(subscriptionSource('2001:db8:1:2::beef', 'key-one')).toBe(a);
    expect(subscriptionSource('2001:db8:1:2::1', 'key-two')).not.toBe(a);
    expect(subscriptionSource('203.0.113.7', 'key-one')).not.toMatch(/203|113/);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
