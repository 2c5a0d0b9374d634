import { normalizeRaceSignals, type RaceSignals, SIGNAL_MAX, signalsReason } from './race-signals';

const BASE: RaceSignals = {
  safetyCars: 0,
  virtualSafetyCars: 0,
  redFlags: 0,
  overtakes: 12,
  leadChanges: 0,
  pitStops: 20,
  cars: 20,
  totalLaps: 50,
  rainLaps: 0,
};

describe('signalsReason', () => {
  it.each<[Partial<RaceSignals>, string]>([
    [{}, 'no safety car · dry · 12 overtakes'],
    [{ overtakes: 1 }, 'no safety car · dry · 1 overtake'],
    [{ safetyCars: 2, rainLaps: 4, overtakes: 61 }, '2 safety cars · rain · 61 overtakes'],
    [
      { redFlags: 1, safetyCars: 1, virtualSafetyCars: 2, leadChanges: 1 },
      '1 red flag · 1 safety car · 2 VSCs · dry · 1 lead change · 12 overtakes',
    ],
    [{ virtualSafetyCars: 1, leadChanges: 3 }, '1 VSC · dry · 3 lead changes · 12 overtakes'],
  ])('%o reads "%s"', (change, text) => {
    expect(signalsReason({ ...BASE, ...change })).toBe(text);
  });
});

describe('normalizeRaceSignals', () => {
  it('keeps a full set of counts and nothing else', () => {
    expect(normalizeRaceSignals({ ...BASE, driver: 'x' })).toEqual(BASE);
  });

  it.each<unknown>([
    null,
    [],
    'x',
    { ...BASE, overtakes: -1 },
    { ...BASE, overtakes: 1.5 },
    { ...BASE, overtakes: '3' },
    { ...BASE, overtakes: SIGNAL_MAX + 1 },
    { ...BASE, rainLaps: undefined },
  ])('reads %o as no signals', (raw) => {
    expect(normalizeRaceSignals(raw)).toBeNull();
  });

  it('accepts the largest count', () => {
    expect(normalizeRaceSignals({ ...BASE, overtakes: SIGNAL_MAX })?.overtakes).toBe(SIGNAL_MAX);
  });
});
