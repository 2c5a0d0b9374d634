import { isShielded, type MyRaces } from '../../../domain/my-races/my-races';
import type { VerdictHidden } from '../../../domain/races/verdict-hidden';
import type { RankingItem } from '../../../domain/rankings/ranking-reply';

// The spoiler shield on a ranking (docs/decisions/0126, 0144). A ranking is its verdicts in
// order, so a race the fan's shield covers is left out of it altogether: shown, its place
// would say how good it was, and a gap where it stood would say the same. The races left
// in are ranked among themselves, so nothing on the page depends on where a hidden race
// stands. The server never learns which races those are (they stay on the device, 0124):
// the page reads the whole ranking from its top and leaves them out itself.

/** How this fan's shield meets the ranking. */
export type ShieldOnRanking =
  /** Nothing on this device hides a verdict: the server's pages are shown as they come. */
  | { kind: 'none' }
  /** Races marked still to watch (and not revealed) are left out: `count` of them. */
  | { kind: 'marked'; count: number }
  /** Every race not marked watched is left out. */
  | { kind: 'unwatched' };

export function shieldOnRanking(state: MyRaces): ShieldOnRanking {
  if (state.shield === 'off') return { kind: 'none' };
  if (state.shield === 'unwatched') return { kind: 'unwatched' };
  const count = Object.keys(state.marks).filter((raceId) => isShielded(state, raceId)).length;
  return count === 0 ? { kind: 'none' } : { kind: 'marked', count };
}

/** One page of the races a shield leaves in, ranked among themselves. */
export interface ShieldedPage {
  items: RankingItem[];
  /** Whether a later page holds a race. */
  hasNext: boolean;
  /** The races left in over every page, once the whole ranking has been read; else null. */
  total: number | null;
}

/**
 * Page `page` (1-based, `pageSize` races) of the ranking read so far from its first race,
 * without the races `hidden` covers. `complete` says the read reached the ranking's end.
 */
export function pageWithoutHidden(
  read: readonly RankingItem[],
  hidden: VerdictHidden,
  page: number,
  pageSize: number,
  complete: boolean,
): ShieldedPage {
  const kept = read.filter((item) => !hidden(item.race.id));
  const start = (page - 1) * pageSize;
  return {
    items: kept.slice(start, start + pageSize).map((item, i) => ({ ...item, rank: start + i + 1 })),
    hasNext: kept.length > start + pageSize,
    total: complete ? kept.length : null,
  };
}

/**
 * Whether the ranking read so far, from its first race, settles page `page`: its races and
 * whether another page follows (one race past it), or the whole ranking is in.
 */
export function readEnough(
  read: readonly RankingItem[],
  hidden: VerdictHidden,
  page: number,
  pageSize: number,
  complete: boolean,
): boolean {
  if (complete) return true;
  let kept = 0;
  for (const item of read) if (!hidden(item.race.id)) kept += 1;
  return kept > page * pageSize;
}
