import { openF1SessionName } from './openf1-session';

describe('openF1SessionName', () => {
  it.each([
    [{}, 'Race'],
    [{ kind: 'grand-prix' as const }, 'Race'],
    [{ kind: 'sprint' as const }, 'Sprint'],
  ])('%j → %s', (race, name) => {
    expect(openF1SessionName(race)).toBe(name);
  });
});
