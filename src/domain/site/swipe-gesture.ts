export const SWIPE_THRESHOLD_PX = 50;

/** Which way the finger travelled: 'left' means it moved towards the left edge. */
export type SwipeDirection = 'left' | 'right';

/**
 * A swipe is a horizontal move past the threshold. A move that is more vertical than
 * horizontal is the fan scrolling the page, so it never switches anything.
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** Swiping left reveals the next tab, right the previous; the ends do not wrap. */
export function tabAfterSwipe(
  active: number,
  count: number,
  direction: SwipeDirection | null,
): number {
  if (direction === null || count <= 0) return active;
  const next = direction === 'left' ? active + 1 : active - 1;
  return Math.min(count - 1, Math.max(0, next));
}
