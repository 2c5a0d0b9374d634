import type { StarKey, StarRating, Tally, WatchMode } from '../types';
import { emptyTally } from './tally';

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

/** One counter moved from `before` (none for a first vote) to `after`; nothing if unchanged. */
function moved<K extends string>(before: K | null, after: K): Partial<Record<K, number>> {
  const counts: Partial<Record<K, number>> = {};
  if (before === after) return counts;
  if (before !== null) counts[before] = -1;
  counts[after] = 1;
  return counts;
}

/**
 * What one vote (or a change of mind) does to its race's tally. Entries that cancel out
 * are dropped, so re-sending the same vote is an empty delta.
 */
export function tallyDelta(previous: StoredVote | null, next: StoredVote): TallyDelta {
  const tags: Record<string, number> = {};
  const before = new Set(previous?.reasonTags);
  const after = new Set(next.reasonTags);
  for (const tag of before) if (!after.has(tag)) tags[tag] = -1;
  for (const tag of after) if (!before.has(tag)) tags[tag] = 1;
  return {
    votes: previous ? 0 : 1,
    stars: next.starRating - (previous?.starRating ?? 0),
    buckets: moved(
      previous ? (String(previous.starRating) as StarKey) : null,
      String(next.starRating) as StarKey,
    ),
    modes: moved(previous?.viewMode ?? null, next.viewMode),
    tags,
  };
}

/** What taking a counted vote out of its race's tally does (a held vote stays stored). */
export function withdrawalDelta(vote: StoredVote): TallyDelta {
  const tags: Record<string, number> = {};
  for (const tag of new Set(vote.reasonTags)) tags[tag] = -1;
  return {
    votes: -1,
    stars: -vote.starRating,
    buckets: { [String(vote.starRating) as StarKey]: -1 },
    modes: { [vote.viewMode]: -1 },
    tags,
  };
}

/** Adds `by` into `into`, key by key. */
function addInto(into: Record<string, number>, by: Partial<Record<string, number>>): void {
  for (const key in by) into[key] = (into[key] ?? 0) + (by[key] ?? 0);
}

/** The counts that did not cancel out. */
function nonZero<K extends string>(counts: Record<string, number>): Record<K, number> {
  const kept: Record<string, number> = {};
  for (const key in counts) if (counts[key] !== 0) kept[key] = counts[key]!;
  return kept as Record<K, number>;
}

/**
 * Several deltas as one: what a group of votes, written together, does to a tally.
 * Applying the sum is applying each in turn (a fan's two votes in one group included:
 * the second's "previous" is the first).
 */
export function sumTallyDeltas(deltas: readonly TallyDelta[]): TallyDelta {
  let votes = 0;
  let stars = 0;
  const buckets: Record<string, number> = {};
  const modes: Record<string, number> = {};
  const tags: Record<string, number> = {};
  for (const delta of deltas) {
    votes += delta.votes;
    stars += delta.stars;
    addInto(buckets, delta.buckets);
    addInto(modes, delta.modes);
    addInto(tags, delta.tags);
  }
  return {
    votes,
    stars,
    buckets: nonZero<StarKey>(buckets),
    modes: nonZero<WatchMode>(modes),
    tags: nonZero(tags),
  };
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
