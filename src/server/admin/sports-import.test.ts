import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEASONS, sportSportstimesPath } from '../../../test/domain/calendar-files';
import { runAdmin } from '../../../test/server/admin-cli';
import { type CalendarServer, startCalendarServer } from '../../../test/server/calendar-server';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { SPORT_INFO, SPORTS, type Sport } from '../../domain/sports/sports';
import { loadConfig } from '../config/config';
import type { Database } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { syncCalendars } from '../races/calendar-sync';
import { createRacesRepo } from '../races/races-repo';
import { raceCommands } from './race-commands';

// races:import of every sport's shipped sportstimes files, as an operator runs it: each
// file under its sport adds that sport's events and touches no Formula 1 race; a second
// import changes nothing; a sportstimes URL names its sport; an unknown sport is refused.

const command = (name: string) => raceCommands.find((c) => c.name === name)!;
const series = SPORTS.filter((s) => s !== 'formula1');

/** Events each file adds: its races and its sprints (calendar-series.test.ts counts them). */
const EVENTS: Record<Exclude<Sport, 'formula1'>, Record<(typeof SEASONS)[number], number>> = {
  motogp: { 2025: 44, 2026: 44 },
  f2: { 2025: 28, 2026: 28 },
  f3: { 2025: 20, 2026: 18 },
  'f1-academy': { 2025: 15, 2026: 12 },
  'formula-e': { 2025: 16, 2026: 17 },
  indycar: { 2025: 17, 2026: 18 },
};

describe.each(TEST_DATABASES)('every sport imported on $name', (kind) => {
  let scratch: ScratchDatabase;
  let database: Database;
  let source: CalendarServer;
  const run = (name: string, ...args: string[]) =>
    command(name).run(args, {
      database,
      config: loadConfig({}),
      changes: createChangeBus(),
      json: true,
    });
  const races = () => createRacesRepo(database.db, createChangeBus()).list();

  beforeAll(async () => {
    [scratch, source] = await Promise.all([kind.create(), startCalendarServer()]);
    database = await openReadyDatabase(scratch.url);
  });
  afterAll(async () => {
    await database?.close();
    await Promise.all([scratch?.drop(), source?.close()]);
  });

  it('imports every 2025 and 2026 file under its sport: each event once, Formula 1 untouched', async () => {
    const formula1 = await races();
    for (const sport of series) {
      for (const season of SEASONS) {
        const result = (await run(
          'races:import',
          sportSportstimesPath(sport, season),
          '--sport',
          sport,
        )) as {
          added: number;
          updated: number;
        };
        expect({ sport, season, ...result }).toMatchObject({
          sport,
          season,
          added: EVENTS[sport][season],
          updated: 0,
        });
      }
    }
    const all = await races();
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all.filter((r) => r.sport === 'formula1')).toEqual(formula1);
    for (const sport of series) {
      const expected = SEASONS.reduce((n, season) => n + EVENTS[sport][season], 0);
      expect(all.filter((r) => r.sport === sport)).toHaveLength(expected);
    }
    const motogp2026 = all.filter((r) => r.sport === 'motogp' && r.season === 2026);
    expect(motogp2026.filter((r) => r.kind === 'sprint')).toHaveLength(22);
    expect(motogp2026.filter((r) => r.kind !== 'sprint')).toHaveLength(22);
    const f2 = all.filter((r) => r.sport === 'f2' && r.season === 2026);
    expect(f2.filter((r) => r.name.endsWith('Sprint Race'))).toHaveLength(14);
    expect(f2.filter((r) => r.name.endsWith('Feature Race'))).toHaveLength(14);

    // A second time: nothing changes.
    const before = await races();
    for (const sport of series) {
      for (const season of SEASONS) {
        const again = await run(
          'races:import',
          sportSportstimesPath(sport, season),
          '--sport',
          sport,
        );
        expect(again).toMatchObject({ added: 0, updated: 0, cancelled: 0 });
      }
    }
    expect(await races()).toEqual(before);
  });

  it.each(series)('reads a sportstimes URL of %s as that sport without --sport', async (sport) => {
    const path = `/sportstimes/f1/main/_db/${SPORT_INFO[sport].sportstimesFolder}/2026.json`;
    source.serve(path, readFileSync(sportSportstimesPath(sport, 2026), 'utf8'));
    const before = await races();
    expect(await run('races:import', '--from-url', `${source.url}${path}`)).toMatchObject({
      format: 'sportstimes',
      added: 0,
      updated: 0,
    });
    expect(await races()).toEqual(before);
  });

  it('syncs CALENDAR_URL sources of several sports at once, each sport’s season its own', async () => {
    const motogp = `/sportstimes/f1/main/_db/motogp/{season}.json`;
    source.serve(
      motogp.replace('{season}', '2026'),
      readFileSync(sportSportstimesPath('motogp', 2026), 'utf8'),
    );
    const before = await races();
    // 2027 is not published (404): not a failure. Nothing of 2026 has changed.
    const result = await syncCalendars(database, createChangeBus(), [`${source.url}${motogp}`], {
      now: Date.parse('2026-06-01T00:00:00Z'),
    });
    expect(result).toMatchObject({ added: 0, updated: 0, cancelled: 0 });
    expect(result.notPublished).toEqual([`${source.url}${motogp.replace('{season}', '2027')}`]);
    expect(await races()).toEqual(before);
    // A round dropped from the MotoGP file cancels that round alone: no other sport's.
    const file = JSON.parse(readFileSync(sportSportstimesPath('motogp', 2026), 'utf8'));
    file.races = file.races.filter((r: { name: string }) => r.name !== 'Qatar');
    source.serve(motogp.replace('{season}', '2026'), JSON.stringify(file));
    const dropped = await syncCalendars(database, createChangeBus(), [`${source.url}${motogp}`], {
      now: Date.parse('2026-06-01T00:00:00Z'),
      dryRun: true,
    });
    expect(dropped.changes.map((c) => `${c.action} ${c.raceId}`)).toEqual([
      'cancel 2026-motogp-qatar-grand-prix',
      'cancel 2026-motogp-qatar-grand-prix-sprint',
    ]);
  });

  it('lists one sport’s races with races:list --sport', async () => {
    const rows = (await run('races:list', '--sport', 'indycar')) as { id: string }[];
    expect(rows).toHaveLength(35);
    expect(rows.every((r) => r.id.includes('-indycar-'))).toBe(true);
  });

  it('refuses an AI rating for another sport than Formula 1, and changes nothing', async () => {
    const before = await races();
    await expect(run('races:set-ai-rating', '2026-motogp-qatar-grand-prix', '4')).rejects.toThrow(
      '2026-motogp-qatar-grand-prix is a MotoGP race: the AI rating from race data is Formula 1 only',
    );
    expect(await races()).toEqual(before);
  });

  it('refuses another sport’s file read as Formula 1’s, saying how to name its sport', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'gpvibes-sport-')), 'calendar.json');
    copyFileSync(sportSportstimesPath('motogp', 2026), copy);
    const before = await races();
    await expect(run('races:import', copy)).rejects.toThrow(
      "(another sport's sportstimes file? name it with --sport: formula1, motogp,",
    );
    expect(await run('races:import', copy, '--sport', 'motogp')).toMatchObject({
      added: 0,
      updated: 0,
    });
    expect(await races()).toEqual(before);
  });

  it('refuses Ergast under another sport than Formula 1, and changes nothing', async () => {
    const before = await races();
    await expect(
      run('races:import', 'fixtures/ergast/2025.json', '--format', 'ergast', '--sport', 'motogp'),
    ).rejects.toThrow('Ergast calendars are Formula 1 only, not MotoGP');
    expect(await races()).toEqual(before);
  });
});

describe('races:import as an operator runs it', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await TEST_DATABASES[0]!.create();
  });
  afterAll(async () => scratch?.drop());

  it('refuses --sport curling by name and changes nothing', async () => {
    const file = sportSportstimesPath('motogp', 2026);
    const result = await runAdmin(scratch.url, 'races:import', file, '--sport', 'curling');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "'curling' is not a sport (formula1, motogp, f2, f3, f1-academy, formula-e, indycar)",
    );
    const list = await runAdmin(scratch.url, 'races:list', '--sport', 'motogp', '--json');
    expect(JSON.parse(list.stdout)).toEqual([]);
  });
});
