import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { bundledEntry } from './bundled-entry';

const ROOT = new URL('../..', import.meta.url).pathname;
const run = promisify(execFile);
/** What the test app leaves out unless a test asks: the races since 1950, the other series. */
const AS_TEST_APP = { F1_HISTORY: 'off', SPORTS: 'formula1' };

/** The CLI's source bundled once per test process (bundled-entry.ts says why). */
export function adminCliEntry(): Promise<string> {
  return bundledEntry(ROOT, 'src/server/admin/cli.ts', 'admin-cli');
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The admin CLI as an operator runs it: a real process on the same DATABASE_URL as the server. */
export async function runAdmin(databaseUrl: string, ...args: string[]): Promise<CliResult> {
  return runAdminWithEnv({}, databaseUrl, ...args);
}

/** The same, with more settings in its environment (e.g. CALENDAR_URL). */
export async function runAdminWithEnv(
  env: Record<string, string>,
  databaseUrl: string,
  ...args: string[]
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--enable-source-maps', await adminCliEntry(), ...args],
      {
        cwd: ROOT,
        // As the test app: the races since 1950 and the series beside Formula 1 only where
        // a test asks (F1_HISTORY: 'on', SPORTS).
        env: { ...process.env, ...AS_TEST_APP, ...env, DATABASE_URL: databaseUrl },
        timeout: 90_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/**
 * The CLI piped into a reader that falls behind, as `| jq` can: the reader starts reading
 * only `lagSeconds` after the CLI starts, so the pipe fills and the CLI must wait for it
 * to drain (a process that exits meanwhile loses what was still queued).
 */
export async function runAdminIntoSlowReader(
  env: Record<string, string>,
  databaseUrl: string,
  lagSeconds: number,
  ...args: string[]
): Promise<CliResult> {
  const cli = [process.execPath, '--enable-source-maps', await adminCliEntry(), ...args]
    .map((word) => `'${word.replaceAll("'", `'\\''`)}'`)
    .join(' ');
  return runShell(`${cli} | { sleep ${lagSeconds}; cat; }`, env, databaseUrl);
}

async function runShell(
  script: string,
  env: Record<string, string>,
  databaseUrl: string,
): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run('sh', ['-c', script], {
      cwd: ROOT,
      env: { ...process.env, ...AS_TEST_APP, ...env, DATABASE_URL: databaseUrl },
      timeout: 90_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
