import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAdmin, runAdminIntoSlowReader, runAdminWithEnv } from '../../../test/server/admin-cli';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import { openDatabase } from '../db/connect';
import { createChangeBus } from '../live/change-bus';
import { createRacesRepo } from '../races/races-repo';
import { createTalliesRepo } from '../tallies/tallies-repo';

// The admin CLI as an operator runs it: a real process, the same DATABASE_URL as the
// server. Every refusal must leave the database exactly as it was.

const ROOT = new URL('../../..', import.meta.url).pathname;
const admin = runAdmin;

/** What an operator could break: every race field, voting state and AI rating. */
async function snapshot(databaseUrl: string) {
  const database = await openDatabase(databaseUrl);
  try {
    const races = await createRacesRepo(database.db, createChangeBus()).list();
    const tallies = await createTalliesRepo(database.db).listAll();
    return races.map((r) => ({ ...r, ai: tallies[r.id]?.AI_Rating_Value ?? null }));
  } finally {
    await database.close();
  }
}

const RACE = {
  season: 2027,
  round: 1,
  name: 'Australian Grand Prix',
  date: '2027-03-14',
  location: 'Melbourne',
  countryFlag: '🇦🇺',
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gpvibes-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeJson(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

type ArgumentRefusal = [what: string, args: string[], exitCode: number, firstLine: string];

const ARGUMENT_REFUSALS: ArgumentRefusal[] = [
  [
    'an unknown race to open',
    ['races:set-current', 'no-such-race'],
    1,
    "admin: no race with id 'no-such-race' (see races:list)",
  ],
  [
    'an unknown race to rate',
    ['races:set-ai-rating', 'no-such-race', '4'],
    1,
    "admin: no race with id 'no-such-race'",
  ],
  [
    'two race ids',
    ['races:set-current', '2025-monaco-grand-prix', '2025-spanish-grand-prix'],
    2,
    'admin: give one race id',
  ],
  ['no race id', ['races:set-current'], 2, 'admin: give one race id'],
  [
    'a rating that is not a number',
    ['races:set-ai-rating', '2025-monaco-grand-prix', 'great'],
    2,
    "admin: 'great' is not a rating from 1 to 5",
  ],
  [
    'a rating above 5',
    ['races:set-ai-rating', '2025-monaco-grand-prix', '6'],
    2,
    "admin: '6' is not a rating from 1 to 5",
  ],
  [
    'a rating below 1',
    ['races:set-ai-rating', '2025-monaco-grand-prix', '0.5'],
    2,
    "admin: '0.5' is not a rating from 1 to 5",
  ],
  [
    'a missing rating',
    ['races:set-ai-rating', '2025-monaco-grand-prix'],
    2,
    'admin: give a race id and a value or --clear',
  ],
  ['an import without a file', ['races:import'], 2, 'admin: give exactly one calendar file'],
  ['an unknown command', ['races:explode'], 2, "admin: unknown command 'races:explode'"],
  ['a stray argument to races:list', ['races:list', 'extra'], 2, 'admin: takes no arguments'],
  ['an unknown flag', ['races:list', '--bogus'], 2, "admin: unknown option '--bogus'"],
  ['a season that is no year', ['races:list', '--season', '26'], 2, "admin: '26' is not a season"],
  [
    'a flag another command takes',
    ['races:set-current', '2025-monaco-grand-prix', '--clear'],
    2,
    "admin: unknown option '--clear'",
  ],
  ['a stray argument to push:subscriptions', ['push:subscriptions', 'x'], 2, 'admin: takes no'],
  ['alerts of an unknown race', ['alerts:list', 'nope'], 1, "admin: no race with id 'nope'"],
  // A network id is a hash and may start with '-': an argument, never an unknown option.
  [
    'a network id starting with a dash',
    ['votes:hold', '2025-monaco-grand-prix', '-Ab3_x9Qz1'],
    1,
    "admin: no single network '-Ab3_x9Qz1'",
  ],
  [
    'a network id after the end of options',
    ['votes:release', '2025-monaco-grand-prix', '--', '--b3_x9Qz1'],
    1,
    "admin: no single network '--b3_x9Qz1'",
  ],
];

type CalendarRefusal = [what: string, content: unknown, problem: string];

const CALENDAR_REFUSALS: CalendarRefusal[] = [
  ['not JSON', '{"races": [', 'not valid JSON'],
  [
    'a race on 30 February',
    {
      races: [
        { ...RACE, date: '2027-05-01' },
        { ...RACE, name: 'Bad Grand Prix', date: '2025-02-30' },
      ],
    },
    'races.1.date is not a real date',
  ],
  ['a race without a name', { races: [{ ...RACE, name: undefined }] }, 'races.0.name'],
  [
    'the same race twice',
    { races: [RACE, RACE] },
    "races.1 repeats race id '2027-australian-grand-prix'",
  ],
  ['an empty list', { races: [] }, 'races must list at least one race'],
];

// PostgreSQL runs one refusal of each kind: argument checks happen before any query, so
// the dialect only matters where a command reads or writes.
const ON_BOTH = new Set([
  'an unknown race to open',
  'a rating above 5',
  'a race on 30 February',
  'alerts of an unknown race',
]);

describe.each(TEST_DATABASES)('admin CLI on $name', (kind) => {
  const argumentRefusals = ARGUMENT_REFUSALS.filter(
    ([what]) => kind.name === 'sqlite' || ON_BOTH.has(what),
  );
  const calendarRefusals = CALENDAR_REFUSALS.filter(
    ([what]) => kind.name === 'sqlite' || ON_BOTH.has(what),
  );
  let scratch: ScratchDatabase;
  let url: string;
  beforeAll(async () => {
    scratch = await kind.create();
    url = scratch.url;
    // The first command on an empty database migrates and seeds it, like the server does.
    expect((await admin(url, 'races:list')).code).toBe(0);
  });
  afterAll(async () => scratch.drop());

  it('races:list prints a header, then one line per race: id, date, phase, votes, held votes, name', async () => {
    const { code, stdout } = await admin(url, 'races:list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1 + 58);
    expect(lines[0]).toMatch(/^ID\s+DATE\s+PHASE\s+VOTES\s+HELD\s+NAME$/);
    expect(lines[1]).toMatch(
      /^2025-australian-grand-prix\s+2025-03-16\s+past\s+0\s+0\s+Australian Grand Prix$/,
    );
  });

  it('races:list --json prints machine-readable rows in date order', async () => {
    const { code, stdout } = await admin(url, 'races:list', '--json');
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as { id: string; date: string }[];
    expect(rows).toHaveLength(58);
    expect(rows[0]).toEqual({
      id: '2025-australian-grand-prix',
      date: '2025-03-16',
      name: 'Australian Grand Prix',
      phase: 'past',
      isCurrent: false,
      votes: 0,
      held: 0,
    });
    expect(rows.map((r) => r.date)).toEqual(rows.map((r) => r.date).sort());
  });

  it('races:list --season lists one season, with --sport one series of it', async () => {
    const { code, stdout } = await admin(url, 'races:list', '--season', '2026', '--json');
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as { id: string; date: string }[];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => r.date.startsWith('2026-'))).toBe(true);
    const f1 = await admin(url, 'races:list', '--season', '2026', '--sport', 'formula1', '--json');
    expect(JSON.parse(f1.stdout)).toEqual(rows);
  });

  it('races:set-current opens and --off closes voting', async () => {
    const id = '2026-qatar-grand-prix';
    const open = await admin(url, 'races:set-current', id);
    expect(open).toMatchObject({ code: 0, stdout: `${id}: voting open\n` });
    expect((await snapshot(url)).find((r) => r.id === id)?.isCurrent).toBe(true);

    const closed = await admin(url, 'races:set-current', id, '--off', '--json');
    expect(closed.code).toBe(0);
    expect(JSON.parse(closed.stdout)).toEqual({ id, isCurrent: false });
    expect((await snapshot(url)).find((r) => r.id === id)?.isCurrent).toBe(false);
  });

  it('races:set-ai-rating sets a value and --clear removes it', async () => {
    const id = '2025-monaco-grand-prix';
    expect(await admin(url, 'races:set-ai-rating', id, '3.5')).toMatchObject({
      code: 0,
      stdout: `${id}: AI rating 3.5\n`,
    });
    expect((await snapshot(url)).find((r) => r.id === id)?.ai).toBe(3.5);
    expect(await admin(url, 'races:set-ai-rating', id, '--clear')).toMatchObject({
      code: 0,
      stdout: `${id}: AI rating cleared\n`,
    });
    expect((await snapshot(url)).find((r) => r.id === id)?.ai).toBeNull();
  });

  it('races:score takes its options through the real command line', async () => {
    const id = '2025-canadian-grand-prix';
    const dir = fileURLToPath(
      new URL('../../../fixtures/openf1/processional-dry', import.meta.url),
    );
    expect(await admin(url, 'races:score', id, '--from', dir)).toMatchObject({ code: 0 });
    expect((await snapshot(url)).find((r) => r.id === id)?.ai).toBe(1.8);
    expect(await admin(url, 'races:score', id, '--from', dir, '--bogus')).toMatchObject({
      code: 2,
    });
  });

  it('races:import adds new races and updates known ones', async () => {
    const file = writeJson(`good-${kind.name}.json`, {
      races: [
        { ...RACE, season: 2026, date: '2026-03-08', location: 'Albert Park' },
        { ...RACE, name: 'Chinese Grand Prix', date: '2027-03-21', location: 'Shanghai' },
      ],
    });
    const { code, stdout } = await admin(url, 'races:import', file);
    expect(code).toBe(0);
    expect(stdout).toBe(`imported ${file}: 1 added, 1 updated\n`);
    const races = await snapshot(url);
    expect(races).toHaveLength(59);
    expect(races.find((r) => r.id === '2026-australian-grand-prix')?.location).toBe('Albert Park');
    expect(races.at(-1)?.id).toBe('2027-chinese-grand-prix');
  });

  it.concurrent.for(argumentRefusals)(
    'refuses %s, says why and changes nothing',
    async ([, args, exitCode, firstLine], { expect }) => {
      const before = await snapshot(url);
      const { code, stderr } = await admin(url, ...args);
      expect(code).toBe(exitCode);
      expect(stderr.split('\n')[0]!.startsWith(firstLine)).toBe(true);
      // A wrong id is one line; a misuse adds the usage to show the right form.
      if (exitCode === 1) expect(stderr.trim().split('\n')).toHaveLength(1);
      else expect(stderr).toContain('usage: npm run admin -- ');
      expect(await snapshot(url)).toEqual(before);
    },
  );

  it.concurrent.for(calendarRefusals)(
    'refuses a calendar with %s as a whole, in one line',
    async ([what, content, problem], { expect }) => {
      const file = writeJson(`bad-${kind.name}-${what.replaceAll(' ', '-')}.json`, content);
      const before = await snapshot(url);
      const { code, stderr } = await admin(url, 'races:import', file);
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([expect.stringContaining(problem)]);
      expect(stderr.startsWith(`admin: ${file}: `)).toBe(true);
      expect(await snapshot(url)).toEqual(before);
    },
  );
});

describe.concurrent('admin CLI without a usable database', () => {
  it('prints the commands and exits non-zero when given none', async ({ expect }) => {
    const { code, stdout } = await admin(join(dir, 'unused.sqlite'));
    expect(code).toBe(2);
    expect(stdout).toContain('usage: npm run admin -- <command>');
    for (const name of ['races:list', 'races:import', 'races:set-current', 'races:set-ai-rating']) {
      expect(stdout).toContain(name);
    }
  });

  it.for<[what: string, databaseUrl: string, line: string]>([
    [
      'an unsupported DATABASE_URL',
      'mysql://x',
      "admin: DATABASE_URL: unsupported scheme in 'mysql://…'",
    ],
    [
      'an unreachable PostgreSQL',
      'postgres://postgres@127.0.0.1:1/x',
      'admin: DATABASE_URL: cannot reach PostgreSQL at postgres://postgres@127.0.0.1:1/x',
    ],
    ['a SQLite path that is a folder', ROOT, 'admin: DATABASE_URL: cannot open SQLite file'],
  ])('names %s in one line and exits non-zero', async ([, databaseUrl, line], { expect }) => {
    const { code, stderr } = await admin(databaseUrl, 'races:list');
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.startsWith(line)).toBe(true);
  });
});

describe('admin CLI output through a pipe', () => {
  let scratch: ScratchDatabase;
  beforeAll(async () => {
    scratch = await TEST_DATABASES[0]!.create();
  });
  afterAll(async () => scratch.drop());

  it('writes the whole of a long answer before it exits, into a reader that falls behind (races:list --json of every race since 1950)', async () => {
    const env = { F1_HISTORY: 'on' };
    // The first command seeds the races; the second is read the way `| jq` may read it.
    expect((await runAdminWithEnv(env, scratch.url, 'races:list')).code).toBe(0);
    const { code, stdout } = await runAdminIntoSlowReader(
      env,
      scratch.url,
      1.5,
      'races:list',
      '--json',
    );
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(3 * 65_536);
    const rows = JSON.parse(stdout) as { id: string }[];
    expect(rows.length).toBeGreaterThan(1_100);
  }, 180_000);
});
