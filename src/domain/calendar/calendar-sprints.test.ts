import type { SourceRace } from './calendar-source';
import { sprintOfWeekend, sprintRaceDay } from './calendar-sprints';

describe('sprintRaceDay', () => {
  it.each([
    // Grand Prix day, its start, the sprint's start → the sprint's day
    ['2025-03-23', '2025-03-23T07:00:00Z', '2025-03-22T03:00:00Z', '2025-03-22'],
    ['2025-05-04', '2025-05-04T20:00:00Z', '2025-05-03T16:00:00Z', '2025-05-03'],
    // Las Vegas style: a local day behind the UTC one stays behind for the sprint too.
    ['2026-11-21', '2026-11-22T04:00:00Z', '2026-11-21T04:00:00Z', '2026-11-20'],
    ['2026-05-24', null, '2026-05-23T16:00:00Z', '2026-05-23'],
  ])('%s (%s), sprint %s → %s', (date, startsAt, sprint, day) => {
    expect(sprintRaceDay({ date, startsAt }, sprint)).toBe(day);
  });
});

describe('sprintOfWeekend', () => {
  const source: SourceRace = {
    id: '2025-brazilian-grand-prix',
    season: 2025,
    round: 21,
    name: 'Brazilian Grand Prix',
    date: '2025-11-09',
    location: 'Interlagos',
    countryFlag: '🇧🇷',
    sport: 'formula1',
    startsAt: '2025-11-09T17:00:00Z',
    sprintStartsAt: '2025-11-08T14:00:00Z',
  };
  const weekend = {
    id: '2025-sao-paulo-grand-prix',
    name: 'São Paulo Grand Prix',
    location: 'São Paulo',
    countryFlag: '🇧🇷',
  };

  it('is a race of its own on the stored weekend', () => {
    expect(sprintOfWeekend(source, weekend)).toEqual({
      id: '2025-sao-paulo-grand-prix-sprint',
      season: 2025,
      round: 21,
      name: 'São Paulo Grand Prix Sprint',
      date: '2025-11-08',
      location: 'São Paulo',
      countryFlag: '🇧🇷',
      sport: 'formula1',
      startsAt: '2025-11-08T14:00:00Z',
      kind: 'sprint',
      cancelled: false,
    });
  });

  it('takes the day alone where the source knows no start (f1db before 2024)', () => {
    const byDay = { ...source, sprintStartsAt: null, sprintDate: '2025-11-08' };
    expect(sprintOfWeekend(byDay, weekend)).toMatchObject({
      date: '2025-11-08',
      startsAt: null,
      kind: 'sprint',
    });
  });

  it('is none without a sprint start, and called off with its Grand Prix', () => {
    expect(sprintOfWeekend({ ...source, sprintStartsAt: null }, weekend)).toBeNull();
    expect(sprintOfWeekend({ ...source, cancelled: true }, weekend)?.cancelled).toBe(true);
  });
});
