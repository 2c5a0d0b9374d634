import {
  isLoopbackAddress,
  NETWORK_BUDGET_FACTORS,
  networkPrefixes,
  verdictNetwork,
} from './network-prefixes';

describe('networkPrefixes', () => {
  it.each([
    ['203.0.113.77', ['203.0.113.77/32', '203.0.113.0/24']],
    ['::ffff:203.0.113.77', ['203.0.113.77/32', '203.0.113.0/24']],
    [
      '2001:db8:abcd:12ff:1:2:3:4',
      [
        '2001:db8:abcd:12ff:0:0:0:0/64',
        '2001:db8:abcd:1200:0:0:0:0/56',
        '2001:db8:abcd:0:0:0:0:0/48',
      ],
    ],
    [
      '[2001:db8::1]',
      ['2001:db8:0:0:0:0:0:0/64', '2001:db8:0:0:0:0:0:0/56', '2001:db8:0:0:0:0:0:0/48'],
    ],
    ['gone', ['other:gone']],
  ])('%s belongs to %j', (ip, prefixes) => {
    expect(networkPrefixes(ip).map((p) => p.prefix)).toEqual(prefixes);
  });

  it('gives each width its budget factor, the narrowest one budget', () => {
    for (const ip of ['198.51.100.1', '2001:db8::1']) {
      const [narrowest, ...wider] = networkPrefixes(ip);
      expect(narrowest!.factor).toBe(1);
      for (const p of wider) expect(p.factor).toBe(NETWORK_BUDGET_FACTORS[p.width]);
      for (const p of wider) expect(p.factor).toBeGreaterThan(1);
    }
  });

  it.each([
    ['addresses in one /64', '2001:db8:1:2::1', '2001:db8:1:2::ffff', true],
    ['/64s in one /48', '2001:db8:1:2::1', '2001:db8:1:ffff::1', true],
    ['two /48s', '2001:db8:1::1', '2001:db8:2::1', false],
    ['addresses in one IPv4 /24', '198.51.100.1', '198.51.100.254', true],
    ['two IPv4 /24s', '198.51.100.1', '198.51.101.1', false],
  ])('%s share a verdict network: %s', (_name, a, b, same) => {
    expect(verdictNetwork(a) === verdictNetwork(b)).toBe(same);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.3.4', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.9.9.9', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['203.0.113.7', false],
    ['::ffff:203.0.113.7', false],
    ['::', false],
    ['::2', false],
    ['2001:db8::1', false],
    ['gone', false],
    ['', false],
  ])('%s: %s', (ip, loopback) => {
    expect(isLoopbackAddress(ip)).toBe(loopback);
  });
});
