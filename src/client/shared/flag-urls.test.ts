import { readFileSync, statSync } from 'node:fs';
import calendar from '../../../seed/f1-calendar.json';
import history from '../../../seed/f1-history.json';
import { readSportstimes } from '../../domain/calendar/calendar-sportstimes';
import { readHistoryFile } from '../../domain/history/history-file';
import { countryCodeFromFlag } from '../../domain/races/country-flags';
import { SPORT_INFO, SPORTS } from '../../domain/sports/sports';
import { FLAG_URLS } from './flag-urls';

// Every race every bundled calendar makes and every Grand Prix of the archive, read by the
// real importers: each one's country has its flag drawn (decision 0047), and no flag is
// bundled that no race names.

// The page's tests run in a browser-like setting: the files come in through the bundler.
const files = import.meta.glob<unknown>('../../../seed/sources/sportstimes/*.json', {
  eager: true,
  import: 'default',
});

const bundledRaces = [
  ...calendar.races.map((race) => ({ sport: 'formula1', ...race })),
  ...Object.entries(files).flatMap(([path, file]) => {
    const folder = /\/([a-z0-9-]+)-\d{4}\.json$/.exec(path)?.[1];
    const sport = SPORTS.find((s) => SPORT_INFO[s].sportstimesFolder === folder);
    if (!sport) throw new Error(`${path}: no sport reads it`);
    return readSportstimes(file, sport).races;
  }),
  ...readHistoryFile(history),
];

describe('the bundled flags', () => {
  it('reads races of every sport, from every bundled file', () => {
    expect(Object.keys(files)).toHaveLength(SPORTS.length * 2);
    expect(new Set(bundledRaces.map((race) => race.sport))).toEqual(new Set(SPORTS));
  });

  it('reads the archive of every Grand Prix since 1950', () => {
    expect(bundledRaces.filter((race) => race.season === 1950).length).toBeGreaterThan(0);
  });

  it('has a flag image for the country of every race of every bundled calendar and the archive', () => {
    const missing = bundledRaces
      .filter((race) => {
        const code = countryCodeFromFlag(race.countryFlag);
        return code === null || !FLAG_URLS[code];
      })
      .map((race) => `${race.sport} ${race.season} ${race.name}: ${race.countryFlag || '—'}`);
    expect(missing).toEqual([]);
  });

  it('bundles no flag that no race names', () => {
    const used = new Set(bundledRaces.map((race) => countryCodeFromFlag(race.countryFlag)));
    expect(Object.keys(FLAG_URLS).filter((code) => !used.has(code))).toEqual([]);
  });

  it.each([
    ['pt', 'Portugal'],
    ['th', 'Thailand'],
    ['fr', 'France'],
    ['de', 'Germany'],
    ['cz', 'Czechia'],
    ['my', 'Malaysia'],
    ['id', 'Indonesia'],
    ['ar', 'Argentina'],
    ['ch', 'Switzerland'],
    ['ma', 'Morocco'],
    ['za', 'South Africa'],
    ['se', 'Sweden'],
    ['tr', 'Turkey'],
    ['kr', 'South Korea'],
    ['in', 'India'],
    ['ru', 'Russia'],
  ])('draws %s (%s) as an image file', (code) => {
    expect(FLAG_URLS[code]).toMatch(/\.svg/);
  });
});

// A flag is drawn at about 20 px: one with thousands of shapes (flag-icons' Spain and Mexico,
// about 85 KB each) cost the home page a long task each to parse and paint (decision 0134).
const FLAG_MAX_BYTES = 12_000;

describe('the bundled flags are light', () => {
  // Read from the checkout (this suite runs in a browser-like setting, without file URLs).
  const here = 'src/client/shared';
  const source = readFileSync(`${here}/flag-urls.ts`, 'utf8');
  const files = [...source.matchAll(/from '([^']+\.svg)\?no-inline'/g)].map(([, path]) =>
    path!.startsWith('./') ? `${here}/${path!.slice(2)}` : `node_modules/${path}`,
  );

  it('names every flag it imports', () => {
    expect(files).toHaveLength(Object.keys(FLAG_URLS).length);
  });

  it.each(files.map((file) => [file.split('/').slice(-2).join('/'), file]))(
    `%s is at most ${FLAG_MAX_BYTES} bytes`,
    (_name, file) => {
      expect(statSync(file).size).toBeLessThanOrEqual(FLAG_MAX_BYTES);
    },
  );
});
