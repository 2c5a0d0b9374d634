import { RATING_WINDOW_MS } from './race-phase';
import {
  ASSUMED_RACE_LENGTH_MS,
  type VotingWindow,
  votingWindow,
  windowPosition,
} from './voting-window';

const RACE_DAY = Date.UTC(2026, 10, 21);
const START = Date.UTC(2026, 10, 22, 4, 0);

describe('votingWindow', () => {
  it.each([
    ['race day at 00:00 UTC without a start time', { date: '2026-11-21' }, RACE_DAY],
    ['a null start time counts as none', { date: '2026-11-21', startsAt: null }, RACE_DAY],
    [
      'start time plus the assumed race length',
      { date: '2026-11-21', startsAt: '2026-11-22T04:00:00Z' },
      START + ASSUMED_RACE_LENGTH_MS,
    ],
    [
      "a sprint's start plus the same assumed length, as for a Grand Prix",
      { date: '2026-10-10', startsAt: '2026-10-10T09:00:00Z', kind: 'sprint' as const },
      Date.UTC(2026, 9, 10, 9, 0) + ASSUMED_RACE_LENGTH_MS,
    ],
    [
      'an unreadable start time falls back to race day',
      { date: '2026-11-21', startsAt: 'soon' },
      RACE_DAY,
    ],
  ])('%s', (_name, race, opensAt) => {
    expect(votingWindow(race)).toEqual({ opensAt, closesAt: opensAt + RATING_WINDOW_MS });
  });

  it.each([{ date: '2026-02-30' }, { date: 'tomorrow' }, { date: '', startsAt: null }])(
    'has no window for %j',
    (race) => {
      expect(votingWindow(race)).toBeNull();
    },
  );
});

describe('windowPosition', () => {
  const window: VotingWindow = { opensAt: RACE_DAY, closesAt: RACE_DAY + RATING_WINDOW_MS };
  it.each([
    [RACE_DAY - 1, 'before'],
    [RACE_DAY, 'open'],
    [RACE_DAY + RATING_WINDOW_MS - 1, 'open'],
    [RACE_DAY + RATING_WINDOW_MS, 'closed'],
    [RACE_DAY + 400 * RATING_WINDOW_MS, 'closed'],
  ])('at %d → %s', (now, position) => {
    expect(windowPosition(window, now)).toBe(position);
  });
});
