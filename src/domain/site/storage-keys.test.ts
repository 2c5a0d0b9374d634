import {
  parseBooleanFlag,
  parseCompactFlag,
  parseSessionCount,
  parseTimestamp,
  STORAGE_KEYS,
  tagRevealKey,
} from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('names each stored value once', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'compactView',
        'installDismissedAt',
        'language',
        'installed',
        'myRaces',
        'sessionCount',
        'sessionToken',
        'sport',
        'sprintAlerts',
        'tagRevealPrefix',
        'theme',
      ].sort(),
    );
  });

  it('builds a per-group reveal key from the prefix', () => {
    expect(tagRevealKey('2025-las-vegas-grand-prix')).toBe(
      `${STORAGE_KEYS.tagRevealPrefix}2025-las-vegas-grand-prix`,
    );
  });
});

describe('parseCompactFlag (default on)', () => {
  it.each<[unknown, boolean]>([
    [null, true],
    [undefined, true],
    ['true', true],
    [true, true],
    ['false', false],
    [false, false],
    ['garbage', true],
  ])('%j → %s', (value, flag) => {
    expect(parseCompactFlag(value)).toBe(flag);
  });
});

describe('parseBooleanFlag (default off)', () => {
  it.each<[unknown, boolean]>([
    [null, false],
    ['true', true],
    [true, true],
    ['false', false],
    ['1', false],
  ])('%j → %s', (value, flag) => {
    expect(parseBooleanFlag(value)).toBe(flag);
  });
});

describe('parseTimestamp and parseSessionCount', () => {
  it.each<[unknown, number | null, number]>([
    [null, null, 0],
    ['', null, 0],
    ['abc', null, 0],
    ['-5', null, 0],
    ['1730419200000', 1_730_419_200_000, 1_730_419_200_000],
    [3, 3, 3],
    ['2.7', 2.7, 2],
    [Number.POSITIVE_INFINITY, null, 0],
  ])('%j → timestamp %s, count %s', (value, timestamp, count) => {
    expect(parseTimestamp(value)).toBe(timestamp);
    expect(parseSessionCount(value)).toBe(count);
  });
});
