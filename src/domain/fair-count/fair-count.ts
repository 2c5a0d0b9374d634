import { STAR_VALUES, type StarRating, WATCH_MODES, type WatchMode } from '../types';
import { TAG_CONTEXT_LIMITS, TAG_MIN_COUNT, TAG_MIN_SHARE } from '../voting/reason-tags';
import { bestWatchMode } from '../voting/watch-modes';

// One network, one voice (docs/decisions/0113). Every vote is stored and answered alike;
// what a race's verdict counts is chosen here so that no single network can move the
// shown average by more than `maxShift` stars, nor decide the best way to watch or which
// vibe factors show beyond what one fan's vote could. Pure: the server feeds it a race's
// contested networks and the aggregate of everything else, and writes back the flags.

/** Default for FAIR_COUNT_MAX_SHIFT: the most stars one network may move an average. */
export const DEFAULT_MAX_SHIFT_STARS = 0.1;

/** The vibe factors whose showing a network must not decide: the widest list (live cards). */
const SHOWN_TAGS = TAG_CONTEXT_LIMITS['current-card'];
// Read once: the weighing asks them of every crowd it tries.
const MIN_SHARE = TAG_MIN_SHARE;
const MIN_COUNT = TAG_MIN_COUNT;

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
  /** In the order they were cast: the first is the network's voice, counted at once. */
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

export function copyCrowd(crowd: Crowd): Crowd {
  return { ...crowd, modes: { ...crowd.modes }, tags: { ...crowd.tags } };
}

const average = (crowd: Crowd) => (crowd.votes > 0 ? crowd.stars / crowd.votes : null);

/**
 * The live card's shown factors, as visibleTags lists them (most voted first, ties by id,
 * each with its share and head count, the first few), as ids: the weighing asks this of
 * every crowd it tries, so no chip is built.
 */
export function shownTags(crowd: Crowd): string {
  const total = crowd.votes;
  const shown: [string, number][] = [];
  for (const id in crowd.tags) {
    const count = crowd.tags[id]!;
    const share = total > 0 ? count / total : 0;
    if (count > 0 && share >= MIN_SHARE && count >= MIN_COUNT) shown.push([id, count]);
  }
  shown.sort(([idA, a], [idB, b]) => b - a || (idA < idB ? -1 : idA > idB ? 1 : 0));
  let ids = '';
  for (let i = 0; i < Math.min(shown.length, SHOWN_TAGS); i++)
    ids += `${i > 0 ? ',' : ''}${shown[i]![0]}`;
  return ids;
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

/** What counted votes may make of a reference crowd: its average ± maxShift, one fan's reach. */
export interface Bound {
  average: number | null;
  reach: ReturnType<typeof oneVoteReach>;
}

export function boundOf(reference: Crowd, tags: Iterable<string>): Bound {
  return { average: average(reference), reach: oneVoteReach(reference, tags) };
}

/** What a bound looks at in a crowd, computed once for every bound it is held against. */
function lookOf(crowd: Crowd) {
  return { average: average(crowd)!, mode: bestWatchMode(crowd.modes), shown: shownTags(crowd) };
}

function within(look: ReturnType<typeof lookOf>, bound: Bound, maxShift: number): boolean {
  return (
    bound.average !== null &&
    Math.abs(look.average - bound.average) <= maxShift + 1e-9 &&
    bound.reach.modes.has(look.mode) &&
    bound.reach.shown.has(look.shown)
  );
}

export const centreOf = (crowd: Crowd) =>
  average(crowd) ?? (STAR_VALUES[0] + STAR_VALUES[STAR_VALUES.length - 1]!) / 2;

/** Smallest network first, then by name: the order before likeness to the race (0120). */
export const bySize = (a: ContestedNetwork, b: ContestedNetwork) =>
  a.votes.length - b.votes.length || (a.network < b.network ? -1 : a.network > b.network ? 1 : 0);

const byStars = (a: CandidateVote, b: CandidateVote) =>
  a.starRating - b.starRating || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * What the incremental count (incremental-count.ts) learns while a network is weighed: how
 * close each of its decisions came to going the other way. Never changes a decision.
 */
export interface WeighingObserver {
  /** The network's bound: everyone else, and the tags its one-vote reach probes. */
  began(own: Crowd, tags: ReadonlySet<string>): void;
  /** Before each pick: the running drift from everyone else's centre, `taken` votes counted. */
  turned(drift: number, taken: number): void;
  /** Each vote tried: the crowd with it, and the vote. */
  tried(look: Crowd, vote: CandidateVote): void;
}

/**
 * The further votes of one network that count. `crowd` is every vote counted so far, its
 * voice included; `own` is the same without the voice (everyone else). A vote counts only
 * while the crowd stays within `maxShift` of everyone else and within one fan's reach of
 * it (the network's bound), and within both of `race` (the bound on all networks' further
 * votes together). Votes are taken from both ends of their distance from everyone else's
 * average, whichever pulls the running total back towards it, so a network voting like
 * the crowd counts whole and one voting against it stops after a few.
 */
export function selectFurther(
  crowd: Crowd,
  own: Crowd,
  voice: CandidateVote,
  further: readonly CandidateVote[],
  race: Bound,
  maxShift: number,
  observer?: WeighingObserver,
): string[] {
  if (further.length === 0 || average(own) === null) return [];
  const centre = centreOf(own);
  const sorted = [...further].sort(byStars);
  const tags = new Set(Object.keys(own.tags));
  for (const vote of voice.reasonTags) tags.add(vote);
  for (const vote of further) for (const tag of vote.reasonTags) tags.add(tag);
  const network = boundOf(own, tags);
  observer?.began(own, tags);
  const counted: string[] = [];
  let drift = voice.starRating - centre;
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    observer?.turned(drift, counted.length);
    const vote = drift > 0 ? sorted[lo++]! : sorted[hi--]!;
    addVote(crowd, vote);
    observer?.tried(crowd, vote);
    const look = lookOf(crowd);
    if (!within(look, network, maxShift) || !within(look, race, maxShift)) {
      addVote(crowd, vote, -1);
      continue;
    }
    counted.push(vote.key);
    drift += vote.starRating - centre;
  }
  return counted;
}

/**
 * Which votes of the contested networks count (docs/decisions/0113, 0120). `rest` is
 * every counted vote outside them (single-vote networks, votes from no known network).
 * Released networks join the crowd first, held ones count nothing. Every other network's
 * voice — its first vote, which the vote path counted at once — counts; the crowd with
 * those voices is the race's reference (a first vote is as likely as any other of a
 * crowd's, so the reference is unbiased however few fans vote alone). Then each network's further votes are weighed, smallest network first,
 * against everyone else as the crowd stands (one network's bound) and against the
 * reference (every network's further votes together may move it no more than one
 * network may): many networks cannot add up their bounds.
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
    .filter((n) => n.decision === undefined && n.votes.length > 0)
    .sort(bySize);
  const voices = weighed.map((n) => n.votes[0]!);
  voices.forEach(take);
  const tags = new Set(Object.keys(crowd.tags));
  for (const n of weighed)
    for (const vote of n.votes) for (const tag of vote.reasonTags) tags.add(tag);
  const race = boundOf(crowd, tags);
  // The bound on all further votes together is shared: networks voting most like the
  // race take their part of it first, so a carrier's crowd counts whatever a flood on
  // other networks has already spent. The order decides who counts, never how far.
  const reference = centreOf(crowd);
  const distance = (n: ContestedNetwork) =>
    Math.abs(n.votes.reduce((sum, vote) => sum + vote.starRating, 0) / n.votes.length - reference);
  const order = weighed
    .map((n, i) => ({ n, voice: voices[i]!, distance: distance(n) }))
    .sort((a, b) => a.distance - b.distance);
  for (const { n, voice } of order) {
    const own = copyCrowd(crowd);
    addVote(own, voice, -1);
    const further = n.votes.slice(1);
    for (const key of selectFurther(crowd, own, voice, further, race, maxShift)) counted.add(key);
  }
  return counted;
}

/** One network's stars as stored, for the race-wide picture an operator reads. */
export interface NetworkStars {
  network: string;
  /** In the order they were cast. */
  stars: readonly StarRating[];
}

export interface RaceWidePull {
  /** Every single-vote network's vote and each other network's voice. */
  firstVotes: number;
  firstAverage: number | null;
  /** The votes beyond each network's voice, and how many of them are held. */
  furtherVotes: number;
  /** How far the further votes move the first votes' average: all of them, and those counted. */
  wouldMove: number;
  countedMove: number;
  /** Networks by how far their further votes alone would move it, farthest first. */
  pulling: { network: string; pull: number }[];
}

/** Networks named in the race-wide picture. */
export const PULLING_NETWORKS_SHOWN = 5;

/**
 * What the further votes of every network do to a race (the bound of 0120): `rest` are
 * the stars of votes from single-vote networks, `networks` the others; `counted` the
 * race's counted stars and votes.
 */
export function raceWidePull(
  rest: readonly StarRating[],
  networks: readonly NetworkStars[],
  counted: { votes: number; stars: number },
): RaceWidePull {
  const sum = (stars: readonly number[]) => stars.reduce((total, s) => total + s, 0);
  let firstVotes = rest.length;
  let firstStars = sum(rest);
  const further = networks
    .filter((n) => n.stars.length > 0)
    .map((n) => {
      const voice = n.stars[0]!;
      firstVotes += 1;
      firstStars += voice;
      return { network: n.network, votes: n.stars.length - 1, stars: sum(n.stars) - voice };
    });
  const firstAverage = firstVotes > 0 ? firstStars / firstVotes : null;
  const furtherVotes = further.reduce((total, n) => total + n.votes, 0);
  const furtherStars = further.reduce((total, n) => total + n.stars, 0);
  const allVotes = firstVotes + furtherVotes;
  const move = (votes: number, stars: number) =>
    firstAverage === null || votes === 0 ? 0 : stars / votes - firstAverage;
  const pulling = further
    .map((n) => ({
      network: n.network,
      pull: firstAverage === null ? 0 : (n.stars - n.votes * firstAverage) / allVotes,
    }))
    .filter((n) => n.pull !== 0)
    .sort((a, b) => Math.abs(b.pull) - Math.abs(a.pull) || (a.network < b.network ? -1 : 1))
    .slice(0, PULLING_NETWORKS_SHOWN);
  return {
    firstVotes,
    firstAverage,
    furtherVotes,
    wouldMove: move(allVotes, firstStars + furtherStars),
    countedMove: move(counted.votes, counted.stars),
    pulling,
  };
}
