import {
  BURST_MIN_NETWORKS,
  BURST_MIN_VOTES,
  BURST_WINDOW_MS,
  type BurstVote,
  FRESH_IDENTITY_MS,
  findBursts,
} from './vote-bursts';

const T0 = Date.UTC(2026, 11, 6, 15);

function votes(count: number, overrides: Partial<BurstVote> & { networks?: number } = {}) {
  const { networks = BURST_MIN_NETWORKS, ...rest } = overrides;
  return Array.from(
    { length: count },
    (_, i): BurstVote => ({
      network: `n${i % networks}`,
      starRating: 1,
      viewMode: 'Highlights Only',
      createdAtMs: T0 + i,
      identityAtMs: T0 - 60_000,
      ...rest,
    }),
  );
}

describe('findBursts', () => {
  it.each([
    ['enough fresh votes alike from enough networks', votes(BURST_MIN_VOTES), 1],
    ['one vote too few', votes(BURST_MIN_VOTES - 1), 0],
    ['one network too few', votes(BURST_MIN_VOTES, { networks: BURST_MIN_NETWORKS - 1 }), 0],
    [
      'identities just old enough not to be fresh',
      votes(BURST_MIN_VOTES, { identityAtMs: T0 - FRESH_IDENTITY_MS }),
      0,
    ],
    ['identities of unknown age', votes(BURST_MIN_VOTES, { identityAtMs: null }), 0],
  ])('%s: %i burst(s)', (_name, input, expected) => {
    expect(findBursts(input)).toHaveLength(expected);
  });

  it('keeps votes of different stars, ways to watch and windows apart', () => {
    const half = BURST_MIN_VOTES / 2;
    expect(
      findBursts([
        ...votes(half),
        ...votes(half, { starRating: 2 }),
        ...votes(half, { viewMode: 'Full Race' }),
        ...votes(half, { createdAtMs: T0 + BURST_WINDOW_MS }),
      ]),
    ).toEqual([]);
  });

  it('says when, how and how widely', () => {
    expect(findBursts(votes(BURST_MIN_VOTES + 5, { networks: 7 }))).toEqual([
      {
        windowStartMs: Math.floor(T0 / BURST_WINDOW_MS) * BURST_WINDOW_MS,
        starRating: 1,
        viewMode: 'Highlights Only',
        votes: BURST_MIN_VOTES + 5,
        networks: 7,
      },
    ]);
  });
});
