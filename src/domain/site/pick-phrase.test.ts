import { pickPhrase } from './pick-phrase';

const PHRASES = ['first', 'second', 'third'] as const;

it.each<[number, string]>([
  [0, 'first'],
  [0.34, 'second'],
  [0.999_999, 'third'],
  [1, 'third'],
  [-0.5, 'first'],
  [Number.NaN, 'first'],
])('picks a phrase for random %s', (random, phrase) => {
  expect(pickPhrase(PHRASES, random)).toBe(phrase);
});

it('reaches every phrase', () => {
  const picked = new Set(Array.from({ length: 30 }, (_, i) => pickPhrase(PHRASES, i / 30)));
  expect([...picked]).toEqual([...PHRASES]);
});
