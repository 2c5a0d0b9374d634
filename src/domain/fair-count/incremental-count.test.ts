import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import type { StarRating, WatchMode } from '../types';
import { visibleTags } from '../voting/reason-tags';
import {
  addVote,
  type CandidateVote,
  type ContestedNetwork,
  emptyCrowd,
  type NetworkDecision,
  selectCountedVotes,
  shownTags,
} from './fair-count';
import { createIncrementalCount, type IncrementalCount } from './incremental-count';

// The incremental count must answer what selectCountedVotes answers for the same race,
// whatever happened to the race before (docs/decisions/0128).

type Vote = Omit<CandidateVote, 'key'>;

/** A race as stored: every network's votes in the order cast, and operators' decisions. */
class Race {
  networks = new Map<string, CandidateVote[]>();
  decisions = new Map<string, NetworkDecision>();
  serial = 0;

  contested(name: string): boolean {
    return (this.networks.get(name)?.length ?? 0) > 1 || this.decisions.has(name);
  }

  /** Single-vote networks' votes, as the tally holds them beside the contested networks. */
  rest() {
    const crowd = emptyCrowd();
    for (const [name, votes] of this.networks)
      if (!this.contested(name)) for (const vote of votes) addVote(crowd, vote);
    return crowd;
  }

  contests(): ContestedNetwork[] {
    return [...this.networks.keys()]
      .filter((name) => this.contested(name))
      .sort()
      .map((name) => {
        const decision = this.decisions.get(name);
        return {
          network: name,
          votes: this.networks.get(name)!,
          ...(decision ? { decision } : {}),
        };
      });
  }

  cast(name: string, vote: Vote) {
    const votes = [...(this.networks.get(name) ?? [])];
    votes.push({ key: `v${this.serial++}`, ...vote });
    this.networks.set(name, votes);
  }
}

interface Seen {
  votes: CandidateVote[];
  decision: NetworkDecision | undefined;
}

/** Feeds an engine what changed since it last heard, as the server does from the database. */
function feed(engine: IncrementalCount, race: Race, seen: Map<string, Seen>) {
  engine.setRest(race.rest());
  for (const name of new Set([...race.networks.keys(), ...seen.keys()])) {
    const before = seen.get(name);
    if (!race.contested(name)) {
      if (before) engine.removeNetwork(name);
      seen.delete(name);
      continue;
    }
    const votes = race.networks.get(name) ?? [];
    const decision = race.decisions.get(name);
    if (before && before.votes === votes && before.decision === decision) continue;
    engine.setNetwork({ network: name, votes, ...(decision ? { decision } : {}) });
    seen.set(name, { votes, decision });
  }
}

function engineFor(maxShift: number) {
  return { engine: createIncrementalCount(maxShift), seen: new Map<string, Seen>() };
}

const FLOOD: Vote = { starRating: 1, viewMode: 'Highlights Only', reasonTags: [] };

function randomVote(random: () => number): Vote {
  if (random() < 0.2) return FLOOD;
  if (random() < 0.1) {
    const modes: WatchMode[] = ['Full Race', 'Race-in-30', 'Highlights Only'];
    return {
      starRating: (1 + Math.floor(random() * 5)) as StarRating,
      viewMode: modes[Math.floor(random() * 3)]!,
      reasonTags: random() < 0.5 ? ['rivalries'] : [],
    };
  }
  return crowdVote(random);
}

/** One random change to the race, of the kinds a race day brings. */
function step(race: Race, random: () => number, networkCount: number) {
  const names = [...race.networks.keys()];
  const pick = () => names[Math.floor(random() * names.length)]!;
  const r = random();
  if (r < 0.4 || names.length === 0) {
    // A first vote from a new network (or from a carrier/flood already voting).
    const name = random() < 0.6 ? `n${race.serial}` : `c${Math.floor(random() * networkCount)}`;
    race.cast(name, random() < 0.3 && name.startsWith('c') ? FLOOD : randomVote(random));
  } else if (r < 0.65) {
    // A changed vote: a single fan's, a network's voice or a further vote.
    const name = pick();
    const votes = [...race.networks.get(name)!];
    const i = Math.floor(random() * votes.length);
    votes[i] = { key: votes[i]!.key, ...randomVote(random) };
    race.networks.set(name, votes);
  } else if (r < 0.75) {
    // A network shrinks (a vote gone).
    const name = pick();
    const votes = race.networks.get(name)!.slice(0, -1);
    if (votes.length === 0) race.networks.delete(name);
    else race.networks.set(name, votes);
  } else if (r < 0.8) {
    const name = pick();
    race.decisions.set(name, random() < 0.5 ? 'hold' : 'release');
  } else {
    // A burst: several votes on one network.
    const name = `c${Math.floor(random() * networkCount)}`;
    const vote = random() < 0.5 ? FLOOD : randomVote(random);
    for (let i = 0; i < 1 + Math.floor(random() * 6); i++) race.cast(name, vote);
  }
}

describe('shownTags', () => {
  it('lists what visibleTags shows on a live card, for crowds of every size', () => {
    const random = seededRandom(3);
    const crowd = emptyCrowd();
    for (let i = 0; i < 3000; i++) {
      addVote(crowd, randomVote(random));
      const chips = visibleTags(
        { totalVotes: crowd.votes, reasonTagTallies: crowd.tags },
        'current-card',
      );
      expect(shownTags(crowd)).toBe(chips.map((chip) => chip.id).join(','));
    }
  });
});

describe('createIncrementalCount', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'counts what selectCountedVotes counts over a random race day (seed %i), on several instances',
    (seed) => {
      const random = seededRandom(seed * 7919);
      const maxShift = seed % 3 === 0 ? 0.05 : 0.1;
      const race = new Race();
      // A crowd first: later changes land on a race of a few hundred votes.
      const start = 150 + Math.floor(random() * 250);
      for (let i = 0; i < start; i++) step(race, random, 25);
      const instances = [engineFor(maxShift), engineFor(maxShift)];
      for (let round = 0; round < 80; round++) {
        const changes = 1 + Math.floor(random() * 4);
        for (let i = 0; i < changes; i++) step(race, random, 25);
        // Whichever instance holds the race this round weighs it; a new one may start.
        if (random() < 0.05) instances[0] = engineFor(maxShift);
        const { engine, seen } = instances[Math.floor(random() * instances.length)]!;
        feed(engine, race, seen);
        engine.pass();
        const expected = selectCountedVotes(race.rest(), race.contests(), maxShift);
        expect([...engine.counted()].sort()).toEqual([...expected].sort());
      }
    },
  );

  it('weighs only a few networks when single fans keep voting on a large race', () => {
    const random = seededRandom(11);
    const race = new Race();
    for (let i = 0; i < 3000; i++) race.cast(`n${i}`, crowdVote(random));
    for (let n = 0; n < 300; n++) {
      const flood = n % 10 === 0;
      for (let i = 0; i < 10; i++) race.cast(`c${n}`, flood ? FLOOD : crowdVote(random));
    }
    const { engine, seen } = engineFor(0.1);
    feed(engine, race, seen);
    expect(engine.pass().weighed).toBe(300);
    let weighed = 0;
    for (let round = 0; round < 50; round++) {
      race.cast(`late${round}`, crowdVote(random));
      feed(engine, race, seen);
      weighed += engine.pass().weighed;
      expect([...engine.counted()].sort()).toEqual(
        [...selectCountedVotes(race.rest(), race.contests(), 0.1)].sort(),
      );
    }
    // A tenth of the networks are floods spending the shared bound; the rest hold.
    expect(weighed / 50).toBeLessThan(300 * 0.25);
  });

  it('pauses while it lays out a large turn, not only while it weighs', () => {
    const random = seededRandom(12);
    const race = new Race();
    for (let n = 0; n < 4000; n++)
      for (let i = 0; i < 3; i++) race.cast(`c${n}`, crowdVote(random));
    const { engine, seen } = engineFor(0.1);
    feed(engine, race, seen);
    engine.pass();
    // Nothing changed: every weighing is kept, so the walk pauses once per `every * 20`
    // networks; laying the turn out (listing, ordering) must pause as often again.
    const every = 5;
    const steps = engine.passInSlices(every);
    let pauses = 0;
    while (!steps.next().done) pauses += 1;
    expect(pauses).toBeGreaterThanOrEqual(2 * Math.floor(4000 / (every * 20)));
  });
});
