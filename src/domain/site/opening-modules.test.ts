import { existsSync, readFileSync } from 'node:fs';
import { LANGUAGES } from '../i18n/languages';
import { HOME_SCREENS_MODULE, openingModules, RACE_PAGE_MODULE } from './opening-modules';
import { ROUTE_NAMESPACES } from './route-namespaces';

const WORDS = 'src/domain/i18n/messages';

describe('what a page loads before its first render', () => {
  it.each([
    ['/', 'en', [`${WORDS}/en/first-load.ts`, `${WORDS}/en/home.json`, HOME_SCREENS_MODULE]],
    ['/motogp', 'de', [`${WORDS}/de/first-load.ts`, `${WORDS}/de/home.json`, HOME_SCREENS_MODULE]],
    [
      '/r/2026-las-vegas-grand-prix',
      'ja',
      [`${WORDS}/ja/first-load.ts`, `${WORDS}/ja/racePage.json`, RACE_PAGE_MODULE],
    ],
    [
      '/r/1994-pacific-grand-prix',
      'en',
      [`${WORDS}/en/first-load.ts`, `${WORDS}/en/racePage.json`, RACE_PAGE_MODULE],
    ],
    ['/best-races', 'de', [`${WORDS}/de/first-load.ts`, `${WORDS}/de/rankings.json`]],
    ['/all-races', 'fr', [`${WORDS}/fr/first-load.ts`, `${WORDS}/fr/explorer.json`]],
    ['/my-races', 'pt-BR', [`${WORDS}/pt-BR/first-load.ts`, `${WORDS}/pt-BR/myRaces.json`]],
    ['/install', 'nl', [`${WORDS}/nl/first-load.ts`, `${WORDS}/nl/install.json`]],
    ['/motogp/support', 'ja', [`${WORDS}/ja/first-load.ts`, `${WORDS}/ja/support.json`]],
    ['/privacy-terms', 'es', [`${WORDS}/es/first-load.ts`, `${WORDS}/es/legal.json`]],
    ['/data-score', 'de', [`${WORDS}/de/first-load.ts`, `${WORDS}/de/aboutRatings.json`]],
    ['/no-such-page', 'it', [`${WORDS}/it/first-load.ts`]],
  ] as const)('%s in %s', (path, language, modules) => {
    expect(openingModules(path, language)).toEqual(modules);
  });

  // The names are the build manifest's keys: a module moved without them loses its preload.
  it('names files that exist, the ones the client itself loads', () => {
    const loader = readFileSync('src/client/i18n/load-catalogue.ts', 'utf8');
    for (const language of LANGUAGES) {
      for (const module of openingModules('/', language).slice(0, 1)) {
        expect(existsSync(module), module).toBe(true);
        expect(loader).toContain(`'../../${module.slice('src/'.length).replace(/\.ts$/, '')}'`);
      }
      // A route's words are named by its language's first words (load-catalogue.ts).
      const firstWords = readFileSync(`${WORDS}/${language}/first-load.ts`, 'utf8');
      for (const namespace of ROUTE_NAMESPACES) {
        const module = `${WORDS}/${language}/${namespace}.json`;
        expect(existsSync(module), module).toBe(true);
        expect(firstWords).toContain(`${namespace}: () => import('./${namespace}.json')`);
      }
      // Race names are the server's to write (decision 0157): no page loads their words.
      expect(firstWords).not.toMatch(/race-names/);
    }
    expect(existsSync(HOME_SCREENS_MODULE)).toBe(true);
    expect(readFileSync('src/client/app/home-chunk.ts', 'utf8')).toContain(
      "import('./home-screens')",
    );
    expect(existsSync(RACE_PAGE_MODULE)).toBe(true);
    expect(readFileSync('src/client/app/app.tsx', 'utf8')).toContain(
      "import('../features/race-page/race-page')",
    );
  });
});
