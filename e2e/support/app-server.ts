import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  const fullEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SCHEDULER: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await waitForPort(child);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    databaseUrl,
    admin(...args: string[]) {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/admin/cli.ts', ...args],
        {
          cwd: ROOT,
          env: fullEnv,
          encoding: 'utf8',
        },
      );
      if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
