import {
  addVote,
  type CandidateVote,
  type Crowd,
  type NetworkDecision,
} from '../../domain/fair-count/fair-count';
import type { StarRating, WatchMode } from '../../domain/types';
import { parseTags } from '../votes/vote-rows';
import type { CountingFlip } from '../votes/votes-repo';
import type { StoredContest } from './contested-votes';

// A contested network as the kept count holds it between passes (kept-counts.ts).

/** A contested network as kept between passes: its votes, and each one's flag and cast time. */
export interface Contest {
  network: string;
  votes: readonly CandidateVote[];
  byKey: Map<string, CandidateVote>;
  counted: Map<string, 0 | 1>;
  castAt: Map<string, string>;
  decision: NetworkDecision | undefined;
}

export const voteOf = (row: {
  user_id: string;
  star_rating: number;
  view_mode: string;
  reason_tags: string;
}): CandidateVote => ({
  key: row.user_id,
  starRating: row.star_rating as StarRating,
  viewMode: row.view_mode as WatchMode,
  reasonTags: parseTags(row.reason_tags),
});

export const sameVote = (a: CandidateVote, b: CandidateVote) =>
  a.starRating === b.starRating &&
  a.viewMode === b.viewMode &&
  a.reasonTags.join(',') === b.reasonTags.join(',');

export function contestOf(stored: StoredContest): Contest {
  return {
    network: stored.network,
    votes: stored.votes,
    byKey: new Map(stored.votes.map((v) => [v.key, v])),
    counted: new Map(stored.counted),
    castAt: new Map(stored.castAt),
    decision: stored.decision,
  };
}

export function addCounted(crowd: Crowd, contest: Contest, sign: 1 | -1): void {
  for (const vote of contest.votes)
    if (contest.counted.get(vote.key) === 1) addVote(crowd, vote, sign);
}

/** The flips that make a network's flags read as the count decided. */
export function flipsOf(contest: Contest, counted: ReadonlySet<string>): CountingFlip[] {
  const flips: CountingFlip[] = [];
  for (const vote of contest.votes) {
    const from = contest.counted.get(vote.key)!;
    const to = counted.has(vote.key) ? 1 : 0;
    if (from !== to) flips.push({ userId: vote.key, from, to });
  }
  return flips;
}
