import { ROUTE_PATHS, type RouteKey, routeKeyForPath } from './routes';

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
    ['/motogp/install', 'notFound'],
    ['/motogp/all-races/extra', 'notFound'],
    ['/MotoGP', 'notFound'],
    ['/formula1', 'notFound'],
    ['/curling', 'notFound'],
  ])('%j → %s', (path, key) => {
    expect(routeKeyForPath(path)).toBe(key);
  });

  it('pins the spec paths, then the data score, fair ratings and My races pages', () => {
    expect(Object.values(ROUTE_PATHS)).toEqual([
      '/',
      '/all-races',
      '/install',
      '/support',
      '/privacy-terms',
      '/data-score',
      '/fair-ratings',
      '/my-races',
    ]);
  });
});
