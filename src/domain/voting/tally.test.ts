import { AI_RATING_SOURCES } from '../types';
import { averageRating, emptyTally, formatAverage, normalizeTally, roundAverage } from './tally';

describe('emptyTally', () => {
  it('has every bucket and mode at zero and no AI rating', () => {
    expect(emptyTally('r1')).toEqual({
      raceId: 'r1',
      totalVotes: 0,
      totalStars: 0,
      starBuckets: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      viewModes: { 'Full Race': 0, 'Race-in-30': 0, 'Highlights Only': 0 },
      reasonTagTallies: {},
      AI_Rating: false,
      AI_Rating_Value: null,
      AI_Rating_Source: null,
      AI_Rating_Signals: null,
      AI_Rating_Results: null,
    });
  });
});

describe('normalizeTally', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'oops'],
    ['a number', 42],
    ['an array', [1, 2, 3]],
    ['an empty object', {}],
  ])('reads %s as an empty tally', (_name, raw) => {
    expect(normalizeTally(raw, 'r1')).toEqual(emptyTally('r1'));
  });

  it('keeps a sound tally as it is, under the given race id', () => {
    const raw = {
      raceId: 'someone-else',
      totalVotes: 3,
      totalStars: 12,
      starBuckets: { '3': 1, '4': 1, '5': 1 },
      viewModes: { 'Full Race': 2, 'Highlights Only': 1 },
      reasonTagTallies: { overtakes: 2, legacy_tag: 1 },
      AI_Rating: true,
      AI_Rating_Value: 4.2,
    };
    expect(normalizeTally(raw, 'r1')).toEqual({
      ...emptyTally('r1'),
      totalVotes: 3,
      totalStars: 12,
      starBuckets: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 },
      viewModes: { 'Full Race': 2, 'Race-in-30': 0, 'Highlights Only': 1 },
      reasonTagTallies: { overtakes: 2, legacy_tag: 1 },
      AI_Rating: true,
      AI_Rating_Value: 4.2,
    });
  });

  it.each<[string, unknown, number]>([
    ['negative', -3, 0],
    ['fractional', 2.7, 2],
    ['a numeric string', '4', 0],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
    ['zero', 0, 0],
    ['a whole count', 7, 7],
  ])('reads a %s bucket count safely', (_name, value, expected) => {
    const tally = normalizeTally(
      { totalVotes: 0, totalStars: 0, starBuckets: { '5': value } },
      'r',
    );
    expect(tally.starBuckets['5']).toBe(expected);
  });

  it('rebuilds missing totals from the star buckets', () => {
    const tally = normalizeTally({ starBuckets: { '1': 1, '5': 2 } }, 'r');
    expect([tally.totalVotes, tally.totalStars]).toEqual([3, 11]);
  });

  it.each<[string, unknown, number | null]>([
    ['a number', 3.5, 3.5],
    ['a string', '3.5', null],
    ['NaN', Number.NaN, null],
    ['missing', undefined, null],
  ])('reads an AI rating value that is %s', (_name, value, expected) => {
    expect(normalizeTally({ AI_Rating_Value: value }, 'r').AI_Rating_Value).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    ['true', false],
    [1, false],
    [undefined, false],
  ])('treats AI_Rating %j as %s', (value, expected) => {
    expect(normalizeTally({ AI_Rating: value }, 'r').AI_Rating).toBe(expected);
  });

  it('drops tag counts that are zero or unreadable and ignores junk containers', () => {
    const raw = {
      reasonTagTallies: { overtakes: 0, rivalries: 'x', red_flags: 2 },
      viewModes: 'bad',
    };
    const tally = normalizeTally(raw, 'r');
    expect(tally.reasonTagTallies).toEqual({ red_flags: 2 });
    expect(tally.viewModes).toEqual(emptyTally('r').viewModes);
  });
});

describe('normalizeTally and the verdict from results', () => {
  const RESULTS = {
    starters: 20,
    finishers: 18,
    retirements: 2,
    collisions: 1,
    failures: 1,
    placesGained: 20,
    margin: 'close',
    shortened: false,
    pitStops: null,
  };
  const SIGNALS = {
    safetyCars: 1,
    virtualSafetyCars: 0,
    redFlags: 0,
    overtakes: 30,
    leadChanges: 1,
    pitStops: 25,
    cars: 20,
    totalLaps: 57,
    rainLaps: 0,
  };

  it('keeps the result counts behind a rating (checked where shown), and drops what is no object', () => {
    const raw = { AI_Rating: true, AI_Rating_Value: 3.2, AI_Rating_Results: RESULTS };
    expect(normalizeTally(raw, 'r').AI_Rating_Results).toEqual(RESULTS);
    for (const bad of ['counts', 3, [], null])
      expect(normalizeTally({ ...raw, AI_Rating_Results: bad }, 'r').AI_Rating_Results).toBeNull();
  });

  it('reads whose verdict a rating is, and no source without a rating', () => {
    for (const source of AI_RATING_SOURCES)
      expect(
        normalizeTally({ AI_Rating_Value: 3, AI_Rating_Source: source }, 'r').AI_Rating_Source,
      ).toBe(source);
    for (const bad of ['fans', 3, null, undefined])
      expect(
        normalizeTally({ AI_Rating_Value: 3, AI_Rating_Source: bad }, 'r').AI_Rating_Source,
      ).toBeNull();
    expect(normalizeTally({ AI_Rating_Source: 'operator' }, 'r').AI_Rating_Source).toBeNull();
  });

  it('explains a rating by one verdict only: OpenF1’s counts when both arrive', () => {
    const raw = { AI_Rating_Signals: SIGNALS, AI_Rating_Results: RESULTS };
    const tally = normalizeTally(raw, 'r');
    expect(tally.AI_Rating_Signals).toEqual(SIGNALS);
    expect(tally.AI_Rating_Results).toBeNull();
  });
});

describe('averageRating', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [0, 10, null],
    [-1, 5, null],
    [1, 5, 5],
    [2, 7, 3.5],
    [3, 10, 10 / 3],
  ])('%i votes and %i stars average %s', (totalVotes, totalStars, expected) => {
    expect(averageRating({ totalVotes, totalStars })).toBe(expected);
  });
});

describe('formatAverage and roundAverage', () => {
  it.each<[number | null, string, number | null]>([
    [null, '-', null],
    [Number.NaN, '-', null],
    [Number.POSITIVE_INFINITY, '-', null],
    [4, '4.0', 4],
    [2.74, '2.7', 2.7],
    [2.75, '2.8', 2.8],
    [4.449, '4.4', 4.4],
    [4.45, '4.5', 4.5],
    [10 / 3, '3.3', 3.3],
    [1, '1.0', 1],
  ])('%s shows as %s', (avg, text, rounded) => {
    expect(formatAverage(avg)).toBe(text);
    expect(roundAverage(avg)).toBe(rounded);
  });
});
