import {
  MARGIN_LIMITS_MS,
  marginBucket,
  normalizeResultSignals,
  resultsReason,
} from './result-signals';

const SIGNALS = {
  starters: 20,
  finishers: 15,
  retirements: 5,
  collisions: 3,
  failures: 1,
  placesGained: 34,
  margin: 'close',
  shortened: false,
  pitStops: 30,
} as const;

describe('result signals', () => {
  it.each([
    [0, null, 'photo-finish'],
    [MARGIN_LIMITS_MS['photo-finish'] - 1, null, 'photo-finish'],
    [MARGIN_LIMITS_MS['photo-finish'], null, 'close'],
    [MARGIN_LIMITS_MS.clear, null, 'dominant'],
    [500, 1, 'dominant'],
    [null, 2, 'dominant'],
    [null, null, null],
    [-5, null, null],
  ] as const)('buckets a gap of %s ms, %s laps, as %s', (gap, laps, bucket) => {
    expect(marginBucket(gap, laps)).toBe(bucket);
  });

  it('reads a whole set and refuses anything else', () => {
    expect(normalizeResultSignals(SIGNALS)).toEqual(SIGNALS);
    const unknowns = {
      ...SIGNALS,
      placesGained: null,
      margin: null,
      shortened: null,
      pitStops: null,
    };
    expect(normalizeResultSignals(unknowns)).toEqual(unknowns);
    for (const bad of [
      { ...SIGNALS, starters: 1.5 },
      { ...SIGNALS, collisions: 5 }, // more crashes than retirements
      { ...SIGNALS, margin: 'narrow' },
      { ...SIGNALS, shortened: 1 },
      { ...SIGNALS, pitStops: undefined },
      null,
      [],
    ]) {
      expect(normalizeResultSignals(bad)).toBeNull();
    }
  });

  it.each([
    [SIGNALS, 'close finish · 5 retirements (3 collisions) · 34 places gained · 30 pit stops'],
    [
      { ...SIGNALS, shortened: true, margin: null, retirements: 1, collisions: 0, failures: 0 },
      'shortened · 1 retirement · 34 places gained · 30 pit stops',
    ],
    [
      {
        ...SIGNALS,
        retirements: 0,
        collisions: 0,
        failures: 0,
        placesGained: null,
        pitStops: null,
      },
      'close finish · no retirements',
    ],
  ] as const)('says only what the data holds: %j', (signals, line) => {
    expect(resultsReason(signals)).toBe(line);
  });
});
