import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminCliEntry } from '../../test/server/admin-cli';
import { startServerProcess } from '../../test/server/server-process';

export interface AppServer {
  url: string;
  port: number;
  databaseUrl: string;
  /** Runs the admin CLI against this server's database; returns stdout. */
  admin(...args: string[]): string;
  stop(): Promise<void>;
}

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * Starts the real server (the same entry point as `npm start`, without the build step)
 * on a free loopback port with its own SQLite file seeded from the bundled calendar.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-e2e-'));
  const databaseUrl = env.DATABASE_URL ?? join(dir, 'gpvibes.sqlite');
  const [server, cli] = await Promise.all([startServerProcess(databaseUrl, env), adminCliEntry()]);
  // The CLI sees exactly what the server sees (same database, same settings).
  const adminEnv = {
    ...process.env,
    SCHEDULER: 'off',
    LOG_LEVEL: 'warn',
    // As the server: the races since 1950, and the series beside Formula 1, only where a
    // journey asks for them.
    F1_HISTORY: 'off',
    SPORTS: 'formula1',
    ...env,
    DATABASE_URL: databaseUrl,
  };
  return {
    url: server.url,
    port: server.port,
    databaseUrl,
    admin(...args: string[]) {
      const result = spawnSync(process.execPath, ['--enable-source-maps', cli, ...args], {
        cwd: ROOT,
        env: adminEnv,
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
