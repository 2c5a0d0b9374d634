import type { Kysely } from 'kysely';
import {
  addVote,
  type Crowd,
  emptyCrowd,
  selectCountedVotes,
} from '../../domain/fair-count/fair-count';
import type { Tally } from '../../domain/types';
import { WATCH_MODES } from '../../domain/types';
import type { DB } from '../db/schema';
import type { TalliesRepo } from '../tallies/tallies-repo';
import type { CountingFlip, VotesRepo } from '../votes/votes-repo';
import { loadContestedNetworks } from './contested-votes';

/** The counted crowd as sums, from a race's tally. */
export function crowdOf(tally: Tally): Crowd {
  const crowd = emptyCrowd();
  crowd.votes = tally.totalVotes;
  crowd.stars = tally.totalStars;
  for (const mode of WATCH_MODES) crowd.modes[mode] = tally.viewModes[mode];
  crowd.tags = { ...tally.reasonTagTallies };
  return crowd;
}

export interface RecountDeps {
  db: Kysely<DB>;
  votes: Pick<VotesRepo, 'applyCounting'>;
  tallies: Pick<TalliesRepo, 'get'>;
  maxShift: number;
}

/**
 * Weighs a race's contested networks afresh (domain/fair-count) against everyone else as
 * the crowd stands now, and writes back the flags that changed: a held vote may count, a
 * counted one may be held. Returns how many changed.
 */
export async function recountRace(deps: RecountDeps, raceId: string): Promise<number> {
  const contests = await loadContestedNetworks(deps.db, raceId);
  if (contests.length === 0) return 0;
  const tally = await deps.tallies.get(raceId);
  if (!tally) return 0;
  // Everyone else: the tally without the contested networks' counted votes.
  const rest = crowdOf(tally);
  for (const contest of contests) {
    for (const vote of contest.votes)
      if (contest.counted.get(vote.key) === 1) addVote(rest, vote, -1);
  }
  const counted = selectCountedVotes(rest, contests, deps.maxShift);
  const flips: CountingFlip[] = [];
  for (const contest of contests) {
    for (const vote of contest.votes) {
      const from = contest.counted.get(vote.key)!;
      const to = counted.has(vote.key) ? 1 : 0;
      if (from !== to) flips.push({ userId: vote.key, from, to });
    }
  }
  return deps.votes.applyCounting(raceId, flips);
}
