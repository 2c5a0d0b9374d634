import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** What pg_dump and pg_restore may take, start to end, before they are stopped. */
export const PG_TOOL_DEADLINE_MS = 30 * 60 * 1000;

export type PgTool = 'pg_dump' | 'pg_restore';

/** The tool in PG_BIN when set, else the first on PATH; a sentence naming it when absent. */
export function findPgTool(tool: PgTool, pgBin: string | null): string {
  const dirs = pgBin ? [pgBin] : (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs) {
    const path = join(dir, tool);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not in this folder
    }
  }
  const where = pgBin ? `in PG_BIN (${pgBin})` : 'on PATH';
  throw new Error(
    `${tool} was not found ${where}: install the PostgreSQL client tools of the server's version, or set PG_BIN to their folder (e.g. /usr/lib/postgresql/15/bin)`,
  );
}

/**
 * The connection for a tool, without the password on its command line (where `ps` shows
 * it): the URL goes to --dbname minus its password, which travels in PGPASSWORD.
 */
export function pgToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

export interface ToolResult {
  stdout: string;
}

/**
 * Runs a PostgreSQL tool to its end, or kills it at the deadline. A non-zero exit is an
 * error carrying the tool's own last words (stderr), which name what went wrong.
 */
export function runPgTool(
  path: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  deadlineMs = PG_TOOL_DEADLINE_MS,
): Promise<ToolResult> {
  const name = path.split('/').pop() ?? path;
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, deadlineMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not run: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`${name} did not finish within ${deadlineMs / 1000} s`));
      else if (code === 0) resolve({ stdout });
      else
        reject(new Error(`${name} failed (${code ?? signal}): ${stderr.trim() || 'no message'}`));
    });
  });
}
