import { WATCH_MODES } from '../types';
import { crowdDistance, shapeRadius } from './count-margins';
import {
  addVote,
  type Bound,
  boundOf,
  bySize,
  type CandidateVote,
  type ContestedNetwork,
  type Crowd,
  centreOf,
  copyCrowd,
  DEFAULT_MAX_SHIFT_STARS,
  emptyCrowd,
  selectFurther,
} from './fair-count';

// The fair count, kept (docs/decisions/0128). selectCountedVotes weighs every network in
// turn against the crowd as the ones before left it; one vote anywhere moves that crowd
// for every network after it. So a pass walks every network in the same order with the
// crowd as it stands now (sums, no weighing) and weighs again only a network whose votes
// changed or whose crowd moved further than its weighing's margins allow: the largest
// move that provably leaves each of its decisions as it was. The answer is the one
// selectCountedVotes gives for the same input, always; only its cost varies.

/** What one network's last weighing decided and how far its crowd may move before it could change. */
interface Weighing {
  votes: readonly CandidateVote[];
  /** The crowd at the start of its turn. */
  start: Crowd;
  /** Its further votes that counted, and their sums. */
  counted: string[];
  countedSum: Crowd;
  /** Always weigh again (it had no one to be weighed against). */
  fragile: boolean;
  /** How far (crowdDistance) the crowds it looked at may move with the same way to watch and factors. */
  radius: number;
  /** Everyone else (the crowd without its voice), as sums. */
  ownVotes: number;
  ownStars: number;
  /** Each vote tried, in turn: which end it was taken from, the crowd's sums with it, the answers. */
  tried: {
    fromLow: boolean;
    votes: number;
    stars: number;
    starRating: number;
    inNetwork: boolean;
    inRace: boolean;
    counted: boolean;
  }[];
  /** The tags its one-vote reach probed, and the tags of its own votes. */
  probed: ReadonlySet<string>;
  ownTags: ReadonlySet<string>;
}

interface Network {
  input: ContestedNetwork;
  stars: number;
  tags: Set<string>;
}

export interface PassResult {
  /** Networks whose counted votes were decided this pass (weighed, released or held). */
  decided: string[];
  /** Networks weighed this pass, and how many are weighed in all. */
  weighed: number;
  networks: number;
}

export interface IncrementalCount {
  /** Every counted vote outside the contested networks (as selectCountedVotes' `rest`). */
  setRest(rest: Crowd): void;
  /** A contested network, new or changed (a new `votes` array means changed). */
  setNetwork(network: ContestedNetwork): void;
  removeNetwork(name: string): void;
  has(name: string): boolean;
  pass(): PassResult;
  /** The same pass in slices: it pauses after every `every` networks weighed (a caller's event loop turns). */
  passInSlices(every: number): Generator<void, PassResult>;
  /** The counted votes of one network after the last pass (its voice included). */
  countedOf(name: string): ReadonlySet<string>;
  /** Every counted vote of the contested networks: selectCountedVotes' answer. */
  counted(): Set<string>;
}

function difference(after: Crowd, before: Crowd): Crowd {
  const diff = copyCrowd(after);
  diff.votes -= before.votes;
  diff.stars -= before.stars;
  for (const mode in diff.modes)
    diff.modes[mode as keyof Crowd['modes']] -= before.modes[mode as keyof Crowd['modes']];
  for (const tag in before.tags) diff.tags[tag] = (diff.tags[tag] ?? 0) - before.tags[tag]!;
  return diff;
}

function addCrowd(crowd: Crowd, part: Crowd): void {
  crowd.votes += part.votes;
  crowd.stars += part.stars;
  for (const mode in part.modes)
    crowd.modes[mode as keyof Crowd['modes']] += part.modes[mode as keyof Crowd['modes']];
  for (const tag in part.tags) {
    const count = (crowd.tags[tag] ?? 0) + part.tags[tag]!;
    if (count > 0) crowd.tags[tag] = count;
    else delete crowd.tags[tag];
  }
}

const sameSet = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

function sameBound(a: Bound | null, b: Bound): boolean {
  return (
    a !== null &&
    (a.average === null) === (b.average === null) &&
    sameSet(a.reach.modes, b.reach.modes) &&
    sameSet(a.reach.shown, b.reach.shown)
  );
}

/** Weighs one network as selectCountedVotes does, noting what it looked at. */
function weigh(
  input: ContestedNetwork,
  crowd: Crowd,
  race: Bound,
  maxShift: number,
  ownTags: ReadonlySet<string>,
): Weighing {
  const voice = input.votes[0]!;
  const start = copyCrowd(crowd);
  const own = copyCrowd(crowd);
  addVote(own, voice, -1);
  const limit = maxShift + 1e-9;
  const w: Weighing = {
    votes: input.votes,
    start,
    counted: [],
    countedSum: emptyCrowd(),
    fragile: input.votes.length > 1 && own.votes === 0,
    radius: Number.POSITIVE_INFINITY,
    ownVotes: own.votes,
    ownStars: own.stars,
    tried: [],
    probed: new Set(),
    ownTags,
  };
  const ownAverage = own.votes > 0 ? own.stars / own.votes : null;
  let fromLow = false;
  const keys: string[] = [];
  w.counted = selectFurther(crowd, own, voice, input.votes.slice(1), race, maxShift, {
    began(o, tags) {
      w.probed = new Set(tags);
      w.radius = Math.min(w.radius, shapeRadius(o, ownTags));
      const probe = (vote: Omit<CandidateVote, 'key'>) => {
        const next = copyCrowd(o);
        addVote(next, vote);
        w.radius = Math.min(w.radius, shapeRadius(next, ownTags));
      };
      for (const mode of WATCH_MODES) probe({ starRating: 3, viewMode: mode, reasonTags: [] });
      for (const tag of tags) probe({ starRating: 3, viewMode: 'Full Race', reasonTags: [tag] });
    },
    turned(drift) {
      fromLow = drift > 0;
    },
    tried(look, vote) {
      w.radius = Math.min(w.radius, shapeRadius(look, ownTags));
      const average = look.stars / look.votes;
      keys.push(vote.key);
      w.tried.push({
        fromLow,
        votes: look.votes,
        stars: look.stars,
        starRating: vote.starRating,
        inNetwork: ownAverage !== null && Math.abs(average - ownAverage) <= limit,
        inRace: race.average !== null && Math.abs(average - race.average) <= limit,
        counted: false,
      });
    },
  });
  const counted = new Set(w.counted);
  keys.forEach((key, i) => {
    w.tried[i]!.counted = counted.has(key);
  });
  w.countedSum = difference(crowd, start);
  return w;
}

/**
 * Whether a network's last weighing still holds with the crowd as it stands (`crowd` at
 * the start of its turn, `reference` the race's). Each of its decisions is replayed on the
 * sums alone — the same float operations selectFurther makes, so the same answers — and
 * the best way to watch and shown factors of every crowd it looked at must be out of
 * reach of the move (count-margins.ts), with the same tags probed.
 */
function stillHolds(
  w: Weighing,
  crowd: Crowd,
  reference: Crowd,
  voice: CandidateVote,
  maxShift: number,
): boolean {
  if (w.fragile) return false;
  if (w.tried.length === 0) return true;
  if (crowdDistance(crowd, w.start) > w.radius) return false;
  const dv = crowd.votes - w.start.votes;
  const ds = crowd.stars - w.start.stars;
  if (w.ownVotes + dv <= 0) return false;
  const limit = maxShift + 1e-9;
  const centre = (w.ownStars + ds) / (w.ownVotes + dv);
  const raceAverage = reference.votes > 0 ? reference.stars / reference.votes : null;
  let drift = voice.starRating - centre;
  for (const t of w.tried) {
    if (drift > 0 !== t.fromLow) return false;
    const average = (t.stars + ds) / (t.votes + dv);
    if (Math.abs(average - centre) <= limit !== t.inNetwork) return false;
    const inRace = raceAverage !== null && Math.abs(average - raceAverage) <= limit;
    if (inRace !== t.inRace) return false;
    if (t.counted) drift += t.starRating - centre;
  }
  // The tags its reach probes: everyone else's (the crowd without its voice) and its own.
  const probes = (tag: string) =>
    (crowd.tags[tag] ?? 0) - (voice.reasonTags.includes(tag) ? 1 : 0) > 0 || w.ownTags.has(tag);
  for (const tag in crowd.tags) if (probes(tag) !== w.probed.has(tag)) return false;
  for (const tag in w.start.tags) if (probes(tag) !== w.probed.has(tag)) return false;
  return true;
}

export function createIncrementalCount(
  maxShift: number = DEFAULT_MAX_SHIFT_STARS,
): IncrementalCount {
  let rest = emptyCrowd();
  const networks = new Map<string, Network>();
  const weighings = new Map<string, Weighing>();
  let lastRace: Bound | null = null;
  const changed = new Set<string>();

  function countedOf(name: string): ReadonlySet<string> {
    const n = networks.get(name)?.input;
    if (!n || n.decision === 'hold') return new Set();
    if (n.decision === 'release') return new Set(n.votes.map((v) => v.key));
    const w = weighings.get(name);
    const voice = n.votes[0];
    return new Set([...(voice ? [voice.key] : []), ...(w?.counted ?? [])]);
  }

  return {
    setRest(crowd) {
      rest = copyCrowd(crowd);
    },
    setNetwork(input) {
      const tags = new Set<string>();
      let stars = 0;
      for (const vote of input.votes) {
        stars += vote.starRating;
        for (const tag of vote.reasonTags) tags.add(tag);
      }
      networks.set(input.network, { input, stars, tags });
      changed.add(input.network);
    },
    removeNetwork(name) {
      if (networks.delete(name)) changed.add(name);
      weighings.delete(name);
    },
    has: (name) => networks.has(name),
    countedOf,

    pass() {
      const steps = this.passInSlices(Number.POSITIVE_INFINITY);
      for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
    },

    *passInSlices(every) {
      const decided = new Set<string>();
      const crowd = copyCrowd(rest);
      const weighed: Network[] = [];
      // On a race-day race (thousands of networks) laying out the turn costs as much as
      // weighing a slice: it pauses between its steps too, so no vote waits for all of it.
      const layOut = every * 20;
      let laid = 0;
      for (const n of networks.values()) {
        if (++laid % layOut === 0) yield;
        const { input } = n;
        if (input.decision === 'release') for (const vote of input.votes) addVote(crowd, vote);
        if (input.decision !== undefined || input.votes.length === 0) {
          if (changed.has(input.network)) decided.add(input.network);
          weighings.delete(input.network);
        } else weighed.push(n);
      }
      yield;
      weighed.sort((a, b) => bySize(a.input, b.input));
      for (const n of weighed) addVote(crowd, n.input.votes[0]!);
      const tags = new Set(Object.keys(crowd.tags));
      for (const n of weighed) for (const tag of n.tags) tags.add(tag);
      const race = boundOf(crowd, tags);
      const sameRace = sameBound(lastRace, race);
      lastRace = race;
      const reference = copyCrowd(crowd);
      const centre = centreOf(crowd);
      const distance = new Map(
        weighed.map((n) => [n, Math.abs(n.stars / n.input.votes.length - centre)]),
      );
      yield;
      const order = [...weighed].sort((a, b) => distance.get(a)! - distance.get(b)!);
      yield;
      let count = 0;
      let walked = 0;
      for (const n of order) {
        // Keeping a weighing costs a twentieth of making one: pause as often per network kept.
        if (++walked % (every * 20) === 0) yield;
        const name = n.input.network;
        const before = weighings.get(name);
        if (
          sameRace &&
          before &&
          before.votes === n.input.votes &&
          !changed.has(name) &&
          stillHolds(before, crowd, reference, n.input.votes[0]!, maxShift)
        ) {
          addCrowd(crowd, before.countedSum);
          continue;
        }
        count += 1;
        if (count % every === 0) yield;
        const after = weigh(n.input, crowd, race, maxShift, n.tags);
        weighings.set(name, after);
        const same =
          before &&
          !changed.has(name) &&
          before.counted.length === after.counted.length &&
          before.counted.every((key, i) => key === after.counted[i]);
        if (!same) decided.add(name);
      }
      for (const name of changed) if (!networks.has(name)) decided.add(name);
      changed.clear();
      return { decided: [...decided], weighed: count, networks: weighed.length };
    },

    counted() {
      const all = new Set<string>();
      for (const name of networks.keys()) for (const key of countedOf(name)) all.add(key);
      return all;
    },
  };
}
