import { describeSpread, median, percent, ratios, spread } from './rounds';

describe('median', () => {
  it.each([
    { values: [], expected: Number.NaN },
    { values: [7], expected: 7 },
    { values: [3, 1], expected: 2 },
    { values: [5, 1, 3], expected: 3 },
    { values: [9, 1, 8, 2], expected: 5 },
    // one wild round moves the mean, not the median
    { values: [0.52, 0.51, 0.05], expected: 0.51 },
  ])('of $values is $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('leaves the rounds in the order they were measured', () => {
    const rounds = [3, 1, 2];
    expect(spread(rounds)).toEqual({ median: 2, rounds: [3, 1, 2] });
  });
});

describe('ratios', () => {
  it('pairs the two lists round by round', () => {
    expect(ratios([10, 30, 20], [20, 30, 80])).toEqual([0.5, 1, 0.25]);
  });

  it('refuses lists of different lengths (a round measured on one side only)', () => {
    expect(() => ratios([1, 2], [1])).toThrow(/per round/);
  });
});

describe('describeSpread', () => {
  it('shows the median first, then every round as measured', () => {
    expect(describeSpread(spread([0.54, 0.631, 0.58]), percent, ' %')).toBe(
      '58 % (rounds 54 / 63 / 58 %)',
    );
  });

  it('formats every round alike (a formatter taking optional digits gets no index)', () => {
    const withDigits = (n: number, digits = 0) => n.toFixed(digits);
    expect(describeSpread(spread([1.26, 2.5, 3.75]), withDigits, ' /s')).toBe(
      '3 /s (rounds 1 / 3 / 4 /s)',
    );
  });
});
