import {
  dataSportOf,
  homeSportOf,
  openingPath,
  parseRememberedSport,
  seriesOfAddress,
} from './home-sport';

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

  // Within a visit (decision 0150): a race's page is its race's series, and a page whose
  // address names none is the series the fan came from, before the remembered one.
  it.each([
    // A series' copy of a site page is that series', whatever the visit says.
    ['/motogp/install', 'indycar', { last: 'formula1' }, 'motogp'],
    ['/', 'motogp', { last: 'indycar', declared: 'f2' }, 'formula1'],
    // A race's page, once its race is in.
    ['/r/2026-motogp-qatar-grand-prix', null, { declared: 'motogp' }, 'motogp'],
    ['/r/2026-qatar-grand-prix', 'motogp', { declared: 'formula1', last: 'motogp' }, 'formula1'],
    // Before it is: the series it was opened from.
    ['/r/2026-motogp-qatar-grand-prix', null, { declared: null, last: 'motogp' }, 'motogp'],
    // A root page reached from Formula 1's pages is Formula 1's, for a MotoGP fan too.
    ['/install', 'motogp', { last: 'formula1' }, 'formula1'],
    ['/data-score', 'indycar', { last: 'formula1' }, 'formula1'],
    // Opened from outside the site: the remembered sport.
    ['/install', 'motogp', { last: null }, 'motogp'],
  ] as const)('%s with %s remembered and visit %j → %s', (path, remembered, visit, expected) => {
    expect(homeSportOf(path, remembered, visit)).toBe(expected);
  });
});

describe('seriesOfAddress', () => {
  it.each([
    ['/motogp', 'motogp'],
    ['/motogp/install', 'motogp'],
    ['/indycar/privacy-terms', 'indycar'],
    ['/', 'formula1'],
    ['/all-races', 'formula1'],
    ['/my-races', 'formula1'],
    // The site's own pages at the root, and a race's page, name no series.
    ['/install', null],
    ['/support', null],
    ['/best-races', null],
    ['/r/2026-qatar-grand-prix', null],
  ] as const)('%s names %s', (path, expected) => {
    expect(seriesOfAddress(path)).toBe(expected);
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

  it.each([
    // The install page reached from Formula 1's pages names Formula 1's next race.
    ['/install', 'motogp', 'formula1', 'formula1'],
    ['/install', null, 'indycar', 'indycar'],
    // A series' own install page is its own, wherever the fan came from.
    ['/motogp/install', 'indycar', 'formula1', 'motogp'],
    // A race's page never moves the page's races.
    ['/r/2026-motogp-qatar-grand-prix', null, 'motogp', 'formula1'],
  ] as const)(
    '%s with %s remembered, reached from %s, reads %s',
    (path, remembered, last, expected) => {
      expect(dataSportOf(path, remembered, last)).toBe(expected);
    },
  );
});
