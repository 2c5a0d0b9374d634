import { makeRace } from '../../../../test/domain/fixtures';
import { RATING_WINDOW_MS } from '../../../domain/races/race-phase';
import { FIRST_LIVE_SEASON } from '../../../domain/races/shown-seasons';
import { ASSUMED_RACE_LENGTH_MS } from '../../../domain/races/voting-window';
import { raceVoting } from './race-voting';

const START = Date.parse('2026-03-29T15:00:00Z');
const timed = makeRace({ date: '2026-03-29', startsAt: '2026-03-29T15:00:00Z' });
const opensAt = START + ASSUMED_RACE_LENGTH_MS;
const closesAt = opensAt + RATING_WINDOW_MS;

describe("a race page's voting", () => {
  it('is open only while the race is open for votes, and never for a cancelled race', () => {
    expect(raceVoting({ ...timed, isCurrent: true }, opensAt)).toEqual({
      state: 'open',
      reason: 'current',
    });
    expect(raceVoting({ ...timed, isCurrent: true, cancelled: true }, opensAt)).toEqual({
      state: 'cancelled',
    });
    expect(raceVoting({ ...timed, cancelled: true }, START - 1)).toEqual({ state: 'cancelled' });
  });

  it('is open at any time for a race from before the first live season: the archive', () => {
    const archive = makeRace({ season: FIRST_LIVE_SEASON - 1, date: '2024-12-08' });
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(raceVoting(archive, now)).toEqual({ state: 'open', reason: 'archive' });
    expect(raceVoting({ ...archive, cancelled: true }, now)).toEqual({ state: 'cancelled' });
    const first = makeRace({ season: FIRST_LIVE_SEASON, date: '2025-03-16' });
    expect(raceVoting(first, now).state).toBe('closed');
    // An operator who opens an archive race for votes is obeyed, as for any race.
    expect(raceVoting({ ...archive, isCurrent: true }, 0)).toEqual({
      state: 'open',
      reason: 'current',
    });
  });

  it('opens once the race is over: its start plus the assumed length, or its race day', () => {
    expect(raceVoting(timed, opensAt - 1)).toEqual({ state: 'opens', at: opensAt, timed: true });
    const untimed = makeRace({ date: '2026-03-29' });
    expect(raceVoting(untimed, Date.parse('2026-03-28T12:00:00Z'))).toEqual({
      state: 'opens',
      at: Date.parse('2026-03-29T00:00:00Z'),
      timed: false,
    });
  });

  it('closed when the rating window ended; not open, with no date, while held back', () => {
    expect(raceVoting(timed, closesAt)).toEqual({ state: 'closed', at: closesAt });
    expect(raceVoting(timed, closesAt + 86_400_000)).toEqual({ state: 'closed', at: closesAt });
    expect(raceVoting(timed, opensAt)).toEqual({ state: 'closed', at: null });
    expect(raceVoting(makeRace({ date: 'not a date' }), START)).toEqual({
      state: 'closed',
      at: null,
    });
  });
});
