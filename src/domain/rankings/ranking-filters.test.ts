import { makeRace } from '../../../test/domain/fixtures';
import type { Race, WatchMode } from '../types';
import { TAG_MIN_COUNT, TAG_MIN_SHARE } from '../voting/reason-tags';
import { emptyTally } from '../voting/tally';
import { HIDDEN_GEM_MIN_SCORE, type RankedRace } from './race-ranking';
import { filterRanking, rankingChoices, rankingPage, showsFactor } from './ranking-filters';
import {
  HIDDEN_GEMS_LIST,
  parseRankingQuery,
  type RankingFilters,
  type RankingQuery,
} from './ranking-query';
import { rankingReply } from './ranking-reply';

const NOW = Date.UTC(2026, 10, 29, 12);

function query(raw: Record<string, string> = {}): RankingQuery {
  const read = parseRankingQuery(raw, NOW);
  if (!('query' in read)) throw new Error(read.problem);
  return read.query;
}

describe('showsFactor', () => {
  // The least share the rule takes, in whole votes: TAG_MIN_COUNT votes of this many.
  const atMinShare = Math.round(TAG_MIN_COUNT / TAG_MIN_SHARE);
  it.each<[string, number, number, boolean]>([
    ['its head count and share at their least', atMinShare, TAG_MIN_COUNT, true],
    ['one vote under the head count', atMinShare, TAG_MIN_COUNT - 1, false],
    ['a share under its least', atMinShare + 1, TAG_MIN_COUNT, false],
    ['no fan at all (a race only the data rated)', 0, 0, false],
  ])('a factor with %s: %s', (_case, votes, count, shows) => {
    const tally = { ...emptyTally('a'), totalVotes: votes, reasonTagTallies: { overtakes: count } };
    expect(showsFactor(tally, 'overtakes')).toBe(shows);
    expect(showsFactor(tally, 'red_flags')).toBe(false);
  });
});

interface Entry {
  id: string;
  race: Partial<Race>;
  score: number;
  from?: 'crowd' | 'data';
  way?: WatchMode;
  overtakes?: number;
}

// Ranked already, best first, as rankRaces would give them.
const ENTRIES: Entry[] = [
  {
    id: 'a',
    race: { season: 2021, location: 'Budapest' },
    score: 4.6,
    from: 'crowd',
    way: 'Full Race',
    overtakes: 9,
  },
  { id: 'b', race: { season: 1986, location: 'Adelaide' }, score: 4.3 },
  { id: 'c', race: { season: 2008, location: 'Monte Carlo' }, score: HIDDEN_GEM_MIN_SCORE },
  {
    id: 'd',
    race: { season: 1984, location: 'Monte Carlo', sport: 'motogp' },
    score: 3.9,
    from: 'crowd',
    way: 'Race-in-30',
  },
  {
    id: 'e',
    race: { season: 2021, location: 'Monte Carlo' },
    score: 1.8,
    from: 'crowd',
    way: 'Highlights Only',
    overtakes: 1,
  },
];

const RANKING: RankedRace[] = ENTRIES.map(({ id, race, score, from = 'data', way, overtakes }) => ({
  race: makeRace({ id, date: `${race.season}-06-01`, ...race }),
  tally: {
    ...emptyTally(id),
    totalVotes: from === 'crowd' ? 10 : 0,
    reasonTagTallies: overtakes ? { overtakes } : ({} as Record<string, number>),
  },
  verdict: { score, from },
  bestWatch: way ?? null,
}));

const ids = (ranking: readonly RankedRace[]) => ranking.map((r) => r.race.id);

describe('filterRanking', () => {
  it.each<[Record<string, string>, string[]]>([
    [{}, ['a', 'b', 'c', 'd', 'e']],
    [{ sport: 'formula1' }, ['a', 'b', 'c', 'e']],
    [{ sport: 'motogp' }, ['d']],
    [{ decade: '1980' }, ['b', 'd']],
    [{ decade: '2020' }, ['a', 'e']],
    [{ decade: '1990' }, []],
    [{ circuit: 'Monte Carlo' }, ['c', 'd', 'e']],
    [{ circuit: 'monte carlo' }, []],
    [{ way: 'Full Race' }, ['a']],
    [{ way: 'Race-in-30' }, ['d']],
    [{ factor: 'overtakes' }, ['a']],
    [{ list: HIDDEN_GEMS_LIST }, ['b', 'c']],
    [{ circuit: 'Monte Carlo', decade: '2020' }, ['e']],
    [{ circuit: 'Monte Carlo', list: HIDDEN_GEMS_LIST }, ['c']],
  ])('keeps for %j: %j, in rank order', (raw, expected) => {
    expect(ids(filterRanking(RANKING, query(raw)))).toEqual(expected);
  });
});

describe('rankingPage', () => {
  it.each<[number, number, string[], number[]]>([
    [1, 2, ['a', 'b'], [1, 2]],
    [2, 2, ['c', 'd'], [3, 4]],
    [3, 2, ['e'], [5]],
    [4, 2, [], []],
    [1, 5, ['a', 'b', 'c', 'd', 'e'], [1, 2, 3, 4, 5]],
  ])(
    'page %i of %i a page: %j ranked %j, the total on every page',
    (page, size, expected, ranks) => {
      const out = rankingPage(RANKING, query({ page: String(page), pageSize: String(size) }));
      expect(ids(out.items)).toEqual(expected);
      expect(out.items.map((item) => item.rank)).toEqual(ranks);
      expect(out).toMatchObject({ page, pageSize: size, total: RANKING.length });
    },
  );
});

describe('rankingChoices', () => {
  const none: RankingFilters = query();
  it.each<[string, Partial<RankingFilters>, number[], string[]]>([
    ['every race', {}, [1980, 2000, 2020], ['Adelaide', 'Budapest', 'Monte Carlo']],
    [
      'a decade: every decade still, the circuits of that decade',
      { decade: 2020 },
      [1980, 2000, 2020],
      ['Budapest', 'Monte Carlo'],
    ],
    [
      'a circuit: the decades of that circuit, every circuit still',
      { circuit: 'Monte Carlo' },
      [1980, 2000, 2020],
      ['Adelaide', 'Budapest', 'Monte Carlo'],
    ],
    ['a sport', { sport: 'motogp' }, [1980], ['Monte Carlo']],
    ['hidden gems', { list: HIDDEN_GEMS_LIST }, [1980, 2000], ['Adelaide', 'Monte Carlo']],
    ['a way to watch', { way: 'Highlights Only' }, [2020], ['Monte Carlo']],
  ])('under %s', (_case, filters, decades, circuits) => {
    expect(rankingChoices(RANKING, { ...none, ...filters })).toEqual({ decades, circuits });
  });
});

describe('rankingReply', () => {
  it('answers a page with its races, ranks, verdicts and choices, nothing else of a race', () => {
    const reply = rankingReply(RANKING, query({ pageSize: '1', page: '2' }));
    expect(reply).toEqual({
      items: [
        { rank: 2, race: RANKING[1]!.race, tally: RANKING[1]!.tally, verdict: RANKING[1]!.verdict },
      ],
      page: 2,
      pageSize: 1,
      total: RANKING.length,
      filters: rankingChoices(RANKING, query()),
    });
  });
});
