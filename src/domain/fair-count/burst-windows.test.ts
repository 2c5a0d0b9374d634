import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import {
  type Arrival,
  findBurstWindows,
  isBurst,
  parseWindowId,
  WINDOW_HOLD_Z,
  WINDOW_MIN_NETWORKS,
  WINDOW_MIN_PULL_STARS,
  WINDOW_MIN_REST,
  WINDOW_RATE_FACTOR,
  WINDOW_RELEASE_Z,
  WINDOW_SCALES_MS,
  type WindowRecord,
  type weighWindow,
  windowId,
} from './burst-windows';

const T0 = Date.parse('2026-06-07T14:00:00Z');
const MINUTE = 60_000;

/** `count` fans voting like a race-day crowd, one network each, spread over `overMs` from `fromMs`. */
function crowd(prefix: string, count: number, fromMs: number, overMs: number, seed: number) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, i): Arrival => {
    const { starRating, viewMode } = crowdVote(random);
    return { network: `${prefix}${i}`, atMs: fromMs + (i * overMs) / count, starRating, viewMode };
  });
}

/** A pool: `count` networks voting one star, Highlights Only, within `overMs`. */
function pool(count: number, fromMs: number, overMs = MINUTE): Arrival[] {
  return Array.from({ length: count }, (_, i) => ({
    network: `pool${i}`,
    atMs: fromMs + (i * overMs) / count,
    starRating: 1,
    viewMode: 'Highlights Only' as const,
  }));
}

const none = new Map<string, WindowRecord>();
const pooled = (held: Set<string>) => [...held].filter((n) => n.startsWith('pool')).length;
const fans = (held: Set<string>) => [...held].filter((n) => !n.startsWith('pool')).length;

describe('burst windows: a pool is held, a surge counts', () => {
  it('holds a 100-network pool flooding a 200-fan race in one minute, and few fans beside it', () => {
    const arrivals = [...crowd('fan', 200, T0, 40 * MINUTE, 1), ...pool(100, T0 + 41 * MINUTE)];
    const { windows, held } = findBurstWindows(arrivals, none);
    expect(pooled(held)).toBe(100);
    expect(fans(held)).toBeLessThanOrEqual(10);
    expect(windows[0]!.by).toBe('auto');
    expect(windows[0]!.pull).toBeLessThan(-WINDOW_MIN_PULL_STARS);
  });

  it('holds the pool that voted first once the crowd is in, not before', () => {
    const first = pool(100, T0);
    const later = crowd('fan', 200, T0 + 2 * MINUTE, 40 * MINUTE, 2);
    const early = [...first, ...later.slice(0, WINDOW_MIN_REST - 1)];
    expect(findBurstWindows(early, none).held.size).toBe(0);
    const { held } = findBurstWindows([...first, ...later], none);
    expect(pooled(held)).toBe(100);
    expect(fans(held)).toBeLessThanOrEqual(10);
  });

  it('counts 300 fresh networks in three minutes after 60 others when they vote like them', () => {
    const arrivals = [
      ...crowd('early', 60, T0, 30 * MINUTE, 3),
      ...crowd('surge', 300, T0 + 31 * MINUTE, 3 * MINUTE, 4),
    ];
    expect(findBurstWindows(arrivals, none).held.size).toBe(0);
  });

  it('counts a crowd whose arrivals are steady, however it votes', () => {
    const steady = crowd('fan', 200, T0, 40 * MINUTE, 5);
    const grumpy = pool(100, T0, 40 * MINUTE);
    expect(findBurstWindows([...steady, ...grumpy], none).held.size).toBe(0);
  });

  it.each([
    [WINDOW_MIN_NETWORKS - 1, 0],
    [WINDOW_MIN_NETWORKS, WINDOW_MIN_NETWORKS],
  ])(
    'a pool of %i networks has %i held (the per-network bounds handle fewer)',
    (size, heldCount) => {
      const arrivals = [
        ...crowd('fan', 200, T0, 60 * MINUTE, 6),
        ...pool(size, T0 + 61 * MINUTE, 10_000),
      ];
      expect(pooled(findBurstWindows(arrivals, none).held)).toBe(heldCount);
    },
  );

  it('releases a held window once the rest of the crowd comes to agree with it', () => {
    const arrivals = [...crowd('fan', 200, T0, 40 * MINUTE, 7), ...pool(100, T0 + 41 * MINUTE)];
    const first = findBurstWindows(arrivals, none);
    const records = new Map<string, WindowRecord>(
      first.windows.map((w) => [w.id, { state: 'held', by: 'auto' }]),
    );
    // Later fans found it a poor race after all: single-star votes for hours, until the
    // pool's hundred no longer move the average.
    const agreeing = Array.from(
      { length: 1_500 },
      (_, i): Arrival => ({
        network: `late${i}`,
        atMs: T0 + 45 * MINUTE + i * 20_000,
        starRating: 1,
        viewMode: 'Highlights Only',
      }),
    );
    const some = findBurstWindows([...arrivals, ...agreeing.slice(0, 100)], records);
    expect(pooled(some.held)).toBe(100);
    expect(pooled(findBurstWindows([...arrivals, ...agreeing], records).held)).toBe(0);
  });

  it("keeps an operator's ruling: a window held stays held, one released is never held", () => {
    const arrivals = [...crowd('fan', 200, T0, 40 * MINUTE, 8), ...pool(100, T0 + 41 * MINUTE)];
    const auto = findBurstWindows(arrivals, none).windows[0]!;
    const released = findBurstWindows(
      arrivals,
      new Map([[auto.id, { state: 'released', by: 'operator' } as const]]),
    );
    expect(released.windows.map((w) => w.id)).not.toContain(auto.id);
    // Not held through another window either: the operator released these networks.
    expect(pooled(released.held)).toBe(0);
    const calm = crowd('fan', 200, T0, 40 * MINUTE, 9);
    const quiet = windowId(T0, WINDOW_SCALES_MS[0]);
    const ruled = findBurstWindows(
      calm,
      new Map([[quiet, { state: 'held', by: 'operator' } as const]]),
    );
    expect(ruled.windows).toEqual([expect.objectContaining({ id: quiet, by: 'operator' })]);
    expect(ruled.held.size).toBeGreaterThan(0);
  });
});

describe('burst windows: the bars, at their edges', () => {
  const weighed = (over: Partial<ReturnType<typeof weighWindow>>) => ({
    rateFactor: WINDOW_RATE_FACTOR,
    average: 1,
    restAverage: 4,
    pull: -WINDOW_MIN_PULL_STARS,
    z: -WINDOW_HOLD_Z,
    modeZ: 0,
    modeWithout: 'Full Race' as const,
    modeWith: 'Full Race' as const,
    ...over,
  });
  it.each([
    ['every bar met exactly', {}, false, true],
    ['arrivals just under the rate', { rateFactor: WINDOW_RATE_FACTOR - 0.01 }, false, false],
    ['stars just inside the z bar', { z: -WINDOW_HOLD_Z + 0.01 }, false, false],
    ['a pull just under the bar', { pull: -WINDOW_MIN_PULL_STARS + 0.001 }, false, false],
    ['a way to watch changed, at the z bar', { z: 0, pull: 0, modeZ: WINDOW_HOLD_Z }, false, true],
    ['held: stars at the release bar stay held', { z: -WINDOW_RELEASE_Z }, true, true],
    ['held: stars inside the release bar go', { z: -WINDOW_RELEASE_Z + 0.01 }, true, false],
    [
      'held: half the pull stays held',
      { z: -WINDOW_RELEASE_Z, pull: -WINDOW_MIN_PULL_STARS / 2 },
      true,
      true,
    ],
    ['held: half the rate stays held', { rateFactor: WINDOW_RATE_FACTOR / 2 }, true, true],
    ['held: under half the rate goes', { rateFactor: WINDOW_RATE_FACTOR / 2 - 0.01 }, true, false],
  ])('%s', (_name, over, held, expected) => {
    expect(isBurst(weighed(over), held)).toBe(expected);
  });

  it('names windows so an operator can type them back', () => {
    for (const scale of WINDOW_SCALES_MS) {
      const start = T0 + scale / 2;
      expect(parseWindowId(windowId(start, scale))).toEqual({ startMs: start, scaleMs: scale });
    }
    for (const bad of [
      '10m@2026-06-07T14:01Z',
      '3m@2026-06-07T14:00Z',
      'x',
      '2m@2026-13-07T14:00Z',
    ])
      expect(parseWindowId(bad)).toBeNull();
  });
});
