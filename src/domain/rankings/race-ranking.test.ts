import { makeRace, seededRandom, tallyWithAverage } from '../../../test/domain/fixtures';
import type { Race, Tally, TallyMap } from '../types';
import { emptyTally } from '../voting/tally';
import { MIN_VOTES_CURRENT, MIN_VOTES_PAST } from '../voting/unlock';
import {
  byRank,
  HIDDEN_GEM_MIN_SCORE,
  isHiddenGem,
  type RankedRace,
  rankRaces,
  withRaceReranked,
} from './race-ranking';

const NOW = Date.UTC(2026, 10, 29, 12);

const dataTally = (raceId: string, value: number): Tally => ({
  ...emptyTally(raceId),
  AI_Rating: true,
  AI_Rating_Value: value,
});

function ranked(
  id: string,
  score: number,
  votes: number,
  date: string,
  from: 'crowd' | 'data' = 'data',
): RankedRace {
  return {
    race: makeRace({ id, date }),
    tally: { ...emptyTally(id), totalVotes: votes },
    verdict: { score, from },
    bestWatch: null,
  };
}

describe('byRank', () => {
  it.each<[string, RankedRace, RankedRace]>([
    ['the higher verdict', ranked('b', 4.1, 0, '1990-01-01'), ranked('a', 4.0, 9, '2020-01-01')],
    [
      'more votes on the same verdict',
      ranked('b', 4, 3, '1990-01-01'),
      ranked('a', 4, 2, '2020-01-01'),
    ],
    [
      'the newer race on the same verdict and votes',
      ranked('b', 4, 2, '2020-01-02'),
      ranked('a', 4, 2, '2020-01-01'),
    ],
    [
      'the smaller id on everything else alike',
      ranked('a', 4, 2, '2020-01-01'),
      ranked('b', 4, 2, '2020-01-01'),
    ],
  ])('puts first %s', (_rule, first, second) => {
    expect(byRank(first, second)).toBeLessThan(0);
    expect(byRank(second, first)).toBeGreaterThan(0);
    expect(byRank(first, first)).toBe(0);
  });
});

describe('rankRaces', () => {
  const past = (id: string, extra: Partial<Race> = {}) =>
    makeRace({ id, date: '2021-08-01', ...extra });

  it.each<[string, Race, Tally, { score: number; from: 'crowd' | 'data' } | null]>([
    [
      'a past race no fan rated: the data',
      past('a'),
      dataTally('a', 3.7),
      { score: 3.7, from: 'data' },
    ],
    [
      `a past race with ${MIN_VOTES_PAST} vote: the crowd, over the data`,
      past('a'),
      { ...dataTally('a', 1.2), totalVotes: MIN_VOTES_PAST, totalStars: 5 * MIN_VOTES_PAST },
      { score: 5, from: 'crowd' },
    ],
    ['a past race with neither', past('a'), emptyTally('a'), null],
    [
      `a live race at ${MIN_VOTES_CURRENT - 1} votes`,
      past('a', { isCurrent: true }),
      tallyWithAverage('a', MIN_VOTES_CURRENT - 1, 4),
      null,
    ],
    [
      `a live race at ${MIN_VOTES_CURRENT} votes`,
      past('a', { isCurrent: true }),
      tallyWithAverage('a', MIN_VOTES_CURRENT, 4),
      { score: 4, from: 'crowd' },
    ],
    [
      'a race to come, whatever its tally says',
      past('a', { date: '2027-03-01' }),
      dataTally('a', 4.5),
      null,
    ],
    [
      'a race of a series without a data verdict, on its data',
      past('a', { sport: 'motogp' }),
      dataTally('a', 4.5),
      null,
    ],
  ])('ranks %s', (_case, race, tally, verdict) => {
    const [first] = rankRaces([race], { [race.id]: tally }, NOW);
    expect(first?.verdict ?? null).toEqual(verdict);
  });

  it('ranks every race with a verdict, best first', () => {
    const races = ['a', 'b', 'c', 'd'].map((id) => past(id));
    const tallies: TallyMap = {
      a: dataTally('a', 3.1),
      b: tallyWithAverage('b', 2, 4.5),
      c: emptyTally('c'),
      d: dataTally('d', 4.5),
    };
    expect(rankRaces(races, tallies, NOW).map((r) => r.race.id)).toEqual(['b', 'd', 'a']);
  });
});

describe('withRaceReranked', () => {
  it('gives the ranking a ranking from scratch gives, one changed tally after another', () => {
    const random = seededRandom(52);
    const races = Array.from({ length: 60 }, (_, i) =>
      makeRace({ id: `race-${i}`, date: `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}` }),
    );
    const tallyOf = (id: string): Tally => {
      const r = random();
      if (r < 0.2) return emptyTally(id);
      if (r < 0.6) return dataTally(id, Math.round((1 + 4 * random()) * 10) / 10);
      return tallyWithAverage(id, 1 + Math.floor(random() * 4), 1 + Math.floor(random() * 5));
    };
    const tallies: TallyMap = Object.fromEntries(races.map((race) => [race.id, tallyOf(race.id)]));
    let ranking = rankRaces(races, tallies, NOW);
    for (let step = 0; step < 200; step += 1) {
      const race = races[Math.floor(random() * races.length)]!;
      tallies[race.id] = tallyOf(race.id);
      ranking = withRaceReranked(ranking, race, tallies[race.id]!, NOW);
      expect(ranking).toEqual(rankRaces(races, tallies, NOW));
    }
  });
});

describe('isHiddenGem', () => {
  it.each<[number, 'crowd' | 'data', boolean]>([
    [HIDDEN_GEM_MIN_SCORE, 'data', true],
    // Read as fans read it, to one decimal.
    [HIDDEN_GEM_MIN_SCORE - 0.04, 'data', true],
    [HIDDEN_GEM_MIN_SCORE - 0.06, 'data', false],
    [5, 'data', true],
    [5, 'crowd', false],
    [HIDDEN_GEM_MIN_SCORE, 'crowd', false],
  ])('a verdict of %f from the %s: %s', (score, from, gem) => {
    expect(isHiddenGem({ verdict: { score, from } })).toBe(gem);
  });
});
