import {
  CHALLENGE_BASE_MAX_NUMBER,
  CHALLENGE_DOUBLING_EXCESS,
  CHALLENGE_MAX_MAX_NUMBER,
  challengeMaxNumber,
  IDENTITY_CHALLENGE_TTL_MS,
  identityPrice,
} from './identity-challenge';
import { NETWORK_BUDGET_FACTORS } from './network-prefixes';

const FREE = 10;
const CEILING = 5000;
const ALLOWANCE = { freePerHour: FREE, ceilingPerHour: CEILING };
const V4 = [NETWORK_BUDGET_FACTORS['ipv4/32'], NETWORK_BUDGET_FACTORS['ipv4/24']];
const V6 = [
  NETWORK_BUDGET_FACTORS['ipv6/64'],
  NETWORK_BUDGET_FACTORS['ipv6/56'],
  NETWORK_BUDGET_FACTORS['ipv6/48'],
];

/** Widths with these factors having minted these counts, narrowest first. */
const widths = (factors: number[], minted: number[]) =>
  factors.map((factor, i) => ({ factor, minted: minted[i] ?? 0 }));

/** A mid-range phone running the browser's solver (a desktop worker's measured rate ÷ 4). */
const PHONE_HASHES_PER_S = 120_000;
const expectedPhoneSeconds = (maxNumber: number) => maxNumber / 2 / PHONE_HASHES_PER_S;

describe('challengeMaxNumber', () => {
  it.each([
    [0, CHALLENGE_BASE_MAX_NUMBER],
    [-5, CHALLENGE_BASE_MAX_NUMBER],
    [CHALLENGE_DOUBLING_EXCESS, 2 * CHALLENGE_BASE_MAX_NUMBER],
    [2 * CHALLENGE_DOUBLING_EXCESS, 4 * CHALLENGE_BASE_MAX_NUMBER],
    [CHALLENGE_DOUBLING_EXCESS / 2, Math.round(Math.SQRT2 * CHALLENGE_BASE_MAX_NUMBER)],
    [100 * CHALLENGE_DOUBLING_EXCESS, CHALLENGE_MAX_MAX_NUMBER],
    [Number.POSITIVE_INFINITY, CHALLENGE_MAX_MAX_NUMBER],
  ])('is %s past the allowance: %s', (excess, maxNumber) => {
    expect(challengeMaxNumber(excess)).toBe(maxNumber);
  });

  it('never shrinks as the excess grows', () => {
    let last = 0;
    for (let excess = 0; excess < 2000; excess += 7) {
      expect(challengeMaxNumber(excess)).toBeGreaterThanOrEqual(last);
      last = challengeMaxNumber(excess);
    }
  });

  it('asks a busy carrier address (~300 an hour) for under 3 s on a throttled phone', () => {
    const seconds = expectedPhoneSeconds(challengeMaxNumber(300 - FREE));
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(3);
  });

  it('makes a network minting thousands an hour pay seconds of CPU even natively', () => {
    // A native solver at ~5 million hashes/s on one core.
    expect(challengeMaxNumber(3000 - FREE) / 2 / 5_000_000).toBeGreaterThan(2);
  });

  it('lets a phone behind a minting network solve the hardest one, on average, in its lifetime', () => {
    expect(expectedPhoneSeconds(CHALLENGE_MAX_MAX_NUMBER) * 1000).toBeLessThan(
      IDENTITY_CHALLENGE_TTL_MS,
    );
  });

  it('lets a desktop at ~1 million hashes/s solve the hardest one within its lifetime', () => {
    expect((CHALLENGE_MAX_MAX_NUMBER / 1_000_000) * 1000).toBeLessThan(IDENTITY_CHALLENGE_TTL_MS);
  });
});

describe('identityPrice', () => {
  it.each([
    ['nothing minted', V4, [0, 0], { kind: 'free' }],
    ['one short of the allowance', V4, [FREE - 1, FREE - 1], { kind: 'free' }],
    [
      'exactly the allowance',
      V4,
      [FREE, FREE],
      { kind: 'challenge', maxNumber: CHALLENGE_BASE_MAX_NUMBER },
    ],
    [
      'the /24 at its allowance, this address quiet',
      V4,
      [1, FREE * V4[1]!],
      { kind: 'challenge', maxNumber: CHALLENGE_BASE_MAX_NUMBER },
    ],
    ['the /24 one short of its allowance', V4, [1, FREE * V4[1]! - 1], { kind: 'free' }],
    [
      'one doubling past at the address',
      V4,
      [FREE + CHALLENGE_DOUBLING_EXCESS, FREE + CHALLENGE_DOUBLING_EXCESS],
      { kind: 'challenge', maxNumber: 2 * CHALLENGE_BASE_MAX_NUMBER },
    ],
    [
      'one doubling past at the /24, counted in its factor',
      V4,
      [0, V4[1]! * (FREE + CHALLENGE_DOUBLING_EXCESS)],
      { kind: 'challenge', maxNumber: 2 * CHALLENGE_BASE_MAX_NUMBER },
    ],
    [
      'the busiest width deciding',
      V4,
      [FREE + 2 * CHALLENGE_DOUBLING_EXCESS, V4[1]! * (FREE + CHALLENGE_DOUBLING_EXCESS)],
      { kind: 'challenge', maxNumber: 4 * CHALLENGE_BASE_MAX_NUMBER },
    ],
    [
      'rotating /64s meeting the /48 allowance',
      V6,
      [1, 2, FREE * V6[2]!],
      { kind: 'challenge', maxNumber: CHALLENGE_BASE_MAX_NUMBER },
    ],
    ['the /56 one short', V6, [1, FREE * V6[1]! - 1, FREE * V6[1]! - 1], { kind: 'free' }],
    ['one short of the ceiling', V4, [CEILING - 1, CEILING - 1], { kind: 'challenge' }],
    ['at the ceiling', V4, [CEILING, CEILING], { kind: 'refuse', over: [0] }],
    ['the /24 at its ceiling', V4, [0, CEILING * V4[1]!], { kind: 'refuse', over: [1] }],
    ['both past it', V4, [CEILING + 1, CEILING * V4[1]!], { kind: 'refuse', over: [0, 1] }],
    ['a network of its own (no IP)', [1], [FREE], { kind: 'challenge' }],
  ])('%s → %j', (_name, factors, minted, price) => {
    expect(identityPrice(widths(factors, minted), ALLOWANCE)).toMatchObject(price);
  });

  it('refuses before it asks for work when the ceiling is set below the allowance', () => {
    const allowance = { freePerHour: 10, ceilingPerHour: 5 };
    expect(identityPrice(widths(V4, [5, 5]), allowance)).toEqual({ kind: 'refuse', over: [0] });
    expect(identityPrice(widths(V4, [4, 4]), allowance)).toEqual({ kind: 'free' });
  });
});
