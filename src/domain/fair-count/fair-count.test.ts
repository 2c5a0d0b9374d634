import { crowdVote, seededRandom } from '../../../test/domain/fixtures';
import type { StarRating } from '../types';
import { visibleTags } from '../voting/reason-tags';
import { bestWatchMode } from '../voting/watch-modes';
import {
  addVote,
  type CandidateVote,
  type Crowd,
  DEFAULT_MAX_SHIFT_STARS,
  emptyCrowd,
  PULLING_NETWORKS_SHOWN,
  raceWidePull,
  selectCountedVotes,
} from './fair-count';

const ATTACK: Omit<CandidateVote, 'key'> = {
  starRating: 1,
  viewMode: 'Highlights Only',
  reasonTags: [],
};

function crowdOf(count: number, seed: number): { crowd: Crowd; votes: CandidateVote[] } {
  const random = seededRandom(seed);
  const crowd = emptyCrowd();
  const votes: CandidateVote[] = [];
  for (let i = 0; i < count; i++) {
    const vote = { key: `fan-${seed}-${i}`, ...crowdVote(random) };
    votes.push(vote);
    addVote(crowd, vote);
  }
  return { crowd, votes };
}

function withCounted(rest: Crowd, votes: readonly CandidateVote[], counted: Set<string>): Crowd {
  const all = { ...rest, modes: { ...rest.modes }, tags: { ...rest.tags } };
  for (const vote of votes) if (counted.has(vote.key)) addVote(all, vote);
  return all;
}

const averageOf = (c: Crowd) => c.stars / c.votes;
const shown = (c: Crowd) =>
  visibleTags({ totalVotes: c.votes, reasonTagTallies: c.tags }, 'current-card').map((t) => t.id);

const repeat = (n: number, vote: Omit<CandidateVote, 'key'>, prefix = 'bot'): CandidateVote[] =>
  Array.from({ length: n }, (_, i) => ({ key: `${prefix}-${i}`, ...vote }));

describe('selectCountedVotes', () => {
  it('counts one vote of a network that votes before anyone else, and no more', () => {
    const counted = selectCountedVotes(emptyCrowd(), [
      { network: 'n1', votes: repeat(500, ATTACK) },
    ]);
    expect(counted.size).toBe(1);
  });

  it.each([0.05, DEFAULT_MAX_SHIFT_STARS, 0.2, 0.5])(
    'lets one network move a 200-vote average by at most %s star, and no less than it may',
    (maxShift) => {
      const { crowd } = crowdOf(200, 1);
      const attack = repeat(5000, ATTACK);
      const counted = selectCountedVotes(crowd, [{ network: 'n1', votes: attack }], maxShift);
      const after = withCounted(crowd, attack, counted);
      const shift = averageOf(crowd) - averageOf(after);
      expect(shift).toBeLessThanOrEqual(maxShift + 1e-9);
      // One more vote would have crossed the bound.
      const deviation = averageOf(crowd) - ATTACK.starRating;
      const k = counted.size + 1;
      expect((k * deviation) / (crowd.votes + k)).toBeGreaterThan(maxShift);
    },
  );

  it.each([
    ['one-star Highlights Only', ATTACK],
    ['crowd-average stars, all Highlights Only', { ...ATTACK, starRating: 4 as const }],
    [
      'a factor nobody else chose',
      { starRating: 4 as const, viewMode: 'Full Race' as const, reasonTags: ['red_flags'] },
    ],
    [
      'five-star Race-in-30 with every factor',
      {
        starRating: 5 as const,
        viewMode: 'Race-in-30' as const,
        reasonTags: ['red_flags', 'weather_chaos', 'underdog_drive'],
      },
    ],
  ])('keeps the best way to watch and the shown factors the crowd’s against %s', (_name, vote) => {
    const { crowd } = crowdOf(200, 2);
    const attack = repeat(3000, vote);
    const counted = selectCountedVotes(crowd, [{ network: 'n1', votes: attack }]);
    const after = withCounted(crowd, attack, counted);
    expect(Math.abs(averageOf(after) - averageOf(crowd))).toBeLessThanOrEqual(
      DEFAULT_MAX_SHIFT_STARS + 1e-9,
    );
    expect(bestWatchMode(after.modes)).toBe(bestWatchMode(crowd.modes));
    expect(shown(after)).toEqual(shown(crowd));
  });

  it.each([
    [100, 200],
    [300, 200],
    [300, 50],
    [1000, 200],
  ])(
    'counts at least 95%% of %i fans on one network who vote like the %i others',
    (fans, others) => {
      const { crowd } = crowdOf(others, 3);
      const { votes } = crowdOf(fans, 4);
      const counted = selectCountedVotes(crowd, [{ network: 'carrier', votes }]);
      expect(counted.size / fans).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('weighs the smaller network first, so the larger one is judged against it too', () => {
    const { crowd } = crowdOf(200, 5);
    const small = crowdOf(30, 6).votes.map((v) => ({ ...v, key: `small-${v.key}` }));
    const attack = repeat(2000, ATTACK);
    const counted = selectCountedVotes(crowd, [
      { network: 'big', votes: attack },
      { network: 'small', votes: small },
    ]);
    expect(small.filter((v) => counted.has(v.key)).length / small.length).toBeGreaterThanOrEqual(
      0.95,
    );
    const after = withCounted(withCounted(crowd, small, counted), attack, counted);
    const before = withCounted(crowd, small, counted);
    expect(averageOf(before) - averageOf(after)).toBeLessThanOrEqual(DEFAULT_MAX_SHIFT_STARS);
  });

  it.each([
    ['hold', 0],
    ['release', 400],
  ] as const)('follows an operator’s %s of a network whole', (decision, expected) => {
    const { crowd } = crowdOf(200, 7);
    const attack = repeat(400, ATTACK);
    const counted = selectCountedVotes(crowd, [{ network: 'n1', votes: attack, decision }]);
    expect(counted.size).toBe(expected);
  });

  it('decides the same way whatever order the further votes arrive in', () => {
    const { crowd } = crowdOf(200, 8);
    const { votes } = crowdOf(150, 9);
    const mixed = [...votes, ...repeat(50, ATTACK)];
    const further = mixed.slice(1);
    const a = selectCountedVotes(crowd, [{ network: 'n', votes: mixed }]);
    const b = selectCountedVotes(crowd, [
      { network: 'n', votes: [mixed[0]!, ...[...further].reverse()] },
    ]);
    expect([...a].sort()).toEqual([...b].sort());
  });
});

describe('one fan’s voice', () => {
  it.each([
    ['a crowd averaging 4.2 and a network whose first vote is a 1', [1, 1, 1, 4], 1],
    ['a crowd averaging 4.2 and a network whose first vote is a 4', [4, 1, 1, 1], 4],
    ['a crowd averaging 4.2 and a network of 5s and a 2', [5, 5, 2], 5],
  ])('with %s, counts the first vote cast, as the vote path did', (_name, stars, expected) => {
    const rest = emptyCrowd();
    for (const s of [4, 4, 4, 4, 5])
      addVote(rest, { starRating: s as 4 | 5, viewMode: 'Full Race', reasonTags: [] });
    const votes = stars.map((s, i) => ({
      key: `v${i}`,
      starRating: s as 1 | 2 | 4 | 5,
      viewMode: 'Full Race' as const,
      reasonTags: [],
    }));
    const counted = selectCountedVotes(rest, [{ network: 'n', votes }], 0.01);
    expect([...counted].map((key) => votes.find((v) => v.key === key)!.starRating)).toEqual([
      expected,
    ]);
  });
});

describe('many networks together', () => {
  const networksOf = (count: number, each: number, vote: Omit<CandidateVote, 'key'>) =>
    Array.from({ length: count }, (_, n) => ({
      network: `n${n}`,
      votes: repeat(each, vote, `n${n}`),
    }));

  it.each([
    [2, 0.05],
    [10, DEFAULT_MAX_SHIFT_STARS],
    [10, 0.2],
    [50, DEFAULT_MAX_SHIFT_STARS],
  ])(
    '%i networks flooding a 200-vote race move it no more than as many single fans, plus %s star',
    (count, maxShift) => {
      const { crowd } = crowdOf(200, 12);
      const networks = networksOf(count, 500, ATTACK);
      const counted = selectCountedVotes(crowd, networks, maxShift);
      const after = withCounted(
        crowd,
        networks.flatMap((n) => n.votes),
        counted,
      );
      const singleFans = withCounted(
        crowd,
        networks.map((n) => n.votes[0]!),
        new Set(networks.map((n) => n.votes[0]!.key)),
      );
      expect(averageOf(singleFans) - averageOf(after)).toBeLessThanOrEqual(maxShift + 1e-9);
      expect(bestWatchMode(after.modes)).toBe(bestWatchMode(crowd.modes));
      // The bound is reached, not undercut: one more vote of the flood would cross it.
      expect(
        averageOf(singleFans) - (after.stars + ATTACK.starRating) / (after.votes + 1),
      ).toBeGreaterThan(maxShift);
    },
  );

  it.each([
    [10, 20, 200],
    [20, 10, 200],
    [1, 300, 200],
    [10, 20, 50],
  ])(
    'counts at least 95 in 100 of %i networks of %i fans each who vote like the %i others',
    (count, each, others) => {
      const { crowd } = crowdOf(others, 13);
      const networks = Array.from({ length: count }, (_, n) => ({
        network: `carrier-${n}`,
        votes: crowdOf(each, 100 + n).votes,
      }));
      const counted = selectCountedVotes(crowd, networks);
      expect(counted.size / (count * each)).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('holds a flood spread over ten networks to the bound, costing a carrier’s crowd no more than ten single fans would', () => {
    const { crowd } = crowdOf(200, 14);
    const carrier = { network: 'carrier', votes: crowdOf(300, 15).votes };
    const flood = networksOf(10, 127, ATTACK);
    const counted = selectCountedVotes(crowd, [carrier, ...flood]);
    const carried = carrier.votes.filter((v) => counted.has(v.key)).length;
    const tenFans = withCounted(
      crowd,
      flood.map((n) => n.votes[0]!),
      new Set(flood.map((n) => n.votes[0]!.key)),
    );
    const besideTenFans = selectCountedVotes(tenFans, [carrier]).size;
    expect(carried).toBeGreaterThanOrEqual(besideTenFans);
    const all = [...carrier.votes, ...flood.flatMap((n) => n.votes)];
    const after = withCounted(crowd, all, counted);
    expect(averageOf(tenFans) - averageOf(after)).toBeLessThanOrEqual(
      DEFAULT_MAX_SHIFT_STARS + 1e-9,
    );
  });
});

describe('raceWidePull', () => {
  const fives = (n: number) => Array<5>(n).fill(5);
  it.each([
    // rest, networks (stars), counted, first votes, first average, further, would move
    ['no networks', [5, 3], [], 2, 4, 0, 0],
    ['one network of ones beside fives', fives(4), [[1, 1, 1]], 5, 4.2, 2, (23 - 4.2 * 7) / 7],
    ['a network voting like the rest', [4, 4], [[4, 4, 4]], 3, 4, 2, 0],
    ['no rest: the voice is the first vote cast', [], [[1, 5, 5]], 1, 1, 2, 11 / 3 - 1],
  ] as const)('%s', (_name, rest, networks, firstVotes, firstAverage, further, wouldMove) => {
    const pull = raceWidePull(
      rest,
      networks.map((stars, i) => ({ network: `n${i}`, stars })),
      { votes: 0, stars: 0 },
    );
    expect(pull.firstVotes).toBe(firstVotes);
    expect(pull.firstAverage).toBeCloseTo(firstAverage, 9);
    expect(pull.furtherVotes).toBe(further);
    expect(pull.wouldMove).toBeCloseTo(wouldMove, 9);
  });

  it(`names the ${PULLING_NETWORKS_SHOWN} networks pulling hardest, farthest first`, () => {
    const networks = Array.from({ length: PULLING_NETWORKS_SHOWN + 2 }, (_, i) => ({
      network: `n${i}`,
      stars: [5, ...Array<1>(i + 1).fill(1)] as StarRating[],
    }));
    const pull = raceWidePull(fives(100), networks, { votes: 100, stars: 500 });
    expect(pull.pulling.map((n) => n.network)).toEqual(
      networks
        .map((n) => n.network)
        .reverse()
        .slice(0, PULLING_NETWORKS_SHOWN),
    );
    expect(pull.countedMove).toBeCloseTo(0, 9);
  });
});
