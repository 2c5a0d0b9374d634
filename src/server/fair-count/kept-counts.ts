import type { Kysely } from 'kysely';
import {
  addVote,
  type Crowd,
  emptyCrowd,
  selectCountedVotes,
} from '../../domain/fair-count/fair-count';
import {
  createIncrementalCount,
  type IncrementalCount,
} from '../../domain/fair-count/incremental-count';
import type { DB } from '../db/schema';
import type { CountingFlip } from '../votes/votes-repo';
import {
  type ChangedVote,
  loadContestedNetworks,
  loadNetworks,
  readChangedVotes,
  readDecisions,
  readNetworkSizes,
} from './contested-votes';
import { addCounted, type Contest, contestOf, flipsOf, sameVote, voteOf } from './kept-contest';
import { crowdOf, type RecountDeps } from './recount';

// The fair count kept between passes (docs/decisions/0128). A full recount reads every
// contested vote of a race, weighs them with selectCountedVotes and seeds the kept count;
// a pass reads only the votes written since the last one (readChangedVotes), applies the
// changed and the newest ones to the networks it keeps, re-reads a network only when it
// gains its second vote, an operator decides on it or a vote arrives out of turn, and lets
// the incremental count weigh what it must. The tally stays the one source of everything
// outside the contested networks.

/** Votes written this long before a pass's read are read again by the next (commit delays, clocks). */
export const CHANGED_OVERLAP_MS = 3000;

interface KeptRace {
  engine: IncrementalCount;
  contests: Map<string, Contest>;
  /** Networks known to have sent one vote, with its voter. */
  singles: Map<string, string>;
  /** The contested networks' counted votes as sums: the tally less them is everyone else. */
  contestedCounted: Crowd;
  /** Votes written at or after this (ISO time) are read by the next pass. */
  since: string;
  rest: string;
}

export interface PassFigures {
  /** Flags written, and networks weighed. */
  changed: number;
  weighed: number;
  /** Whether the pass found any vote or decision changed since the last. */
  fresh: boolean;
}

/** Networks weighed between two turns of the event loop: votes are answered meanwhile. */
const WEIGHED_PER_SLICE = 50;

async function inSlices<T>(steps: Generator<void, T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
export function createKeptCounts(deps: RecountDeps & { db: Kysely<DB> }) {
  const { db, maxShift } = deps;
  const races = new Map<string, KeptRace>();

  /** Writes flips; not exact when some no longer read as found (someone else moved them). */
  async function apply(raceId: string, flips: CountingFlip[]) {
    const changed = flips.length > 0 ? await deps.votes.applyCounting(raceId, flips) : 0;
    return { changed, exact: changed === flips.length };
  }

  return {
    has: (raceId: string) => races.has(raceId),
    /** Forgets a race (another instance or an operator may have counted it since). */
    forget(raceId?: string) {
      if (raceId === undefined) races.clear();
      else races.delete(raceId);
    },

    /**
     * The full recount, the check and the repair: every contested vote weighed with
     * selectCountedVotes, the flags that differ written, and the kept count seeded from
     * the same reads. Throws if the kept count would answer otherwise.
     */
    async full(raceId: string): Promise<PassFigures> {
      races.delete(raceId);
      const since = iso(Date.now() - CHANGED_OVERLAP_MS);
      const stored = await loadContestedNetworks(db, raceId);
      const tally = await deps.tallies.get(raceId);
      if (!tally) return { changed: 0, weighed: 0, fresh: true };
      const rest = crowdOf(tally);
      for (const contest of stored)
        for (const vote of contest.votes)
          if (contest.counted.get(vote.key) === 1) addVote(rest, vote, -1);
      const counted = selectCountedVotes(rest, stored, maxShift);
      const contests = new Map(stored.map((c) => [c.network, contestOf(c)]));
      const flips = [...contests.values()].flatMap((c) => flipsOf(c, counted));
      const { changed, exact } = await apply(raceId, flips);
      if (!exact) return { changed, weighed: stored.length, fresh: true };
      const engine = createIncrementalCount(maxShift);
      engine.setRest(rest);
      for (const c of stored) engine.setNetwork(c);
      await inSlices(engine.passInSlices(WEIGHED_PER_SLICE));
      const kept = engine.counted();
      if (kept.size !== counted.size || [...kept].some((key) => !counted.has(key)))
        throw new Error(`the incremental fair count disagrees with the full recount of ${raceId}`);
      const contestedSum = emptyCrowd();
      for (const c of contests.values()) {
        for (const vote of c.votes) c.counted.set(vote.key, counted.has(vote.key) ? 1 : 0);
        addCounted(contestedSum, c, 1);
      }
      races.set(raceId, {
        engine,
        contests,
        singles: new Map(),
        contestedCounted: contestedSum,
        since,
        rest: JSON.stringify(rest),
      });
      return { changed, weighed: stored.length, fresh: true };
    },

    /**
     * One incremental pass: null when the race has no kept count (a full recount first).
     * Reads the votes written since the last pass and the operators' decisions; weighs
     * only what changed; writes the flags that differ.
     */
    async pass(raceId: string): Promise<PassFigures | null> {
      const race = races.get(raceId);
      if (!race) return null;
      const nextSince = iso(Date.now() - CHANGED_OVERLAP_MS);
      const [rows, decided] = await Promise.all([
        readChangedVotes(db, raceId, race.since),
        readDecisions(db, raceId),
      ]);
      const reload = new Set<string>();
      const unknown = new Map<string, string>();
      /** Votes that changed, or came after every vote of their contested network. */
      const edits = new Map<string, ChangedVote[]>();
      for (const row of rows) {
        const contest = race.contests.get(row.network);
        if (contest) {
          const before = contest.byKey.get(row.user_id);
          if (before && sameVote(before, voteOf(row))) continue;
          const last = contest.votes.at(-1);
          // A vote cast among the network's others (a tie, a late commit) is read in order.
          if (!before && last && row.created_at <= contest.castAt.get(last.key)!)
            reload.add(row.network);
          else edits.set(row.network, [...(edits.get(row.network) ?? []), row]);
        } else if (race.singles.get(row.network) !== row.user_id) {
          unknown.set(row.network, row.user_id);
        }
      }
      for (const [network, decision] of decided)
        if (race.contests.get(network)?.decision !== decision) reload.add(network);
      // A decision withdrawn (a burst window released, 0132) leaves its network to the rule.
      for (const [network, contest] of race.contests)
        if (contest.decision !== undefined && !decided.has(network)) reload.add(network);
      for (const [network, votes] of await readNetworkSizes(db, raceId, [...unknown.keys()])) {
        if (votes > 1) reload.add(network);
        else race.singles.set(network, unknown.get(network)!);
      }
      if (reload.size > 0) {
        const loaded = await loadNetworks(db, raceId, [...reload].sort(), decided);
        for (const stored of loaded) {
          const before = race.contests.get(stored.network);
          if (before) addCounted(race.contestedCounted, before, -1);
          if (stored.votes.length > 1 || stored.decision) {
            const contest = contestOf(stored);
            race.contests.set(stored.network, contest);
            addCounted(race.contestedCounted, contest, 1);
            race.engine.setNetwork(stored);
            race.singles.delete(stored.network);
          } else {
            race.contests.delete(stored.network);
            race.engine.removeNetwork(stored.network);
            if (stored.votes[0]) race.singles.set(stored.network, stored.votes[0].key);
          }
        }
      }
      for (const [network, changes] of edits) {
        const contest = race.contests.get(network);
        if (!contest || reload.has(network)) continue;
        const votes = [...contest.votes];
        for (const row of changes) {
          const vote = voteOf(row);
          const before = contest.byKey.get(vote.key);
          const counted = before ? contest.counted.get(vote.key)! : row.counted === 1 ? 1 : 0;
          if (before) {
            // A change of mind keeps its place and its counting.
            votes[votes.findIndex((v) => v.key === vote.key)] = vote;
            if (counted === 1) addVote(race.contestedCounted, before, -1);
          } else {
            votes.push(vote);
            contest.counted.set(vote.key, counted);
            contest.castAt.set(vote.key, row.created_at);
          }
          if (counted === 1) addVote(race.contestedCounted, vote, 1);
          contest.byKey.set(vote.key, vote);
        }
        contest.votes = votes;
        race.engine.setNetwork({
          network,
          votes,
          ...(contest.decision ? { decision: contest.decision } : {}),
        });
      }
      const tally = await deps.tallies.get(raceId);
      race.since = nextSince;
      if (!tally) return { changed: 0, weighed: 0, fresh: false };
      const rest = crowdOf(tally);
      rest.votes -= race.contestedCounted.votes;
      rest.stars -= race.contestedCounted.stars;
      for (const mode of Object.keys(rest.modes) as (keyof Crowd['modes'])[])
        rest.modes[mode] -= race.contestedCounted.modes[mode];
      for (const [tag, count] of Object.entries(race.contestedCounted.tags)) {
        const left = (rest.tags[tag] ?? 0) - count;
        if (left > 0) rest.tags[tag] = left;
        else delete rest.tags[tag];
      }
      const restKey = JSON.stringify(rest);
      if (reload.size === 0 && edits.size === 0 && restKey === race.rest)
        return { changed: 0, weighed: 0, fresh: false };
      race.rest = restKey;
      race.engine.setRest(rest);
      const result = await inSlices(race.engine.passInSlices(WEIGHED_PER_SLICE));
      const flips: CountingFlip[] = [];
      const touched: Contest[] = [];
      for (const network of result.decided) {
        const contest = race.contests.get(network);
        if (!contest) continue;
        const own = flipsOf(contest, race.engine.countedOf(network));
        if (own.length > 0) touched.push(contest);
        flips.push(...own);
      }
      const { changed, exact } = await apply(raceId, flips);
      if (!exact) {
        // Someone else moved these flags: the next pass starts from a full recount.
        races.delete(raceId);
        return { changed, weighed: result.weighed, fresh: true };
      }
      for (const contest of touched) {
        addCounted(race.contestedCounted, contest, -1);
        const counted = race.engine.countedOf(contest.network);
        for (const vote of contest.votes)
          contest.counted.set(vote.key, counted.has(vote.key) ? 1 : 0);
        addCounted(race.contestedCounted, contest, 1);
      }
      return { changed, weighed: result.weighed, fresh: true };
    },
  };
}

export type KeptCounts = ReturnType<typeof createKeptCounts>;
