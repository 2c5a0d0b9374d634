import { modes } from '../../../test/domain/fixtures';
import { WATCH_MODES, type WatchMode } from '../types';
import {
  bestWatchLabel,
  bestWatchMode,
  COMPACT_MODE_MIN_SHARE,
  compactWatchModes,
  isWatchMode,
  NO_BEST_WATCH_TEXT,
  WATCH_MODE_LABELS,
  watchModeShares,
} from './watch-modes';

describe('WATCH_MODE_LABELS', () => {
  it.each([
    ['Full Race', 'FULL RACE'],
    ['Race-in-30', 'RACE-IN-30'],
    ['Highlights Only', 'HIGHLIGHTS'],
  ] as const)('%s displays as %s', (mode, label) => {
    expect(WATCH_MODE_LABELS[mode]).toBe(label);
  });

  it('covers exactly the three modes in spec order', () => {
    expect(Object.keys(WATCH_MODE_LABELS)).toEqual([...WATCH_MODES]);
  });
});

describe('bestWatchMode', () => {
  it.each<[string, Partial<Record<WatchMode, number>>, WatchMode | null]>([
    ['no votes', modes({}), null],
    ['an empty object', {}, null],
    [
      'a clear Full Race win',
      modes({ 'Full Race': 3, 'Race-in-30': 2, 'Highlights Only': 1 }),
      'Full Race',
    ],
    ['a clear Highlights win', modes({ 'Full Race': 1, 'Highlights Only': 2 }), 'Highlights Only'],
    ['a Full Race / Race-in-30 tie', modes({ 'Full Race': 2, 'Race-in-30': 2 }), 'Race-in-30'],
    [
      'a Full Race / Highlights tie',
      modes({ 'Full Race': 2, 'Highlights Only': 2 }),
      'Highlights Only',
    ],
    [
      'a Race-in-30 / Highlights tie',
      modes({ 'Race-in-30': 1, 'Highlights Only': 1 }),
      'Highlights Only',
    ],
    [
      'a three-way tie',
      modes({ 'Full Race': 4, 'Race-in-30': 4, 'Highlights Only': 4 }),
      'Highlights Only',
    ],
    [
      'one vote fewer than the leader',
      modes({ 'Full Race': 5, 'Highlights Only': 4 }),
      'Full Race',
    ],
    ['negative junk', modes({ 'Full Race': -5 }), null],
  ])('picks the right mode for %s', (_name, counts, expected) => {
    expect(bestWatchMode(counts)).toBe(expected);
  });
});

describe('watchModeShares', () => {
  it('shares out of all mode votes, in spec order', () => {
    expect(watchModeShares({ viewModes: modes({ 'Full Race': 3, 'Highlights Only': 1 }) })).toEqual(
      [
        { mode: 'Full Race', count: 3, share: 0.75 },
        { mode: 'Race-in-30', count: 0, share: 0 },
        { mode: 'Highlights Only', count: 1, share: 0.25 },
      ],
    );
  });

  it('gives zero shares when nobody voted', () => {
    expect(watchModeShares({ viewModes: modes({}) }).map((s) => s.share)).toEqual([0, 0, 0]);
  });
});

describe('compactWatchModes', () => {
  it.each<[string, Record<WatchMode, number>, WatchMode[]]>([
    ['4.99% is left out', modes({ 'Full Race': 9501, 'Race-in-30': 499 }), ['Full Race']],
    ['5% is shown', modes({ 'Full Race': 9500, 'Race-in-30': 500 }), ['Full Race', 'Race-in-30']],
    [
      'most voted first',
      modes({ 'Full Race': 1, 'Race-in-30': 3, 'Highlights Only': 2 }),
      ['Race-in-30', 'Highlights Only', 'Full Race'],
    ],
    [
      'ties list the later mode first',
      modes({ 'Full Race': 2, 'Highlights Only': 2 }),
      ['Highlights Only', 'Full Race'],
    ],
    ['no votes shows nothing', modes({}), []],
  ])('%s', (_name, viewModes, expected) => {
    expect(compactWatchModes({ viewModes }).map((entry) => entry.mode)).toEqual(expected);
  });

  it('uses the spec threshold', () => {
    expect(COMPACT_MODE_MIN_SHARE).toBe(0.05);
  });

  it('puts the best watch mode first', () => {
    const viewModes = modes({ 'Full Race': 7, 'Race-in-30': 7, 'Highlights Only': 1 });
    expect(compactWatchModes({ viewModes })[0]?.mode).toBe(bestWatchMode(viewModes));
  });
});

describe('isWatchMode', () => {
  it.each<[unknown, boolean]>([
    ['Full Race', true],
    ['Highlights Only', true],
    ['HIGHLIGHTS', false],
    ['full race', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isWatchMode(value)).toBe(expected);
  });
});

describe('bestWatchLabel', () => {
  it.each<[string, Partial<Record<WatchMode, number>>, string]>([
    ['no votes at all', modes({}), NO_BEST_WATCH_TEXT],
    ['an empty object', {}, NO_BEST_WATCH_TEXT],
    ['one vote for Full Race', modes({ 'Full Race': 1 }), WATCH_MODE_LABELS['Full Race']],
    [
      'a three-way tie (the later entry wins)',
      modes({ 'Full Race': 1, 'Race-in-30': 1, 'Highlights Only': 1 }),
      WATCH_MODE_LABELS['Highlights Only'],
    ],
    [
      'Race-in-30 one vote ahead',
      modes({ 'Full Race': 4, 'Race-in-30': 5, 'Highlights Only': 4 }),
      WATCH_MODE_LABELS['Race-in-30'],
    ],
  ])('%s reads %s', (_, viewModes, expected) => {
    expect(bestWatchLabel(viewModes)).toBe(expected);
  });

  it("is the spec's dash when nobody voted", () => {
    expect(NO_BEST_WATCH_TEXT).toBe('-');
  });
});
