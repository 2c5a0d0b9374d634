import { STAR_VALUES, WATCH_MODES } from '../types';
import { tallyDelta } from '../voting/tally-delta';
import {
  type Admission,
  admittedDelta,
  admitVote,
  type CastVote,
  FRESH_NETWORK,
  MAX_HELD_PER_NETWORK,
  type NetworkStanding,
  standingMove,
  UNKNOWN_NETWORK,
} from './vote-admission';

const MAX = MAX_HELD_PER_NETWORK;
const NET = 'net-a';
const first = (network = NET): CastVote => ({ network, previous: null });
/** A network that has sent `votes` new votes, `held` of them held. */
const standing = (votes: number, held: number): NetworkStanding => ({ votes, held });

describe('admitVote', () => {
  it.each<[string, CastVote, NetworkStanding, number, Admission]>([
    ["a network's first vote (its voice)", first(), FRESH_NETWORK, 1, 'counted'],
    ['the second new vote of a fresh network, in the same run', first(), FRESH_NETWORK, 2, 'held'],
    ['a new vote of a network that has voted', first(), standing(1, 0), 1, 'held'],
    ['the last held vote under the bound', first(), standing(MAX, MAX - 1), 1, 'held'],
    ['the first new vote at the bound', first(), standing(MAX + 1, MAX), 1, 'unstored'],
    ['the last one a fresh network stores in one run', first(), FRESH_NETWORK, MAX + 1, 'held'],
    ['the first one past it, same run', first(), FRESH_NETWORK, MAX + 2, 'unstored'],
    ['a run that reaches the bound: still under', first(), standing(3, MAX - 2), 2, 'held'],
    ['a run that reaches the bound: at it', first(), standing(3, MAX - 2), 3, 'unstored'],
    ['a voice, however many held', first(), standing(0, MAX), 1, 'counted'],
    ['a vote from no known network', first(UNKNOWN_NETWORK), standing(MAX + 9, MAX), 5, 'counted'],
    ['a counted vote changed', { network: NET, previous: 'counted' }, standing(9, 8), 3, 'counted'],
    ['a held vote changed', { network: NET, previous: 'held' }, FRESH_NETWORK, 1, 'held'],
    [
      'a held vote changed past the bound',
      { network: NET, previous: 'held' },
      standing(MAX + 1, MAX),
      1,
      'held',
    ],
  ])('%s', (_, vote, before, nth, admission) => {
    expect(admitVote(vote, before, nth)).toBe(admission);
  });

  // The SQLite writer moves the standing after every vote; the PostgreSQL batch reads it once
  // and counts each network's new votes. Both must give every vote the same answer.
  it.each([
    ['a fresh network', FRESH_NETWORK],
    ['a network that has voted', standing(1, 0)],
    ['a network near the bound', standing(5, MAX - 3)],
    ['a network at the bound', standing(MAX + 1, MAX)],
    ['a network with held votes and no voice', standing(0, 2)],
  ])('answers vote by vote as a whole run at once: %s', (_, start) => {
    const run = MAX + 3;
    let moving = start;
    const oneByOne: Admission[] = [];
    const atOnce: Admission[] = [];
    for (let nth = 1; nth <= run; nth++) {
      const admission = admitVote(first(), moving, 1);
      const move = standingMove(first(), admission);
      moving = { votes: moving.votes + move.votes, held: moving.held + move.held };
      oneByOne.push(admission);
      atOnce.push(admitVote(first(), start, nth));
    }
    expect(atOnce).toEqual(oneByOne);
    expect(moving.held).toBeLessThanOrEqual(Math.max(start.held, MAX));
  });
});

describe('standingMove', () => {
  it.each<[string, CastVote, Admission, NetworkStanding]>([
    ['a counted new vote', first(), 'counted', standing(1, 0)],
    ['a held new vote', first(), 'held', standing(1, 1)],
    ['a new vote not stored', first(), 'unstored', FRESH_NETWORK],
    ['a change of mind', { network: NET, previous: 'held' }, 'held', FRESH_NETWORK],
    ['a vote from no known network', first(UNKNOWN_NETWORK), 'counted', FRESH_NETWORK],
  ])('%s', (_, vote, admission, move) => {
    expect(standingMove(vote, admission)).toEqual(move);
  });
});

describe('admittedDelta', () => {
  const before = { starRating: STAR_VALUES[1], viewMode: WATCH_MODES[0], reasonTags: [] };
  const after = { starRating: STAR_VALUES[4], viewMode: WATCH_MODES[2], reasonTags: ['x'] };
  it.each<[Admission, ReturnType<typeof tallyDelta> | null]>([
    ['counted', tallyDelta(before, after)],
    ['held', null],
    ['unstored', null],
  ])('%s', (admission, delta) => {
    expect(admittedDelta(admission, before, after)).toEqual(delta);
  });
});
