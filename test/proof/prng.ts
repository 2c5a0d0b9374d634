import { STAR_VALUES, WATCH_MODES } from '../../src/domain/types';
import { MAX_REASON_TAGS, REASON_TAG_IDS } from '../../src/domain/voting/reason-tags';

/** mulberry32: a tiny seeded generator, so a failing proof replays exactly from its seed. */
export function createPrng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  /** `count` distinct items, in random order (Fisher–Yates on a copy). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  return { next, int, pick, sample };
}

export type Prng = ReturnType<typeof createPrng>;

/** A valid vote body for `raceId`: any rating, mode and 0–3 distinct tags. */
export function randomVote(prng: Prng, raceId: string) {
  return {
    raceId,
    starRating: prng.pick(STAR_VALUES),
    viewMode: prng.pick(WATCH_MODES),
    reasonTags: prng.sample(REASON_TAG_IDS, prng.int(0, MAX_REASON_TAGS)) as string[],
  };
}
