import type { StarKey } from '../types';

export const STAR_SCALE_HEADROOM = 1.2;

export const STAR_SCALE_MIN = 3;

/**
 * Top of the distribution chart: headroom above the tallest bar so it never touches the
 * edge, and a floor so one or two votes do not draw a full-width bar.
 */
export function starScaleMax(buckets: Partial<Record<StarKey, number>>): number {
  const counts = Object.values(buckets).filter(
    (count): count is number => typeof count === 'number' && Number.isFinite(count),
  );
  const maxCount = Math.max(0, ...counts);
  return Math.max(maxCount * STAR_SCALE_HEADROOM, STAR_SCALE_MIN);
}

/** Bar width in percent (0..100) of one star bucket against the scale. */
export function starBarPercent(count: number, scaleMax: number): number {
  if (!(scaleMax > 0) || !(count > 0)) return 0;
  return Math.min(100, (count / scaleMax) * 100);
}
