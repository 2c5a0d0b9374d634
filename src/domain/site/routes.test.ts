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
    ['/All-Races', 'notFound'],
    ['/races', 'notFound'],
    ['/install/extra', 'notFound'],
    ['', 'notFound'],
  ])('%j → %s', (path, key) => {
    expect(routeKeyForPath(path)).toBe(key);
  });

  it('pins the spec paths, then the data score and fair ratings pages', () => {
    expect(Object.values(ROUTE_PATHS)).toEqual([
      '/',
      '/all-races',
      '/install',
      '/support',
      '/privacy-terms',
      '/data-score',
      '/fair-ratings',
    ]);
  });
});
