import { routeNamespaceOf } from './route-namespaces';

describe('routeNamespaceOf', () => {
  it.each([
    ['/', 'home'],
    ['/r/2026-las-vegas-grand-prix', 'racePage'],
    ['/all-races', 'explorer'],
    ['/install', 'install'],
    ['/support', 'support'],
    ['/privacy-terms/', 'legal'],
    ['/data-score', 'aboutRatings'],
    ['/fair-ratings', 'aboutRatings'],
    ['/my-races', 'myRaces'],
    ['/motogp/my-races', 'myRaces'],
    ['/no-such-page', null],
    ['/motogp', 'home'],
    ['/motogp/all-races', 'explorer'],
    ['/formula-e/', 'home'],
    ['/motogp/install', 'install'],
    ['/motogp/support', 'support'],
    ['/motogp/privacy-terms', 'legal'],
    ['/motogp/fair-ratings', 'aboutRatings'],
    ['/motogp/data-score', null],
    ['/best-races', 'rankings'],
    ['/motogp/best-races', 'rankings'],
    ['/indycar/best-races/', 'rankings'],
  ] as const)('%s reads %s', (path, namespace) => {
    expect(routeNamespaceOf(path)).toBe(namespace);
  });
});
