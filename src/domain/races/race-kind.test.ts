import {
  grandPrixOnly,
  isSprint,
  raceKindOf,
  sprintIdFor,
  sprintNameFor,
  sprintsOnly,
  weekendOfSprint,
} from './race-kind';

describe('raceKindOf', () => {
  it.each([
    [{}, 'grand-prix'],
    [{ kind: 'grand-prix' as const }, 'grand-prix'],
    [{ kind: 'sprint' as const }, 'sprint'],
  ])('%j → %s', (race, kind) => {
    expect(raceKindOf(race)).toBe(kind);
    expect(isSprint(race)).toBe(kind === 'sprint');
  });
});

describe('sprint ids and names', () => {
  it.each([
    [
      '2026-chinese-grand-prix',
      'Chinese Grand Prix',
      '2026-chinese-grand-prix-sprint',
      'Chinese Grand Prix Sprint',
    ],
    [
      '2025-sao-paulo-grand-prix',
      'São Paulo Grand Prix ',
      '2025-sao-paulo-grand-prix-sprint',
      'São Paulo Grand Prix Sprint',
    ],
    [
      '2026-motogp-qatar-grand-prix',
      'MotoGP Qatar Grand Prix',
      '2026-motogp-qatar-grand-prix-sprint',
      'MotoGP Qatar Grand Prix Sprint',
    ],
    // F2's and F3's sprint is their sprint race, beside their feature race.
    [
      '2026-f2-bahrain-feature-race',
      'F2 Bahrain Feature Race',
      '2026-f2-bahrain-feature-race-sprint',
      'F2 Bahrain Sprint Race',
    ],
  ])('%s → %s', (gpId, gpName, sprintId, sprintName) => {
    expect(sprintIdFor(gpId)).toBe(sprintId);
    expect(sprintNameFor(gpName)).toBe(sprintName);
    expect(weekendOfSprint(sprintId)).toBe(gpId);
  });

  it.each(['2026-chinese-grand-prix', '-sprint', ''])('%j is no sprint id', (id) => {
    expect(weekendOfSprint(id)).toBeNull();
  });
});

describe('grandPrixOnly and sprintsOnly', () => {
  const races = [
    { id: 'a' },
    { id: 'a-sprint', kind: 'sprint' as const },
    { id: 'b', kind: 'grand-prix' as const },
  ];
  it('splits a calendar by kind, keeping order', () => {
    expect(grandPrixOnly(races).map((r) => r.id)).toEqual(['a', 'b']);
    expect(sprintsOnly(races).map((r) => r.id)).toEqual(['a-sprint']);
  });
});
