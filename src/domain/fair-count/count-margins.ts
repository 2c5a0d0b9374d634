import { WATCH_MODES } from '../types';
import { TAG_CONTEXT_LIMITS, TAG_MIN_COUNT, TAG_MIN_SHARE } from '../voting/reason-tags';
import type { Crowd } from './fair-count';

// How far a crowd may change before what a bound looks at in it — the best way to watch
// and the live card's shown factors — could read differently (docs/decisions/0128). The
// incremental count keeps a weighing while the crowd it was made against moved by less.

/** Kept off exact boundaries, so a float rounding cannot make a margin look larger. */
const ROUNDING = 1e-7;
const SHOWN = TAG_CONTEXT_LIMITS['current-card'];
// Read once: asked of every crowd a weighing looks at.
const MIN_SHARE = TAG_MIN_SHARE;
const MIN_COUNT = TAG_MIN_COUNT;

/**
 * How much two crowds differ, in votes: the most any one count moved (votes, a way to
 * watch, a tag). One vote added, removed or changed anywhere moves each by at most one.
 */
export function crowdDistance(a: Crowd, b: Crowd): number {
  let most = Math.abs(a.votes - b.votes);
  for (const mode of WATCH_MODES) most = Math.max(most, Math.abs(a.modes[mode] - b.modes[mode]));
  for (const tag in a.tags) most = Math.max(most, Math.abs(a.tags[tag]! - (b.tags[tag] ?? 0)));
  for (const tag in b.tags) if (!(tag in a.tags)) most = Math.max(most, b.tags[tag]!);
  return most;
}

/** The largest integer strictly below x (kept clear of x by ROUNDING). */
const below = (x: number) => Math.ceil(x - ROUNDING) - 1;
/** The largest integer at most x (kept clear of x by ROUNDING). */
const atMost = (x: number) => Math.floor(x - ROUNDING);

function modeRadius(crowd: Crowd): number {
  let best = -1;
  let bestCount = 0;
  WATCH_MODES.forEach((mode, i) => {
    const count = crowd.modes[mode];
    if (count > 0 && count >= bestCount) {
      best = i;
      bestCount = count;
    }
  });
  if (best < 0) return 0;
  let radius = bestCount - 1;
  WATCH_MODES.forEach((mode, i) => {
    if (i === best) return;
    const gap = bestCount - crowd.modes[mode];
    // A later way to watch wins a tie (bestWatchMode), an earlier one loses it.
    radius = Math.min(radius, i < best ? Math.floor(gap / 2) : Math.floor((gap - 1) / 2));
  });
  return radius;
}

function shownRadius(crowd: Crowd, mayAppear: Iterable<string>): number {
  const total = crowd.votes;
  let radius = Number.POSITIVE_INFINITY;
  // A tag no vote carries yet stays hidden while it cannot reach the count or the share.
  for (const tag of mayAppear) {
    if (!crowd.tags[tag]) {
      radius = Math.max(MIN_COUNT - 1, below((MIN_SHARE * total) / (1 + MIN_SHARE)));
      break;
    }
  }
  const visible: { id: string; count: number }[] = [];
  for (const id in crowd.tags) {
    const count = crowd.tags[id]!;
    if (count / total >= MIN_SHARE && count >= MIN_COUNT) {
      visible.push({ id, count });
      const keep = atMost((count - MIN_SHARE * total) / (1 + MIN_SHARE));
      radius = Math.min(radius, count - MIN_COUNT, keep);
    } else {
      const byCount = MIN_COUNT - 1 - count;
      const byShare = below((MIN_SHARE * total - count) / (1 + MIN_SHARE));
      radius = Math.min(radius, Math.max(byCount, byShare));
    }
  }
  visible.sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
  // The shown list is the first SHOWN in order: no neighbour among them (nor the next one
  // in) may catch up with the one before it.
  for (let i = 0; i < Math.min(SHOWN, visible.length - 1); i++) {
    const gap = visible[i]!.count - visible[i + 1]!.count;
    radius = Math.min(radius, gap === 0 ? 0 : Math.floor((gap - 1) / 2));
  }
  return radius;
}

/**
 * The most votes (crowdDistance) the crowd may move while its best way to watch and its
 * shown factors are sure to read the same, if no tag appears in it but `mayAppear` (the
 * caller looks out for any other). Conservative: a smaller answer only costs a weighing,
 * a larger one would cost exactness.
 */
export function shapeRadius(crowd: Crowd, mayAppear: Iterable<string>): number {
  if (crowd.votes <= 0) return 0;
  return Math.max(0, Math.min(crowd.votes - 1, modeRadius(crowd), shownRadius(crowd, mayAppear)));
}
