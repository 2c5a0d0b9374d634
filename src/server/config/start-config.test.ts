import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledEntry } from '../../../test/server/bundled-entry';

// The real entry point, as `npm start` runs it: a bad setting must stop it at once with
// one readable line, never a stack trace or a half-started server.

const ROOT = new URL('../../..', import.meta.url).pathname;
let dir: string;
let entry: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gpvibes-start-'));
  entry = await bundledEntry(ROOT, 'src/server/start.ts', 'server');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--enable-source-maps', entry], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: join(dir, 'never.sqlite'), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('npm start with a bad environment', () => {
  it.each([
    [{ PORT: 'abc' }, 'gp-vibes: PORT: must be a whole number from 0 to 65535'],
    [{ HOST: '' }, 'gp-vibes: HOST: is set but empty'],
    [{ DATABASE_URL: 'mysql://x' }, "gp-vibes: DATABASE_URL: unsupported scheme in 'mysql://…'"],
    [{ RATE_LIMITS: 'maybe' }, "gp-vibes: RATE_LIMITS: must be 'on' or 'off'"],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' },
      'gp-vibes: DATABASE_URL: cannot reach PostgreSQL at postgres://postgres@127.0.0.1:1/x',
    ],
  ])('%o exits non-zero with one line', (env, line) => {
    const result = startWith(env);
    expect(result.status).toBe(1);
    const stderr = result.stderr.trim();
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr.startsWith(line)).toBe(true);
    expect(result.stdout).not.toContain('running at');
  });
});
