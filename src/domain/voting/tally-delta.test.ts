import { makeTally, modes, seededRandom } from '../../../test/domain/fixtures';
import { WATCH_MODES } from '../types';
import { emptyTally } from './tally';
import {
  aggregateVotes,
  applyTallyDelta,
  type StoredVote,
  sumTallyDeltas,
  type TallyDelta,
  tallyDelta,
  withdrawalDelta,
} from './tally-delta';

const vote = (
  starRating: StoredVote['starRating'],
  viewMode: StoredVote['viewMode'],
  reasonTags: string[] = [],
): StoredVote => ({
  starRating,
  viewMode,
  reasonTags,
});
/** Whole numbers below n, drawn from a seeded generator. */
function seeded(seed: number) {
  const draw = seededRandom(seed);
  return (n: number) => Math.floor(draw() * n);
}

const TAG_POOL = ['overtakes', 'rivalries', 'red_flags', 'high_stakes'];
/** Any vote: stars, a way to watch and about a third of the tag pool, drawn from `random`. */
const randomVote = (random: (n: number) => number) =>
  vote(
    (random(5) + 1) as StoredVote['starRating'],
    WATCH_MODES[random(3)] ?? 'Full Race',
    TAG_POOL.filter(() => random(3) === 0),
  );

const ZERO: TallyDelta = { votes: 0, stars: 0, buckets: {}, modes: {}, tags: {} };

describe('tallyDelta', () => {
  it.each<[string, StoredVote | null, StoredVote, TallyDelta]>([
    [
      'a first vote',
      null,
      vote(4, 'Full Race', ['overtakes']),
      {
        votes: 1,
        stars: 4,
        buckets: { '4': 1 },
        modes: { 'Full Race': 1 },
        tags: { overtakes: 1 },
      },
    ],
    [
      'the same vote again',
      vote(4, 'Full Race', ['overtakes']),
      vote(4, 'Full Race', ['overtakes']),
      ZERO,
    ],
    [
      'the same tags in another order',
      vote(5, 'Race-in-30', ['a', 'b']),
      vote(5, 'Race-in-30', ['b', 'a']),
      ZERO,
    ],
    [
      'a change of stars',
      vote(2, 'Full Race'),
      vote(5, 'Full Race'),
      { ...ZERO, stars: 3, buckets: { '2': -1, '5': 1 } },
    ],
    [
      'a change of mode',
      vote(3, 'Full Race'),
      vote(3, 'Highlights Only'),
      { ...ZERO, modes: { 'Full Race': -1, 'Highlights Only': 1 } },
    ],
    [
      'a change of tags',
      vote(4, 'Full Race', ['overtakes', 'rivalries']),
      vote(4, 'Full Race', ['rivalries', 'red_flags']),
      { ...ZERO, tags: { overtakes: -1, red_flags: 1 } },
    ],
    [
      'a repeated tag counted once',
      null,
      vote(3, 'Full Race', ['overtakes', 'overtakes']),
      {
        votes: 1,
        stars: 3,
        buckets: { '3': 1 },
        modes: { 'Full Race': 1 },
        tags: { overtakes: 1 },
      },
    ],
  ])('%s', (_name, previous, next, expected) => {
    expect(tallyDelta(previous, next)).toEqual(expected);
  });
});

describe('applyTallyDelta', () => {
  it('adds a first vote to an empty tally', () => {
    const tally = applyTallyDelta(
      emptyTally('r'),
      tallyDelta(null, vote(5, 'Race-in-30', ['red_flags'])),
    );
    expect(tally).toEqual({
      ...emptyTally('r'),
      totalVotes: 1,
      totalStars: 5,
      starBuckets: { ...emptyTally('r').starBuckets, '5': 1 },
      viewModes: modes({ 'Race-in-30': 1 }),
      reasonTagTallies: { red_flags: 1 },
    });
  });

  it('drops a tag whose count reaches zero', () => {
    const before = makeTally(
      'r',
      { '4': 1 },
      { viewModes: modes({ 'Full Race': 1 }), reasonTagTallies: { overtakes: 1 } },
    );
    const after = applyTallyDelta(
      before,
      tallyDelta(vote(4, 'Full Race', ['overtakes']), vote(4, 'Full Race')),
    );
    expect(after.reasonTagTallies).toEqual({});
  });

  it('never lets a corrupt tally go below zero', () => {
    const after = applyTallyDelta(emptyTally('r'), {
      votes: -1,
      stars: -4,
      buckets: { '4': -1 },
      modes: { 'Full Race': -1 },
      tags: { x: -1 },
    });
    expect(after).toEqual(emptyTally('r'));
  });

  it('keeps the AI rating fields', () => {
    const before = { ...emptyTally('r'), AI_Rating: true, AI_Rating_Value: 4.2 };
    const after = applyTallyDelta(before, tallyDelta(null, vote(3, 'Full Race')));
    expect([after.AI_Rating, after.AI_Rating_Value]).toEqual([true, 4.2]);
  });
});

describe('aggregateVotes matches incremental updates', () => {
  it.each([1, 2, 3, 42, 2025])('seed %i: 300 upserts by 25 voters', (seed) => {
    const random = seeded(seed);
    const votes = new Map<number, StoredVote>();
    let tally = emptyTally('r');
    for (let i = 0; i < 300; i++) {
      const voter = random(25);
      const next = randomVote(random);
      tally = applyTallyDelta(tally, tallyDelta(votes.get(voter) ?? null, next));
      votes.set(voter, next);
    }
    expect(tally).toEqual(aggregateVotes('r', [...votes.values()]));
  });

  it('aggregates nothing to an empty tally', () => {
    expect(aggregateVotes('r', [])).toEqual(emptyTally('r'));
  });
});

describe('sumTallyDeltas', () => {
  it('sums nothing to the empty delta', () => {
    expect(sumTallyDeltas([])).toEqual(ZERO);
  });

  it('drops entries that cancel out, as one change of mind does', () => {
    const first = vote(2, 'Full Race', ['overtakes']);
    const second = vote(5, 'Race-in-30', ['rivalries']);
    // A fan's first vote and their change of mind in one group: a first vote of the second.
    expect(sumTallyDeltas([tallyDelta(null, first), tallyDelta(first, second)])).toEqual(
      tallyDelta(null, second),
    );
    expect(sumTallyDeltas([tallyDelta(null, first), tallyDelta(first, first)])).toEqual(
      tallyDelta(null, first),
    );
  });

  it.each([7, 99, 2026])(
    'seed %i: a group of 40 votes applied as one sum equals applying each',
    (seed) => {
      const random = seeded(seed);
      const votes = new Map<number, StoredVote>();
      const deltas: TallyDelta[] = [];
      let oneByOne = emptyTally('r');
      for (let i = 0; i < 40; i++) {
        const fan = random(12);
        const next = randomVote(random);
        const delta = tallyDelta(votes.get(fan) ?? null, next);
        deltas.push(delta);
        oneByOne = applyTallyDelta(oneByOne, delta);
        votes.set(fan, next);
      }
      expect(applyTallyDelta(emptyTally('r'), sumTallyDeltas(deltas))).toEqual(oneByOne);
    },
  );
});

describe('withdrawalDelta', () => {
  it.each([
    [{ starRating: 5, viewMode: 'Full Race', reasonTags: ['overtakes', 'rivalries'] }],
    [{ starRating: 1, viewMode: 'Highlights Only', reasonTags: [] }],
    [{ starRating: 3, viewMode: 'Race-in-30', reasonTags: ['red_flags'] }],
  ] as const)('takes back exactly what counting %j added', (vote) => {
    const others = [{ starRating: 4, viewMode: 'Full Race', reasonTags: ['overtakes'] }] as const;
    const counted = aggregateVotes('r', [...others, vote]);
    expect(applyTallyDelta(counted, withdrawalDelta(vote))).toEqual(aggregateVotes('r', others));
  });
});
