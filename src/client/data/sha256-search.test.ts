import { createHash } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { searchSha256, sha256Hex } from './sha256-search';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  // Lengths around each block edge: the padding and the length field fall in one block
  // up to 55 bytes and spill into a second from 56; whole blocks of the prefix are hashed
  // once up front.
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 200])(
    'agrees with a reference SHA-256 on %i bytes',
    (length) => {
      const text = 'abcdefghij'.repeat(21).slice(0, length);
      expect(sha256Hex(text)).toBe(nodeSha256(text));
    },
  );

  it('hashes text beyond ASCII as UTF-8', () => {
    expect(sha256Hex('São Paulo — 東京')).toBe(nodeSha256('São Paulo — 東京'));
  });
});

describe('searchSha256', () => {
  it.each([
    ['a short salt', 'c0ffee?expires=1790000000&'],
    ['a salt ending inside the first block with room for no padding', 's'.repeat(50)],
    ['a salt of exactly one block', 's'.repeat(64)],
    ['a salt longer than a block', 's'.repeat(100)],
  ])('finds the number behind %s', (_, salt) => {
    for (const number of [0, 9, 10, 12_345, 99_999]) {
      expect(searchSha256(salt, nodeSha256(`${salt}${number}`), 100_000)).toBe(number);
    }
  });

  it('finds the number of a challenge made by the reference library', async () => {
    const made = await createChallenge({ hmacKey: 'k', maxnumber: 5000, number: 4321 });
    expect(searchSha256(made.salt, made.challenge, made.maxnumber ?? 5000)).toBe(4321);
  });

  it('answers null past the range, and for a hash that is not hex', () => {
    const salt = 'abc&';
    expect(searchSha256(salt, nodeSha256(`${salt}500`), 499)).toBeNull();
    expect(searchSha256(salt, nodeSha256(`${salt}500`), 500)).toBe(500);
    expect(searchSha256(salt, 'not-a-hash', 1000)).toBeNull();
  });
});
