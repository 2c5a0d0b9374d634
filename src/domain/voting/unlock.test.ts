import type { RacePhase } from '../types';
import {
  MIN_VOTES_CURRENT,
  MIN_VOTES_PAST,
  minVotesFor,
  panelsUnlocked,
  resultsUnlocked,
  unlockProgress,
} from './unlock';

describe('resultsUnlocked and panelsUnlocked', () => {
  it.each<[RacePhase, number, boolean]>([
    ['current', 0, false],
    ['current', MIN_VOTES_CURRENT - 1, false],
    ['current', MIN_VOTES_CURRENT, true],
    ['current', MIN_VOTES_CURRENT + 100, true],
    ['past', 0, false],
    ['past', MIN_VOTES_PAST - 1, false],
    ['past', MIN_VOTES_PAST, true],
    ['past', 50, true],
    ['upcoming', 0, false],
    ['upcoming', 1_000_000, false],
  ])('%s race with %i votes → %s', (phase, votes, unlocked) => {
    expect(resultsUnlocked(phase, votes)).toBe(unlocked);
    expect(panelsUnlocked(phase, votes)).toBe(unlocked);
  });

  it('pins the spec thresholds (4 and 5 votes for a live race)', () => {
    expect([MIN_VOTES_CURRENT, MIN_VOTES_PAST]).toEqual([5, 1]);
    expect([resultsUnlocked('current', 4), resultsUnlocked('current', 5)]).toEqual([false, true]);
  });
});

describe('minVotesFor', () => {
  it.each<[RacePhase, number]>([
    ['current', MIN_VOTES_CURRENT],
    ['past', MIN_VOTES_PAST],
    ['upcoming', Number.POSITIVE_INFINITY],
  ])('%s needs %s', (phase, needed) => {
    expect(minVotesFor(phase)).toBe(needed);
  });
});

describe('unlockProgress', () => {
  it.each<[RacePhase, number, number]>([
    ['current', 0, 0],
    ['current', 2, 2 / MIN_VOTES_CURRENT],
    ['current', MIN_VOTES_CURRENT - 1, (MIN_VOTES_CURRENT - 1) / MIN_VOTES_CURRENT],
    ['current', MIN_VOTES_CURRENT, 1],
    ['current', MIN_VOTES_CURRENT * 3, 1],
    ['current', -2, 0],
    ['past', 0, 0],
    ['past', MIN_VOTES_PAST, 1],
    ['upcoming', 10, 0],
  ])('%s race with %i votes fills %s', (phase, votes, progress) => {
    expect(unlockProgress(phase, votes)).toBeCloseTo(progress, 10);
  });
});
