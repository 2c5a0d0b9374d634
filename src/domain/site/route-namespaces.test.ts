import { routeNamespaceOf } from './route-namespaces';

describe('routeNamespaceOf', () => {
  it.each([
    ['/', 'home'],
    ['/r/2026-las-vegas-grand-prix', 'racePage'],
    ['/all-races', 'explorer'],
    ['/install', 'pages'],
    ['/privacy-terms/', 'pages'],
    ['/fair-ratings', 'pages'],
    ['/my-races', 'myRaces'],
    ['/motogp/my-races', 'myRaces'],
    ['/no-such-page', null],
    ['/motogp', 'home'],
    ['/motogp/all-races', 'explorer'],
    ['/formula-e/', 'home'],
    ['/motogp/install', 'pages'],
    ['/motogp/data-score', null],
    ['/best-races', 'rankings'],
    ['/motogp/best-races', 'rankings'],
    ['/indycar/best-races/', 'rankings'],
  ] as const)('%s reads %s', (path, namespace) => {
    expect(routeNamespaceOf(path)).toBe(namespace);
  });
});
