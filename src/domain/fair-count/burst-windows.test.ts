import { crowdArrivals, isPool, MINUTE, poolArrivals, T0 } from '../../../test/domain/burst-race';
import {
  type Arrival,
  BLOC_MIN_NETWORKS,
  findBurstWindows,
  isBurst,
  isMinority,
  parseWindowId,
  type Weighed,
  WINDOW_HOLD_Z,
  WINDOW_MAJORITY,
  WINDOW_MIN_NETWORKS,
  WINDOW_MIN_PULL_STARS,
  WINDOW_MIN_REST,
  WINDOW_NOTICE_RELEASE_Z,
  WINDOW_NOTICE_Z,
  WINDOW_RELEASE_Z,
  type WindowRecord,
  windowId,
  windowSizes,
} from './burst-windows';

const none = new Map<string, WindowRecord>();
const pooled = (held: Set<string>) => [...held].filter(isPool).length;
const fans = (held: Set<string>) => [...held].filter((n) => !isPool(n)).length;
/** 200 fans over forty minutes, one every 12 s. */
const slowCrowd = (seed: number, fromMs = T0) => crowdArrivals(200, fromMs, 12_000, seed);

describe('burst windows: a pool is held, the crowd counts', () => {
  it('holds a 100-network pool voting after a 200-fan crowd, and few fans beside it', () => {
    const arrivals = [...slowCrowd(1), ...poolArrivals(100, T0 + 41 * MINUTE)];
    const { windows, held } = findBurstWindows(arrivals, none);
    expect(pooled(held)).toBe(100);
    expect(fans(held)).toBeLessThanOrEqual(5);
    expect(windows[0]!.by).toBe('auto');
    expect(windows[0]!.pull).toBeLessThan(-WINDOW_MIN_PULL_STARS);
    expect(windows[0]!.against).toBeGreaterThanOrEqual(WINDOW_MAJORITY * windows[0]!.side);
  });

  it('holds the pool that voted first once the crowd outnumbers it, and the fans not after that', () => {
    const first = poolArrivals(100, T0);
    const later = crowdArrivals(200, T0 + 2 * MINUTE, 700, 2);
    // While the pool's hundred outnumber the fans, counting networks cannot tell which is
    // the crowd: the fans are the minority then (the ambiguous middle holds neither).
    const few = findBurstWindows([...first, ...later.slice(0, 40)], none);
    expect(pooled(few.held)).toBe(0);
    const middle = findBurstWindows([...first, ...later.slice(0, 100)], none);
    expect(middle.held.size).toBe(0);
    const { held } = findBurstWindows([...first, ...later], none);
    expect(pooled(held)).toBe(100);
    expect(fans(held)).toBeLessThanOrEqual(5);
  });

  it('holds a pool that flips the way to watch while voting the stars the crowd does', () => {
    // Fans split between the full race and the 30-minute cut (100, 90, 10 for highlights).
    const crowd = crowdArrivals(200, T0, 700, 3).map(
      (a, i): Arrival => ({
        ...a,
        viewMode: i % 20 < 10 ? 'Full Race' : i % 20 < 19 ? 'Race-in-30' : 'Highlights Only',
      }),
    );
    const pool = poolArrivals(100, T0 + 3 * MINUTE, 3_000, {
      starRating: 4,
      viewMode: 'Highlights Only',
    });
    const { windows, held } = findBurstWindows([...crowd, ...pool], none);
    expect(pooled(held)).toBe(100);
    expect(windows[0]!.modeWith).toBe('Highlights Only');
    expect(windows[0]!.modeWithout).toBe('Full Race');
  });

  it('counts 300 fresh networks in three minutes after 60 others when they vote like them', () => {
    const arrivals = [
      ...crowdArrivals(60, T0, 30_000, 3, 'early'),
      ...crowdArrivals(300, T0 + 31 * MINUTE, 600, 4, 'surge'),
    ];
    expect(findBurstWindows(arrivals, none).held.size).toBe(0);
  });

  it('counts networks that arrive among the crowd as densely as it, however they vote', () => {
    const steady = slowCrowd(5);
    const grumpy = poolArrivals(100, T0, 40 * MINUTE);
    expect(findBurstWindows([...steady, ...grumpy], none).held.size).toBe(0);
  });

  it.each([
    [BLOC_MIN_NETWORKS - 1, 0],
    [BLOC_MIN_NETWORKS, BLOC_MIN_NETWORKS],
  ])(
    'a pool of %i networks has %i held (fewer are as many single fans, for the per-network bounds)',
    (size, heldCount) => {
      // One star, which none of these fans votes: the bloc is the pool's alone.
      const pool = poolArrivals(size, T0 + 41 * MINUTE, 3_000, { starRating: 1 });
      const arrivals = [...slowCrowd(6), ...pool];
      expect(pooled(findBurstWindows(arrivals, none).held)).toBe(heldCount);
    },
  );

  it('weighs a window only against WINDOW_MIN_REST networks outside it', () => {
    // A unanimous crowd (four stars, the full race), then a pool of twenty.
    const fansOf = (count: number, fromMs: number, prefix: string) =>
      Array.from(
        { length: count },
        (_, i): Arrival => ({
          network: `${prefix}${i}`,
          atMs: fromMs + i * 12_000,
          starRating: 4,
          viewMode: 'Full Race',
        }),
      );
    const window = (at: number) => poolArrivals(WINDOW_MIN_NETWORKS, at, 3_000);
    const under = fansOf(WINDOW_MIN_REST - 1, T0, 'fan');
    const at = fansOf(WINDOW_MIN_REST, T0, 'fan');
    expect(windowSizes(under.length + WINDOW_MIN_NETWORKS)).toContain(WINDOW_MIN_NETWORKS);
    expect(findBurstWindows([...under, ...window(T0 + 10 * MINUTE)], none).held.size).toBe(0);
    expect(pooled(findBurstWindows([...at, ...window(T0 + 10 * MINUTE)], none).held)).toBe(
      WINDOW_MIN_NETWORKS,
    );
  });

  it.each([20, 40, 60, 80, 95, 99])(
    'holds the whole pool at the next look when a look came after %i of its hundred',
    (seen) => {
      const pool = poolArrivals(100, T0 + 41 * MINUTE);
      const crowd = slowCrowd(9);
      const first = findBurstWindows([...crowd, ...pool.slice(0, seen)], none);
      const records = new Map<string, WindowRecord>(
        first.windows.map((w) => [w.id, { state: 'held', by: 'auto' }]),
      );
      const next = findBurstWindows([...crowd, ...pool], records);
      expect(pooled(next.held)).toBe(100);
      expect(fans(next.held)).toBeLessThanOrEqual(5);
    },
  );

  it('releases a held window once the rest of the crowd comes to agree with it', () => {
    const arrivals = [...slowCrowd(7), ...poolArrivals(100, T0 + 41 * MINUTE)];
    const first = findBurstWindows(arrivals, none);
    const records = new Map<string, WindowRecord>(
      first.windows.map((w) => [w.id, { state: 'held', by: 'auto' }]),
    );
    // Later fans found it a poor race after all: one and two stars for hours, until the
    // pool's hundred and those who agree with it are no longer the race's minority.
    const agreeing = Array.from(
      { length: 1_500 },
      (_, i): Arrival => ({
        network: `late${i}`,
        atMs: T0 + 45 * MINUTE + i * 20_000,
        starRating: 1 + (i % 2),
        viewMode: 'Highlights Only',
      }),
    );
    const some = findBurstWindows([...arrivals, ...agreeing.slice(0, 10)], records);
    expect(pooled(some.held)).toBe(100);
    expect(pooled(findBurstWindows([...arrivals, ...agreeing], records).held)).toBe(0);
  });

  it("keeps an operator's ruling: a window held stays held, one released is never held", () => {
    const arrivals = [...slowCrowd(8), ...poolArrivals(100, T0 + 41 * MINUTE)];
    const auto = findBurstWindows(arrivals, none).windows[0]!;
    const released = findBurstWindows(
      arrivals,
      new Map([[auto.id, { state: 'released', by: 'operator' } as const]]),
    );
    expect(released.windows.map((w) => w.id)).not.toContain(auto.id);
    // Not held through another window either: the operator released these networks.
    expect(pooled(released.held)).toBe(0);
    const calm = slowCrowd(9);
    const quiet = windowId(0, WINDOW_MIN_NETWORKS);
    const ruled = findBurstWindows(
      calm,
      new Map([[quiet, { state: 'held', by: 'operator' } as const]]),
    );
    expect(ruled.windows).toEqual([expect.objectContaining({ id: quiet, by: 'operator' })]);
    expect(ruled.held.size).toBe(WINDOW_MIN_NETWORKS);
  });

  it('looks at a race of 50,000 networks in one pass, every window on its own length', () => {
    const big = crowdArrivals(50_000, T0, 20, 10);
    expect(windowSizes(big.length).at(-1)).toBeLessThan(big.length);
    expect(findBurstWindows(big, none).held.size).toBe(0);
  });
});

describe('burst windows: the bars, at their edges', () => {
  const weighed = (
    window: Partial<Weighed['window']>,
    bloc: Partial<Weighed['bloc']> = {},
  ): Weighed => {
    const base = {
      average: 1,
      restAverage: 4,
      pull: -WINDOW_MIN_PULL_STARS,
      z: -WINDOW_HOLD_Z,
      modeZ: 0,
      modeWithout: 'Full Race' as const,
      modeWith: 'Full Race' as const,
    };
    return {
      window: { ...base, z: -WINDOW_NOTICE_Z, ...window },
      bloc: { ...base, n: BLOC_MIN_NETWORKS, ...bloc },
    };
  };
  it.each([
    ['every bar met exactly', weighed({}), false, true],
    [
      'the window just inside the notice bar',
      weighed({ z: -WINDOW_NOTICE_Z + 0.01 }),
      false,
      false,
    ],
    ['the bloc just inside the z bar', weighed({}, { z: -WINDOW_HOLD_Z + 0.01 }), false, false],
    [
      'a pull just under the bar',
      weighed({}, { pull: -WINDOW_MIN_PULL_STARS + 0.001 }),
      false,
      false,
    ],
    ['a bloc one network short', weighed({}, { n: BLOC_MIN_NETWORKS - 1 }), false, false],
    ['the bloc the other way from its window', weighed({ z: WINDOW_NOTICE_Z }), false, false],
    [
      'a way to watch changed, at the z bar',
      weighed({ z: 0, modeZ: WINDOW_HOLD_Z }, { z: 0, pull: 0 }),
      false,
      true,
    ],
    [
      'held: at the release bars it stays',
      weighed(
        { z: -WINDOW_NOTICE_RELEASE_Z },
        { z: -WINDOW_RELEASE_Z, pull: -WINDOW_MIN_PULL_STARS / 2 },
      ),
      true,
      true,
    ],
    [
      'held: the bloc inside the release bar goes',
      weighed({}, { z: -WINDOW_RELEASE_Z + 0.01 }),
      true,
      false,
    ],
    [
      'held: the window inside its release bar goes',
      weighed({ z: -WINDOW_NOTICE_RELEASE_Z + 0.01 }),
      true,
      false,
    ],
    [
      'held: under half the pull goes',
      weighed({}, { pull: -WINDOW_MIN_PULL_STARS / 2 + 0.001 }),
      true,
      false,
    ],
  ])('%s', (_name, w, held, expected) => {
    expect(isBurst(w, held)).toBe(expected);
  });

  it.each([
    [100, 100 * WINDOW_MAJORITY, true],
    [100, 100 * WINDOW_MAJORITY - 1, false],
    [200, 100, false],
  ])(
    'a bloc with %i networks its way and %i against is the minority: %s',
    (side, against, expected) => {
      expect(isMinority(side, against)).toBe(expected);
    },
  );

  it('names windows so an operator can type them back', () => {
    for (const size of windowSizes(1_000)) {
      const start = size / 2;
      expect(parseWindowId(windowId(start, size))).toEqual({ start, size });
    }
    for (const bad of ['40n@10', '30n@0', 'x', '20n@', '10n@0', '2m@2026-06-07T14:00Z'])
      expect(parseWindowId(bad)).toBeNull();
  });
});
