import { DAY_MS } from '../constants';
import { hasDataScore, SPORTS } from '../sports/sports';
import { DATA_SCORE_GIVE_UP_MS, dataScoreDueAt, isDataScoreDue } from './data-score-timing';

const DELAY = 180 * 60_000;
const TIMED = { date: '2026-03-08', startsAt: '2026-03-08T04:00:00Z' };
const UNTIMED = { date: '2026-03-08', startsAt: null };

describe('data score timing', () => {
  it('is due the delay after a known start', () => {
    expect(dataScoreDueAt(TIMED, DELAY)).toBe(Date.parse(TIMED.startsAt) + DELAY);
  });

  it('counts from the end of the race day when the start is unknown', () => {
    expect(dataScoreDueAt(UNTIMED, DELAY)).toBe(
      Date.parse('2026-03-08T00:00:00Z') + DAY_MS + DELAY,
    );
  });

  it.each<[number, boolean]>([
    [-1, false],
    [0, true],
    [DATA_SCORE_GIVE_UP_MS - 1, true],
    [DATA_SCORE_GIVE_UP_MS, false],
  ])('at due time %+d ms is due: %s', (offset, due) => {
    expect(isDataScoreDue(TIMED, dataScoreDueAt(TIMED, DELAY) + offset, DELAY)).toBe(due);
  });

  it('is never due for an unreadable date', () => {
    expect(isDataScoreDue({ date: 'nope', startsAt: null }, Date.now(), DELAY)).toBe(false);
  });

  // OpenF1 has Formula 1's race data alone: no other sport is ever scored.
  it.each(SPORTS.map((sport) => [sport, sport === 'formula1'] as const))(
    '%s races are scored: %s',
    (sport, scored) => {
      expect(hasDataScore(sport)).toBe(scored);
      const due = dataScoreDueAt(TIMED, DELAY);
      expect(isDataScoreDue({ ...TIMED, sport }, due, DELAY)).toBe(scored);
    },
  );
});
