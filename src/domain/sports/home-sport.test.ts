import { dataSportOf, homeSportOf, openingPath, parseRememberedSport } from './home-sport';

describe('parseRememberedSport', () => {
  it.each([
    ['motogp', 'motogp'],
    ['formula1', 'formula1'],
    ['f1-academy', 'f1-academy'],
    ['curling', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j reads as %j', (stored, expected) => {
    expect(parseRememberedSport(stored)).toBe(expected);
  });
});

describe('homeSportOf', () => {
  it.each([
    // A sport's page is that sport's, whatever was remembered.
    ['/motogp', null, 'motogp'],
    ['/motogp/all-races', 'indycar', 'motogp'],
    ['/motogp/nope', null, 'motogp'],
    ['/', 'motogp', 'formula1'],
    ['/all-races', 'motogp', 'formula1'],
    ['/my-races', 'indycar', 'formula1'],
    // The site's own pages lead to the remembered sport's home.
    ['/support', 'motogp', 'motogp'],
    ['/install', 'formula-e', 'formula-e'],
    ['/privacy-terms', null, 'formula1'],
    ['/r/2026-motogp-qatar-grand-prix', 'f2', 'f2'],
    ['/nope', 'indycar', 'indycar'],
  ] as const)('%s with %s remembered → %s', (path, remembered, expected) => {
    expect(homeSportOf(path, remembered)).toBe(expected);
  });
});

describe('openingPath', () => {
  it.each([
    ['/', '', 'motogp', '/motogp'],
    ['/', '#', 'f1-academy', '/f1-academy'],
    ['/', '', 'formula1', null],
    ['/', '', null, null],
    // A race's card in the address (an alert, a shared link) is opened as given.
    ['/', '#2026-abu-dhabi-grand-prix', 'motogp', null],
    // Only '/' opens elsewhere: every other address is where the fan meant to go.
    ['/all-races', '', 'motogp', null],
    ['/indycar', '', 'motogp', null],
    ['/support', '', 'motogp', null],
  ] as const)('%s%s with %s remembered → %s', (path, hash, remembered, expected) => {
    expect(openingPath(path, hash, remembered)).toBe(expected);
  });
});

describe('dataSportOf', () => {
  it.each([
    ['/motogp', 'indycar', 'motogp'],
    ['/', 'motogp', 'formula1'],
    ['/install', 'motogp', 'motogp'],
    ['/install', null, 'formula1'],
    // Pages that read Formula 1's data as before: a shared link, the data score.
    ['/r/2026-abu-dhabi-grand-prix', 'motogp', 'formula1'],
    ['/data-score', 'motogp', 'formula1'],
  ] as const)('%s with %s remembered reads %s', (path, remembered, expected) => {
    expect(dataSportOf(path, remembered)).toBe(expected);
  });
});
