import { explorerFormat } from './explorer-format';

describe('explorerFormat', () => {
  const en = explorerFormat('en');

  it('keeps the British English forms in English', () => {
    expect(en.raceDate('2025-11-22')).toBe('22 Nov 2025');
    expect(en.raceDate('not a date')).toBe('not a date');
    expect(en.average(4.25)).toBe('4.3');
    expect(en.average(5)).toBe('5.0');
    expect(en.average(null)).toBe('-');
    expect(en.decimal(4.85)).toBe((4.85).toFixed(1));
    expect(en.count(12345)).toBe('12345');
    expect(en.percent(0.285)).toBe('28%');
    expect(en.percent(1)).toBe('100%');
    expect(en.list(['Cinema', 'Great', 'FULL RACE'])).toBe('Cinema, Great and FULL RACE');
  });

  it.each([
    ['de', '25. Mai 2025', '4,3', 'Cinema, Great und FULL RACE'],
    ['fr', '25 mai 2025', '4,3', 'Cinema, Great et FULL RACE'],
    ['ja', '2025年5月25日', '4.3', 'Cinema、Great、FULL RACE'],
  ] as const)(
    'writes %s dates, decimals and lists its own way',
    (language, date, average, list) => {
      const format = explorerFormat(language);
      expect(format.raceDate('2025-05-25')).toBe(date);
      expect(format.average(4.25)).toBe(average);
      expect(format.list(['Cinema', 'Great', 'FULL RACE'])).toBe(list);
    },
  );

  it('sorts labels alphabetically in the language', () => {
    expect(['Überholen', 'Zweikampf', 'Regen'].sort(explorerFormat('de').compare)).toEqual([
      'Regen',
      'Überholen',
      'Zweikampf',
    ]);
  });
});
