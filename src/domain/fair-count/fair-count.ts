import { STAR_VALUES, type StarRating, WATCH_MODES, type WatchMode } from '../types';
import { visibleTags } from '../voting/reason-tags';
import { bestWatchMode } from '../voting/watch-modes';

// One network, one voice (docs/decisions/0113). Every vote is stored and answered alike;
// what a race's verdict counts is chosen here so that no single network can move the
// shown average by more than `maxShift` stars, nor decide the best way to watch or which
// vibe factors show beyond what one fan's vote could. Pure: the server feeds it a race's
// contested networks and the aggregate of everything else, and writes back the flags.

/** Default for FAIR_COUNT_MAX_SHIFT: the most stars one network may move an average. */
export const DEFAULT_MAX_SHIFT_STARS = 0.1;
/**
 * Held votes stored per network and race; past it a new identity's vote from that network
 * is answered as usual and not stored. Generous: a stadium's worth of fans behind one
 * address fits, a script's hundred thousand does not.
 */
export const MAX_HELD_PER_NETWORK = 2_000;

/** The vibe factors whose showing a network must not decide: the widest list (live cards). */
const SHOWN_TAGS_CONTEXT = 'current-card';

export interface CandidateVote {
  /** Identifies the vote to the caller (e.g. the voter's id). */
  key: string;
  starRating: StarRating;
  viewMode: WatchMode;
  reasonTags: readonly string[];
}

export type NetworkDecision = 'hold' | 'release';

export interface ContestedNetwork {
  network: string;
  votes: readonly CandidateVote[];
  /** An operator's decision for this race: every vote held, or every vote counted. */
  decision?: NetworkDecision;
}

/** The counted votes of a race (or of part of it) as sums. */
export interface Crowd {
  votes: number;
  stars: number;
  modes: Record<WatchMode, number>;
  tags: Record<string, number>;
}

export function emptyCrowd(): Crowd {
  return {
    votes: 0,
    stars: 0,
    modes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
    tags: {},
  };
}

/** Adds (sign 1) or removes (sign -1) one vote. */
export function addVote(crowd: Crowd, vote: Omit<CandidateVote, 'key'>, sign: 1 | -1 = 1): void {
  crowd.votes += sign;
  crowd.stars += sign * vote.starRating;
  crowd.modes[vote.viewMode] += sign;
  for (const tag of new Set(vote.reasonTags)) {
    const count = (crowd.tags[tag] ?? 0) + sign;
    if (count > 0) crowd.tags[tag] = count;
    else delete crowd.tags[tag];
  }
}

function copyCrowd(crowd: Crowd): Crowd {
  return { ...crowd, modes: { ...crowd.modes }, tags: { ...crowd.tags } };
}

const average = (crowd: Crowd) => (crowd.votes > 0 ? crowd.stars / crowd.votes : null);

function shownTags(crowd: Crowd): string {
  return visibleTags({ totalVotes: crowd.votes, reasonTagTallies: crowd.tags }, SHOWN_TAGS_CONTEXT)
    .map((chip) => chip.id)
    .join(',');
}

/**
 * What one fan could make of `rest` with a single vote: the best ways to watch and the
 * shown factor lists reachable by adding one vote (or none). A network may land anywhere
 * in these: that much is one fan's voice, whoever casts it.
 */
function oneVoteReach(rest: Crowd, tags: Iterable<string>) {
  const modes = new Set<WatchMode | null>([bestWatchMode(rest.modes)]);
  const shown = new Set<string>([shownTags(rest)]);
  const probe = (vote: Omit<CandidateVote, 'key'>) => {
    const next = copyCrowd(rest);
    addVote(next, vote);
    modes.add(bestWatchMode(next.modes));
    shown.add(shownTags(next));
  };
  for (const mode of WATCH_MODES) probe({ starRating: 3, viewMode: mode, reasonTags: [] });
  for (const tag of tags) probe({ starRating: 3, viewMode: 'Full Race', reasonTags: [tag] });
  return { modes, shown };
}

/**
 * The votes of one network that count against `rest`: its first is one fan's voice and
 * always counts; each further vote counts only while the average stays within `maxShift`
 * of `rest`'s and the best way to watch and the shown factors stay within one fan's reach.
 * Votes are taken from both ends of their distance from `rest`'s average, whichever pulls
 * the running total back towards it, so a network voting like the crowd counts whole and
 * one voting against it stops after a few.
 */
function selectNetwork(rest: Crowd, votes: readonly CandidateVote[], maxShift: number): string[] {
  const restAverage = average(rest);
  const centre = restAverage ?? (STAR_VALUES[0] + STAR_VALUES[STAR_VALUES.length - 1]!) / 2;
  const sorted = [...votes].sort(
    (a, b) => a.starRating - b.starRating || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const tags = new Set(Object.keys(rest.tags));
  for (const vote of votes) for (const tag of vote.reasonTags) tags.add(tag);
  const reach = oneVoteReach(rest, tags);
  const crowd = copyCrowd(rest);
  const counted: string[] = [];
  let drift = 0;
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    // Pull the running total back towards the crowd; the first vote is whichever end is
    // nearer it, so one fan's voice is the network's most crowd-like one.
    const fromLow =
      drift > 0 ||
      (drift === 0 && centre - sorted[lo]!.starRating < sorted[hi]!.starRating - centre);
    const vote = fromLow ? sorted[lo++]! : sorted[hi--]!;
    if (counted.length > 0) {
      if (restAverage === null) continue;
      addVote(crowd, vote);
      const fits =
        Math.abs(average(crowd)! - restAverage) <= maxShift + 1e-9 &&
        reach.modes.has(bestWatchMode(crowd.modes)) &&
        reach.shown.has(shownTags(crowd));
      if (!fits) {
        addVote(crowd, vote, -1);
        continue;
      }
    } else addVote(crowd, vote);
    counted.push(vote.key);
    drift += vote.starRating - centre;
  }
  return counted;
}

/**
 * Which votes of the contested networks count. `rest` is every counted vote outside
 * them (single-vote networks, votes from no known network). Released networks join the
 * crowd first, held ones count nothing; the others are weighed smallest first, each
 * against the crowd as it stands, so a large network is judged against everyone else.
 */
export function selectCountedVotes(
  rest: Crowd,
  networks: readonly ContestedNetwork[],
  maxShift: number = DEFAULT_MAX_SHIFT_STARS,
): Set<string> {
  const crowd = copyCrowd(rest);
  const counted = new Set<string>();
  const take = (vote: CandidateVote) => {
    counted.add(vote.key);
    addVote(crowd, vote);
  };
  for (const n of networks) if (n.decision === 'release') n.votes.forEach(take);
  const weighed = networks
    .filter((n) => n.decision === undefined)
    .sort(
      (a, b) =>
        a.votes.length - b.votes.length ||
        (a.network < b.network ? -1 : a.network > b.network ? 1 : 0),
    );
  for (const n of weighed) {
    const keys = new Set(selectNetwork(crowd, n.votes, maxShift));
    for (const vote of n.votes) if (keys.has(vote.key)) take(vote);
  }
  return counted;
}
