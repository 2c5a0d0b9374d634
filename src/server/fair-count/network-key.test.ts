import { networkPrefixes } from '../../domain/fair-count/network-prefixes';
import { boundedMemo, createNetworkHashes } from './network-key';

describe('boundedMemo', () => {
  it('computes each key once while it is kept, and forgets the oldest past its size', () => {
    const computed: string[] = [];
    const memo = boundedMemo(2, (key) => {
      computed.push(key);
      return key.toUpperCase();
    });
    expect([memo('a'), memo('b'), memo('a')]).toEqual(['A', 'B', 'A']);
    expect(computed).toEqual(['a', 'b']);
    memo('c'); // the third key: 'a', the oldest, is forgotten
    expect(memo('b')).toBe('B');
    expect(memo('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('createNetworkHashes', () => {
  const hashes = createNetworkHashes(Buffer.alloc(32, 7));

  it.each(['203.0.113.9', '2001:db8:1:2::5', '::ffff:198.51.100.4'])(
    'names the networks of %s by the keyed hash of each prefix, the same when asked again',
    (ip) => {
      const expected = networkPrefixes(ip).map((n) => ({ ...n, prefix: hashes.of(n.prefix) }));
      expect(hashes.networksOf(ip)).toEqual(expected);
      expect(hashes.networksOf(ip)).toEqual(expected);
      expect(JSON.stringify(expected)).not.toContain(ip.replace('::ffff:', ''));
    },
  );

  it('weighs loopback and a missing address on their own, and others by their widest network', () => {
    expect(hashes.verdictOf('127.0.0.1')).toBe('');
    expect(hashes.verdictOf(undefined)).toBe('');
    expect(hashes.verdictOf('203.0.113.9')).toBe(hashes.verdictOf('203.0.113.200'));
    expect(hashes.verdictOf('203.0.113.9')).not.toBe(hashes.verdictOf('203.0.114.9'));
  });

  it('hashes differently under another key', () => {
    const other = createNetworkHashes(Buffer.alloc(32, 8));
    expect(other.verdictOf('203.0.113.9')).not.toBe(hashes.verdictOf('203.0.113.9'));
  });
});
