import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { SPORTS } from '../../domain/sports/sports';
import { ConfigError, loadConfig } from '../config/config';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from './races-repo';
import { bundledCalendars } from './seed';

// SPORTS: each listed sport is seeded from its bundled sportstimes files on start, while
// it has no races; every series when unset (decision 0150); a sport listed later is added
// touching nothing else, and a list narrowed later removes nothing.

describe('the SPORTS setting', () => {
  it.each([
    [undefined, [...SPORTS]],
    ['formula1', ['formula1']],
    ['formula1,motogp', ['formula1', 'motogp']],
    ['motogp f2', ['formula1', 'motogp', 'f2']],
    [SPORTS.join(','), [...SPORTS]],
  ])('SPORTS=%s carries %j', (value, sports) => {
    expect(loadConfig(value === undefined ? {} : { SPORTS: value }).sports).toEqual(sports);
  });

  it.each([
    [
      'formula1,curling',
      "SPORTS: 'curling' is not a sport (formula1, motogp, f2, f3, f1-academy, formula-e, indycar)",
    ],
    [' , ', 'SPORTS: must list one or more sports'],
  ])('refuses SPORTS=%j by name', (value, message) => {
    expect(() => loadConfig({ SPORTS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SPORTS: value })).toThrow(message);
  });
});

describe.each(TEST_DATABASES)('SPORTS seeding on $name', (kind) => {
  const scratches: ScratchDatabase[] = [];
  afterAll(async () => Promise.all(scratches.map((s) => s.drop())));

  async function fresh() {
    const scratch = await kind.create();
    scratches.push(scratch);
    return scratch.url;
  }

  async function racesOf(url: string, sports: readonly (typeof SPORTS)[number][]) {
    const database = await openReadyDatabase(url, { sports });
    try {
      return await createRacesRepo(database.db, createChangeBus()).list();
    } finally {
      await database.close();
    }
  }

  it('seeds every one of the seven sports on a fresh database by default', async () => {
    const races = await racesOf(await fresh(), loadConfig({}).sports);
    for (const sport of SPORTS) {
      const expected =
        sport === 'formula1'
          ? 58
          : bundledCalendars(sport).reduce(
              (n, c) => n + c.races.length + c.races.filter((r) => r.sprintStartsAt).length,
              0,
            );
      expect({ sport, count: races.filter((r) => r.sport === sport).length }).toEqual({
        sport,
        count: expected,
      });
    }
    expect(new Set(races.map((r) => r.id)).size).toBe(races.length);
  });

  it('seeds Formula 1 alone when SPORTS narrows it, and a sport listed later touching nothing else', async () => {
    const url = await fresh();
    const formula1 = await racesOf(url, loadConfig({ SPORTS: 'formula1' }).sports);
    expect(new Set(formula1.map((r) => r.sport))).toEqual(new Set(['formula1']));
    const withMotoGp = await racesOf(url, loadConfig({ SPORTS: 'formula1,motogp' }).sports);
    expect(withMotoGp.filter((r) => r.sport === 'formula1')).toEqual(formula1);
    expect(withMotoGp.filter((r) => r.sport === 'motogp')).toHaveLength(88);
    // A further start with the same list: nothing new.
    expect(await racesOf(url, loadConfig({ SPORTS: 'formula1,motogp' }).sports)).toEqual(
      withMotoGp,
    );
    // Narrowed back to Formula 1: MotoGP's races stay, the site still carries it.
    expect(await racesOf(url, loadConfig({ SPORTS: 'formula1' }).sports)).toEqual(withMotoGp);
  });
});
