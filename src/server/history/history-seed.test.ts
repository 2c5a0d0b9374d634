import { readFileSync } from 'node:fs';
import { findSpoilers } from '../../../test/proof/spoiler-words';
import { createTestApp, type TestApp } from '../../../test/server/test-app';
import { TEST_DATABASES } from '../../../test/server/test-databases';
import { isSprint } from '../../domain/races/race-kind';
import type { Race, Tally } from '../../domain/types';
import { createChangeBus } from '../live/change-bus';
import { HISTORY_DATASET, SEED_HISTORY_PATH, seedHistory } from './history-seed';

// The history file the site ships, seeded on start (F1_HISTORY=on): every season since
// 1950 next to the calendars' 2025 and 2026, once, and never a result in a reply.

/** Names of the past a reply about a past race must never hold (today's are in findSpoilers). */
const PAST_NAMES = ['farina', 'fangio', 'senna', 'prost', 'schumacher', 'mercedes', 'ferrari'];

describe.each(TEST_DATABASES)('the bundled history on $name', (kind) => {
  let t: TestApp;
  let races: Race[];

  beforeAll(async () => {
    t = await createTestApp(kind, { F1_HISTORY: 'on' });
    races = await t.app.deps.races.list();
  });
  afterAll(async () => {
    await t?.close();
  });

  const season = (year: number) => races.filter((r) => r.season === year && r.sport === 'formula1');

  it('holds every season since 1950, 2021 with 22 Grands Prix and 3 sprints', () => {
    for (let year = 1950; year <= 2026; year++) expect(season(year).length).toBeGreaterThan(0);
    expect(season(2021).filter((r) => !isSprint(r))).toHaveLength(22);
    expect(season(2021).filter(isSprint)).toHaveLength(3);
  });

  it('has each 2025 Grand Prix once, on the calendar’s row', () => {
    const names = season(2025)
      .filter((r) => !isSprint(r))
      .map((r) => r.name);
    expect(names).toHaveLength(24);
    expect(new Set(names).size).toBe(24);
    expect(season(2025).filter(isSprint)).toHaveLength(6);
  });

  it.each(['1950-british-grand-prix', '2021-abu-dhabi-grand-prix'])(
    'has %s, past, with a data verdict from its results',
    async (id) => {
      const race = races.find((r) => r.id === id)!;
      expect(race).toMatchObject({ isCurrent: false, sport: 'formula1' });
      const tally = (await t.app.inject(`/api/tallies/${id}`)).json() as Tally;
      expect(tally.AI_Rating).toBe(true);
      expect(tally.AI_Rating_Value).toBeGreaterThanOrEqual(1);
      expect(tally.AI_Rating_Results).toMatchObject({ starters: expect.any(Number) });
    },
  );

  it('does nothing on the next start', async () => {
    expect(await seedHistory(t.database.db, createChangeBus())).toBeNull();
    const row = await t.database.db
      .selectFrom('seeded_datasets')
      .selectAll()
      .where('name', '=', HISTORY_DATASET)
      .executeTakeFirstOrThrow();
    expect(row.version).toContain(JSON.parse(readFileSync(SEED_HISTORY_PATH, 'utf8')).version);
  });

  it('never names a driver or a team, in the file or in a reply', async () => {
    const file = readFileSync(SEED_HISTORY_PATH, 'utf8').toLowerCase();
    const replies = await Promise.all(
      ['/api/races?season=2021', '/api/tallies?season=2021', '/api/races', '/api/tallies'].map(
        async (url) => (await t.app.inject(url)).body.toLowerCase(),
      ),
    );
    for (const text of [file, ...replies]) {
      expect(findSpoilers(text)).toEqual([]);
      for (const name of PAST_NAMES) expect(text).not.toContain(name);
    }
    // What the title had riding on a race weighs in its verdict but is never sent.
    for (const reply of replies) expect(reply).not.toMatch(/stake|finale/);
    expect(replies[0]).toContain('2021-abu-dhabi-grand-prix');
  });
});
