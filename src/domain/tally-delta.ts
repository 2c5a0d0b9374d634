import { emptyTally } from './tally';
import type { StarKey, StarRating, Tally, WatchMode } from './types';

/** A visitor's vote as kept by the server: one per race and visitor. */
export interface StoredVote {
  starRating: StarRating;
  viewMode: WatchMode;
  reasonTags: readonly string[];
}

export interface TallyDelta {
  votes: number;
  stars: number;
  buckets: Partial<Record<StarKey, number>>;
  modes: Partial<Record<WatchMode, number>>;
  tags: Record<string, number>;
}

function bump<K extends string>(counts: Partial<Record<K, number>>, key: K, by: number): void {
  const next = (counts[key] ?? 0) + by;
  if (next === 0) delete counts[key];
  else counts[key] = next;
}

/**
 * What one vote (or a change of mind) does to its race's tally. Entries that cancel out
 * are dropped, so re-sending the same vote is an empty delta.
 */
export function tallyDelta(previous: StoredVote | null, next: StoredVote): TallyDelta {
  const delta: TallyDelta = {
    votes: previous ? 0 : 1,
    stars: next.starRating - (previous?.starRating ?? 0),
    buckets: {},
    modes: {},
    tags: {},
  };
  if (previous) {
    bump(delta.buckets, String(previous.starRating) as StarKey, -1);
    bump(delta.modes, previous.viewMode, -1);
    for (const tag of new Set(previous.reasonTags)) bump(delta.tags, tag, -1);
  }
  bump(delta.buckets, String(next.starRating) as StarKey, 1);
  bump(delta.modes, next.viewMode, 1);
  for (const tag of new Set(next.reasonTags)) bump(delta.tags, tag, 1);
  return delta;
}

/**
 * Several deltas as one: what a group of votes, written together, does to a tally.
 * Applying the sum is applying each in turn (a fan's two votes in one group included:
 * the second's "previous" is the first).
 */
export function sumTallyDeltas(deltas: readonly TallyDelta[]): TallyDelta {
  const sum: TallyDelta = { votes: 0, stars: 0, buckets: {}, modes: {}, tags: {} };
  for (const delta of deltas) {
    sum.votes += delta.votes;
    sum.stars += delta.stars;
    for (const [key, by] of Object.entries(delta.buckets)) bump(sum.buckets, key as StarKey, by);
    for (const [mode, by] of Object.entries(delta.modes)) bump(sum.modes, mode as WatchMode, by);
    for (const [tag, by] of Object.entries(delta.tags)) bump(sum.tags, tag, by);
  }
  return sum;
}

// A count below zero can only come from a tally that was already wrong; showing "-1" would
// make it worse, so counts stop at zero.
const addCount = (count: number | undefined, by: number | undefined) =>
  Math.max(0, (count ?? 0) + (by ?? 0));

export function applyTallyDelta(tally: Tally, delta: TallyDelta): Tally {
  const starBuckets = { ...tally.starBuckets };
  for (const key of Object.keys(starBuckets) as StarKey[]) {
    starBuckets[key] = addCount(starBuckets[key], delta.buckets[key]);
  }
  const viewModes = { ...tally.viewModes };
  for (const mode of Object.keys(viewModes) as WatchMode[]) {
    viewModes[mode] = addCount(viewModes[mode], delta.modes[mode]);
  }
  // Tags with no votes are dropped so an updated tally equals a freshly aggregated one.
  const reasonTagTallies = { ...tally.reasonTagTallies };
  for (const [tag, by] of Object.entries(delta.tags)) {
    const count = addCount(reasonTagTallies[tag], by);
    if (count > 0) reasonTagTallies[tag] = count;
    else delete reasonTagTallies[tag];
  }
  return {
    ...tally,
    totalVotes: addCount(tally.totalVotes, delta.votes),
    totalStars: addCount(tally.totalStars, delta.stars),
    starBuckets,
    viewModes,
    reasonTagTallies,
  };
}

/** The tally a race's votes add up to; the reference the incremental path must match. */
export function aggregateVotes(raceId: string, votes: readonly StoredVote[]): Tally {
  return votes.reduce(
    (tally, vote) => applyTallyDelta(tally, tallyDelta(null, vote)),
    emptyTally(raceId),
  );
}
