import { countryCodeFromFlag, countryName } from './country-flags';

describe('countryCodeFromFlag', () => {
  it.each<[string, string | null]>([
    ['🇧🇷', 'br'],
    ['🇦🇪', 'ae'],
    ['🇿🇦', 'za'],
    [' 🇬🇧 ', 'gb'],
    ['🏁', null],
    ['🇧', null],
    ['🇧🇷🇧🇷', null],
    ['BR', null],
    ['', null],
  ])('%j → %s', (flag, code) => {
    expect(countryCodeFromFlag(flag)).toBe(code);
  });
});

describe('countryName', () => {
  it.each([
    ['br', 'Brazil'],
    ['ae', 'United Arab Emirates'],
    ['mc', 'Monaco'],
    ['GB', 'United Kingdom'],
    ['zz', 'Unknown Region'],
    ['not-a-code', 'NOT-A-CODE'],
  ])('%s → %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });
});
