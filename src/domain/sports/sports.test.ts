import { LANGUAGES } from '../i18n/languages';
import {
  DEFAULT_SPORT,
  isSport,
  SPORT_INFO,
  SPORT_NAMES,
  SPORTS,
  sportExplorerPath,
  sportHomePath,
  sportOfPath,
  sportOfSportstimesUrl,
} from './sports';

describe('sports', () => {
  it('has a name in every language and a path of its own for each sport, Formula 1 at the root', () => {
    for (const sport of SPORTS) {
      for (const language of LANGUAGES) expect(SPORT_NAMES[sport][language]).toBeTruthy();
    }
    const segments = SPORTS.map((sport) => SPORT_INFO[sport].pathSegment);
    expect(new Set(segments).size).toBe(SPORTS.length);
    expect(SPORT_INFO[DEFAULT_SPORT].pathSegment).toBe('');
  });

  it.each([
    ['/', 'formula1', '/'],
    ['/all-races', 'formula1', '/all-races'],
    ['/install', 'formula1', '/install'],
    ['/motogp', 'motogp', '/'],
    ['/motogp/all-races', 'motogp', '/all-races'],
    ['/formula-e/all-races', 'formula-e', '/all-races'],
    ['/f1-academy', 'f1-academy', '/'],
    ['/formula1', 'formula1', '/formula1'],
    ['/motogpx', 'formula1', '/motogpx'],
  ] as const)('%s is %s at %s', (pathname, sport, path) => {
    expect(sportOfPath(pathname)).toEqual({ sport, path });
  });

  it.each(SPORTS)('%s: home and explorer paths read back as the sport', (sport) => {
    expect(sportOfPath(sportHomePath(sport))).toEqual({ sport, path: '/' });
    expect(sportOfPath(sportExplorerPath(sport))).toEqual({ sport, path: '/all-races' });
  });

  it.each([
    ['https://example.org/sportstimes/f1/main/_db/f1/2026.json', 'formula1'],
    ['https://example.org/_db/motogp/2026.json', 'motogp'],
    ['https://example.org/_db/fe/2025.json', 'formula-e'],
    ['https://example.org/_db/f1-academy/2026.json', 'f1-academy'],
    ['https://example.org/_db/indycar/2026.json', 'indycar'],
    ['https://example.org/_db/curling/2026.json', null],
    ['https://example.org/motogp-2026.json', null],
  ] as const)('%s names %s', (url, sport) => {
    expect(sportOfSportstimesUrl(url)).toBe(sport);
  });

  it.each([
    ['motogp', true],
    ['formula-e', true],
    ['curling', false],
    ['', false],
    [null, false],
  ] as const)('isSport(%j) is %s', (value, expected) => {
    expect(isSport(value)).toBe(expected);
  });
});
