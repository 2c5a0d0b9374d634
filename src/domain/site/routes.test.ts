import { SPORTS } from '../sports/sports';
import { ROUTE_PATHS, type RouteKey, routeKeyForPath, sportBestRacesPath } from './routes';

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
    // Every other sport: its own home and explorer, nothing else (docs/decisions/0121).
    ['/motogp', 'home'],
    ['/motogp/', 'home'],
    ['/motogp/all-races', 'explorer'],
    ['/formula-e/all-races/', 'explorer'],
    ['/f1-academy', 'home'],
    ['/motogp/my-races', 'myRaces'],
    ['/indycar/my-races/', 'myRaces'],
    ['/motogp/best-races', 'bestRaces'],
    ['/formula-e/best-races/', 'bestRaces'],
    ['/motogp/install', 'notFound'],
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
