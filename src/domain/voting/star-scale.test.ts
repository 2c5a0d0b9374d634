import type { StarKey } from '../types';
import { STAR_SCALE_HEADROOM, STAR_SCALE_MIN, starBarPercent, starScaleMax } from './star-scale';

describe('starScaleMax', () => {
  it.each<[string, Partial<Record<StarKey, number>>, number]>([
    ['no buckets', {}, STAR_SCALE_MIN],
    ['all zero', { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, STAR_SCALE_MIN],
    ['tallest bar 2 (2.4 is under the floor)', { '3': 2, '4': 1 }, STAR_SCALE_MIN],
    ['tallest bar 3 (3.6 is over the floor)', { '5': 3 }, 3 * STAR_SCALE_HEADROOM],
    ['tallest bar 10', { '1': 4, '4': 10 }, 10 * STAR_SCALE_HEADROOM],
  ])('%s → %s', (_name, buckets, max) => {
    expect(starScaleMax(buckets)).toBeCloseTo(max, 10);
  });

  it('pins 20% headroom and a floor of 3', () => {
    expect([STAR_SCALE_HEADROOM, STAR_SCALE_MIN]).toEqual([1.2, 3]);
  });
});

describe('starBarPercent', () => {
  it.each<[number, number, number]>([
    [0, STAR_SCALE_MIN, 0],
    [1, STAR_SCALE_MIN, 100 / 3],
    [3, 3 * STAR_SCALE_HEADROOM, 100 / STAR_SCALE_HEADROOM],
    [5, 4, 100],
    [2, 0, 0],
    [-1, 3, 0],
  ])('%i of %s → %s%%', (count, scaleMax, percent) => {
    expect(starBarPercent(count, scaleMax)).toBeCloseTo(percent, 10);
  });
});
