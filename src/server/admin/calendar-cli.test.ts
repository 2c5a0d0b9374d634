import { readFileSync } from 'node:fs';
import { ergastPath, sportstimesPath } from '../../../test/domain/calendar-files';
import { runAdmin, runAdminWithEnv } from '../../../test/server/admin-cli';
import { type CalendarServer, startCalendarServer } from '../../../test/server/calendar-server';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { openDatabase } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { openReadyDatabase } from '../open-ready';
import { createRacesRepo } from '../races/races-repo';

// races:import in every format, from a file or a URL, and races:sync --dry-run, as an
// operator runs them: a real process on the seeded database.

async function listRaces(databaseUrl: string) {
  const database = await openDatabase(databaseUrl);
  try {
    return await createRacesRepo(database.db, createChangeBus()).list();
  } finally {
    await database.close();
  }
}

describe.each(TEST_DATABASES)('calendar commands on $name', (kind) => {
  let scratch: ScratchDatabase;
  let url: string;
  let source: CalendarServer;

  beforeAll(async () => {
    [scratch, source] = await Promise.all([kind.create(), startCalendarServer()]);
    url = scratch.url;
    await (await openReadyDatabase(url)).close(); // migrated and seeded
    source.serve('/f1/2026.json', readFileSync(sportstimesPath(2026), 'utf8'));
  });
  afterAll(async () => Promise.all([scratch?.drop(), source?.close()]));

  it('races:sync --dry-run prints what it would change and changes nothing', async () => {
    const before = await listRaces(url);
    const { code, stdout } = await runAdminWithEnv(
      { CALENDAR_URL: `${source.url}/f1/2026.json` },
      url,
      'races:sync',
      '--dry-run',
    );
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(
      'would move 2026-miami-grand-prix: startsAt 2026-05-03T20:00:00Z → 2026-05-03T17:00:00Z',
    );
    expect(lines).toContain(
      'would add 2026-bahrain-grand-prix-malaysia: Bahrain Grand Prix (Malaysia), round 16, 2026-10-04',
    );
    expect(lines.at(-1)).toBe(
      'dry run, nothing changed: 1 calendars read; 1 added, 9 updated, 0 cancelled',
    );
    expect(await listRaces(url)).toEqual(before);
  });

  it('races:sync without CALENDAR_URL says so', async () => {
    const { code, stderr } = await runAdmin(url, 'races:sync');
    expect(code).toBe(1);
    expect(stderr).toBe('admin: CALENDAR_URL is not set: there is no calendar to sync with\n');
  });

  it('races:import --from-url reads the source, and a second time changes nothing', async () => {
    const from = `${source.url}/f1/2026.json`;
    expect(await runAdmin(url, 'races:import', '--from-url', from)).toMatchObject({
      code: 0,
      stdout: `imported ${from}: 1 added, 9 updated\n`,
    });
    expect(await runAdmin(url, 'races:import', '--from-url', from)).toMatchObject({
      code: 0,
      stdout: `imported ${from}: 0 added, 0 updated\n`,
    });
  });

  it('races:import --format ergast reads a file in the format named', async () => {
    const file = ergastPath(2025);
    expect(await runAdmin(url, 'races:import', file, '--format', 'ergast')).toMatchObject({
      code: 0,
      stdout: `imported ${file}: 0 added, 0 updated\n`,
    });
  });

  it.for<[what: string, args: (base: string) => string[], code: number, line: string]>([
    [
      'a file in another format than the one named',
      () => ['races:import', sportstimesPath(2025), '--format', 'ergast'],
      1,
      `admin: ${sportstimesPath(2025)}: MRData`,
    ],
    [
      'an unknown format',
      () => ['races:import', sportstimesPath(2025), '--format', 'csv'],
      2,
      "admin: 'csv' is not a calendar format",
    ],
    [
      '--format without a value',
      () => ['races:import', sportstimesPath(2025), '--format'],
      2,
      'admin: --format takes one value',
    ],
    [
      'a URL that is not there',
      (base) => ['races:import', '--from-url', `${base}/nothing.json`],
      1,
      'admin: http://127.0.0.1:',
    ],
    [
      'a file and a URL',
      (base) => ['races:import', sportstimesPath(2025), '--from-url', `${base}/f1/2026.json`],
      2,
      'admin: give exactly one calendar file, or --from-url URL',
    ],
  ])('races:import refuses %s and changes nothing', async ([, args, code, line], { expect }) => {
    const before = await listRaces(url);
    const result = await runAdmin(url, ...args(source.url));
    expect(result.code).toBe(code);
    expect(result.stderr.startsWith(line)).toBe(true);
    expect(await listRaces(url)).toEqual(before);
  });
});
