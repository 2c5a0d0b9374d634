import { sameData } from './same-data';

describe('sameData', () => {
  it.each([
    ['equal numbers', 1, 1, true],
    ['different numbers', 1, 2, false],
    ['a number and its string', 1, '1', false],
    ['null and an empty object', null, {}, false],
    [
      'the same keys in another order',
      { a: 1, b: [1, { c: 2 }] },
      { b: [1, { c: 2 }], a: 1 },
      true,
    ],
    ['a key missing', { a: 1, b: undefined }, { a: 1, c: undefined }, false],
    ['one more key', { a: 1 }, { a: 1, b: 2 }, false],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['an array and an object with its indexes', [1], { 0: 1 }, false],
    ['a nested difference', { a: { b: { c: 1 } } }, { a: { b: { c: 2 } } }, false],
  ])('%s: %s', (_name, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
    expect(sameData(b, a)).toBe(same);
  });
});
