import {
  SWIPE_THRESHOLD_PX,
  type SwipeDirection,
  swipeDirection,
  tabAfterSwipe,
} from './swipe-gesture';

describe('swipeDirection', () => {
  it.each<[string, number, number, SwipeDirection | null]>([
    ['no move', 0, 0, null],
    ['exactly the threshold to the left', -SWIPE_THRESHOLD_PX, 0, null],
    ['just past the threshold to the left', -(SWIPE_THRESHOLD_PX + 1), 0, 'left'],
    ['exactly the threshold to the right', SWIPE_THRESHOLD_PX, 0, null],
    ['just past the threshold to the right', SWIPE_THRESHOLD_PX + 1, 0, 'right'],
    ['far left with a little drift', -200, 30, 'left'],
    ['more vertical than horizontal (a scroll)', -80, 120, null],
    ['diagonal, equal parts', 80, -80, null],
    ['not a number', Number.NaN, 0, null],
  ])('%s (dx %s, dy %s) → %s', (_name, dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  it('pins the 50 px threshold of SWIPE_THRESHOLD_PX', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });
});

describe('tabAfterSwipe', () => {
  it.each<[number, number, SwipeDirection | null, number]>([
    [0, 2, 'left', 1],
    [1, 2, 'left', 1],
    [1, 2, 'right', 0],
    [0, 2, 'right', 0],
    [1, 2, null, 1],
    [0, 0, 'left', 0],
  ])('tab %i of %i swiped %s → %i', (active, count, direction, expected) => {
    expect(tabAfterSwipe(active, count, direction)).toBe(expected);
  });
});
