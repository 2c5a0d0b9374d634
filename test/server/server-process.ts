import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundledEntry } from './bundled-entry';
import { collectOutput } from './child-output';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  url: string;
  port: number;
  /** The HTTP/2 cleartext port when H2C_PORT was given, else null. */
  h2cPort: number | null;
  pid: number;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** The exit code once the process has ended; null while it runs (or after a signal). */
  exitCode(): number | null;
  /** Graceful stop (SIGTERM), as an operator or process manager would; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, exactly like a crashed or OOM-killed process. */
  kill(): Promise<number | null>;
}

export interface StartOptions {
  /**
   * Run the built server (dist/server/start.js, exactly as `npm start` runs it) instead of
   * the test's own bundle of the source. Benchmarks measure what ships.
   */
  built?: boolean;
  /** The checkout to run (another one beside this, to compare with); this one by default. */
  root?: string;
}

/**
 * Starts the real server entry point, from source unless `built`, as its own process on a
 * free loopback port. The caller owns the database: several processes may share one, and
 * a restarted process can reopen it.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { built = false, root = ROOT }: StartOptions = {},
): Promise<ServerProcess> {
  // The source runs bundled (bundled-entry.ts), the same code without tsx's cost per process.
  const entry = [
    '--enable-source-maps',
    built ? 'dist/server/start.js' : await bundledEntry(root, 'src/server/start.ts', 'server'),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SCHEDULER: 'off',
      LOG_LEVEL: 'warn',
      // The ~1,200 races since 1950 only where a test asks for them (F1_HISTORY: 'on').
      F1_HISTORY: 'off',
      // Formula 1 alone unless a test lists more series (a fresh site seeds them all).
      SPORTS: 'formula1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const h2c = env.H2C_PORT !== undefined;
  const [port, h2cPort] = await waitForPorts(child, output, h2c);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    h2cPort,
    pid: child.pid ?? -1,
    output,
    exitCode: () => child.exitCode,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/** The main port, and the h2c port when one is expected (printed on the next line). */
function waitForPorts(
  child: ChildProcess,
  output: () => string,
  h2c: boolean,
): Promise<[number, number | null]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const match = output().match(/running at http:\/\/127\.0\.0\.1:(\d+)/);
      const h2cMatch = output().match(/\(h2c\), for a proxy in front: http:\/\/127\.0\.0\.1:(\d+)/);
      if (!match || (h2c && !h2cMatch)) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve([Number(match[1]), h2cMatch ? Number(h2cMatch[1]) : null]);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output()}`));
    });
  });
}
