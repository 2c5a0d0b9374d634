import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../../../test/server/admin-cli';
import { type ServerProcess, startServerProcess } from '../../../test/server/server-process';
import { type ScratchDatabase, TEST_DATABASES } from '../../../test/server/test-databases';
import type { Race, Tally } from '../../domain/types';

// The operator's promise: a change made with the CLI while the site runs shows through
// the API within 2 seconds, with no restart. Both are real processes here.

const VISIBLE_WITHIN_MS = 2_000;

async function admin(databaseUrl: string, ...args: string[]): Promise<void> {
  const result = await runAdmin(databaseUrl, ...args);
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Polls until `check` holds; returns how long it took, or fails after the promised time. */
async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= VISIBLE_WITHIN_MS) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not visible within ${VISIBLE_WITHIN_MS} ms`);
}

describe.each(TEST_DATABASES)('a running server on $name sees CLI changes', (kind) => {
  const RACE_ID = '2026-abu-dhabi-grand-prix';
  let scratch: ScratchDatabase;
  let dir: string;
  let server: ServerProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gpvibes-live-cli-'));
    scratch = await kind.create();
    databaseUrl = scratch.url;
    server = await startServerProcess(databaseUrl);
  });
  afterAll(async () => {
    if (server) await server.stop();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const isCurrent = async () =>
    (await getJson<Race[]>(`${server.url}/api/races`)).find((r) => r.id === RACE_ID)?.isCurrent;

  it('serves the 58 seeded races (46 Grand Prix races, 12 sprints) in date order', async () => {
    const races = await getJson<Race[]>(`${server.url}/api/races`);
    expect(races).toHaveLength(58);
    expect(races.map((r) => r.date)).toEqual(races.map((r) => r.date).sort());
    expect(await isCurrent()).toBe(false);
  });

  it('shows races:set-current through GET /api/races within 2 s, and --off too', async () => {
    await admin(databaseUrl, 'races:set-current', RACE_ID);
    expect(await msUntil(async () => (await isCurrent()) === true)).toBeLessThanOrEqual(
      VISIBLE_WITHIN_MS,
    );
    await admin(databaseUrl, 'races:set-current', RACE_ID, '--off');
    expect(await msUntil(async () => (await isCurrent()) === false)).toBeLessThanOrEqual(
      VISIBLE_WITHIN_MS,
    );
    expect(server.exitCode()).toBeNull();
  });

  it('shows races:set-ai-rating through GET /api/tallies/:raceId within 2 s', async () => {
    await admin(databaseUrl, 'races:set-ai-rating', RACE_ID, '4');
    const tally = async () => getJson<Tally>(`${server.url}/api/tallies/${RACE_ID}`);
    await msUntil(async () => (await tally()).AI_Rating_Value === 4);
    expect(await tally()).toMatchObject({ AI_Rating: true, AI_Rating_Value: 4 });
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const started = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
