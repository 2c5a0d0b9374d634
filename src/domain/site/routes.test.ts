import { SPORTS } from '../sports/sports';
import {
  type KnownRouteKey,
  ROUTE_PATHS,
  type RouteKey,
  routeKeyForPath,
  sportBestRacesPath,
  sportRoutePath,
} from './routes';

describe('routeKeyForPath', () => {
  it.each<[string, RouteKey]>([
    ['/', 'home'],
    ['/all-races', 'explorer'],
    ['/all-races/', 'explorer'],
    ['/install', 'install'],
    ['/support', 'support'],
    ['/privacy-terms', 'privacy'],
    ['/data-score', 'dataScore'],
    ['/fair-ratings', 'fairRatings'],
    ['/fair-ratings/', 'fairRatings'],
    ['/my-races', 'myRaces'],
    ['/best-races', 'bestRaces'],
    ['/best-races/', 'bestRaces'],
    ['/best-races/1990', 'notFound'],
    ['/Best-Races', 'notFound'],
    ['/All-Races', 'notFound'],
    ['/races', 'notFound'],
    ['/install/extra', 'notFound'],
    ['', 'notFound'],
    // Every other sport: its own copy of every page but the data score (decision 0150).
    ['/motogp', 'home'],
    ['/motogp/', 'home'],
    ['/motogp/all-races', 'explorer'],
    ['/formula-e/all-races/', 'explorer'],
    ['/f1-academy', 'home'],
    ['/motogp/my-races', 'myRaces'],
    ['/indycar/my-races/', 'myRaces'],
    ['/motogp/best-races', 'bestRaces'],
    ['/formula-e/best-races/', 'bestRaces'],
    ['/motogp/install', 'install'],
    ['/motogp/support/', 'support'],
    ['/indycar/privacy-terms', 'privacy'],
    ['/formula-e/fair-ratings', 'fairRatings'],
    ['/motogp/data-score', 'notFound'],
    ['/motogp/install/extra', 'notFound'],
    ['/motogp/all-races/extra', 'notFound'],
    ['/MotoGP', 'notFound'],
    ['/formula1', 'notFound'],
    ['/curling', 'notFound'],
  ])('%j → %s', (path, key) => {
    expect(routeKeyForPath(path)).toBe(key);
  });

  it('pins the spec paths, then the data score, fair ratings, My races and best races pages', () => {
    expect(Object.values(ROUTE_PATHS)).toEqual([
      '/',
      '/all-races',
      '/install',
      '/support',
      '/privacy-terms',
      '/data-score',
      '/fair-ratings',
      '/my-races',
      '/best-races',
    ]);
  });
});

describe('sportBestRacesPath', () => {
  it.each([
    ['formula1', '/best-races'],
    ['motogp', '/motogp/best-races'],
    ['formula-e', '/formula-e/best-races'],
  ] as const)('%s opens %s', (sport, path) => {
    expect(sportBestRacesPath(sport)).toBe(path);
  });

  it('leads every sport to a page the router knows as the best races', () => {
    for (const sport of SPORTS)
      expect(routeKeyForPath(sportBestRacesPath(sport))).toBe('bestRaces');
  });
});

describe('sportRoutePath', () => {
  it.each<[(typeof SPORTS)[number], KnownRouteKey, string]>([
    ['formula1', 'install', '/install'],
    ['formula1', 'home', '/'],
    ['motogp', 'install', '/motogp/install'],
    ['motogp', 'home', '/motogp'],
    ['indycar', 'privacy', '/indycar/privacy-terms'],
    ['f1-academy', 'fairRatings', '/f1-academy/fair-ratings'],
    // The data score is Formula 1's alone: every series links the one page.
    ['motogp', 'dataScore', '/data-score'],
  ])('%s %s → %s', (sport, key, path) => {
    expect(sportRoutePath(sport, key)).toBe(path);
  });

  it("leads every sport to a page the router knows as that page, in that sport's site", () => {
    for (const sport of SPORTS) {
      for (const key of Object.keys(ROUTE_PATHS) as KnownRouteKey[]) {
        expect({ sport, key, route: routeKeyForPath(sportRoutePath(sport, key)) }).toEqual({
          sport,
          key,
          route: key,
        });
      }
    }
  });
});
