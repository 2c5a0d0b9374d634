import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectOutput } from '../../test/server/child-output';
import { startServerProcess } from '../../test/server/server-process';
import { OPEN_FILES_RESERVE, readOpenFilesLimit } from './live/open-files';

// Starting and stopping the server the way a newcomer and a process manager do: `npm start`
// (which builds what is missing, then runs the compiled server), a SIGTERM to the npm
// process, and settings that make listening impossible.

const ROOT = new URL('../..', import.meta.url).pathname;
/** A first start may build the web app and the server before listening. */
const START_TIMEOUT_MS = 180_000;
const GONE_TIMEOUT_MS = 20_000;

/** Every process below `pid`, read from /proc (Linux). */
function descendants(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  const children = readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Running means present and not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function waitUntil(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + GONE_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function waitForOutput(child: ChildProcess, pattern: RegExp, output: () => string) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in:\n${output()}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      const match = output().match(pattern);
      if (!match) return;
      clearTimeout(timer);
      resolve(match);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before listening:\n${output()}`));
    });
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gpvibes-npm-start-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  it(
    'runs the compiled server, and a SIGTERM to npm stops it and frees the port',
    async () => {
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: join(dir, 'start.sqlite'),
          SCHEDULER: 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = collectOutput(npm);
      const npmExited = new Promise((resolve) => npm.once('exit', resolve));
      try {
        const [, port] = await waitForOutput(npm, /running at http:\/\/127\.0\.0\.1:(\d+)/, output);
        const below = descendants(npm.pid!);
        expect(below.length).toBeGreaterThan(0);
        // Compiled JavaScript runs: no TypeScript loader in the server process.
        const commands = below.map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
        expect(commands.some((c) => c.includes('dist/server/start.js'))).toBe(true);
        expect(commands.join(' ')).not.toMatch(/tsx/);
        expect(await portAccepts(Number(port))).toBe(true);

        process.kill(npm.pid!, 'SIGTERM');
        await npmExited;
        await waitUntil('every process npm started is gone', () =>
          below.every((p) => !isRunning(p)),
        );
        await waitUntil('the port is free', async () => !(await portAccepts(Number(port))));
      } finally {
        for (const pid of [npm.pid!, ...descendants(npm.pid!)]) {
          if (isRunning(pid)) process.kill(pid, 'SIGKILL');
        }
      }
    },
    START_TIMEOUT_MS + 2 * GONE_TIMEOUT_MS,
  );
});

describe('a server that cannot listen', () => {
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it.each([
    [
      'a PORT already in use',
      () => ({ PORT: String(takenPort) }),
      /^gp-vibes: PORT: \d+ is already in use/,
    ],
    [
      'an H2C_PORT already in use',
      () => ({ H2C_PORT: String(takenPort) }),
      /^gp-vibes: H2C_PORT: \d+ is already in use/,
    ],
    [
      'a HOST that does not resolve',
      () => ({ HOST: 'no-such-host.invalid' }),
      /^gp-vibes: HOST: 'no-such-host\.invalid' does not resolve/,
    ],
    [
      'a HOST that is not this machine',
      () => ({ HOST: '192.0.2.1' }),
      /^gp-vibes: HOST: '192\.0\.2\.1' is not an address/,
    ],
  ])('prints one line naming the variable for %s and exits 1', async (_label, env, line) => {
    const error = await startServerProcess(join(dir, 'listen.sqlite'), env()).then(
      () => new Error('the server started'),
      (e: Error) => e,
    );
    const [first, ...printed] = error.message.split('\n');
    expect(first).toMatch(/server exited \(1\) before listening/);
    const lines = printed.filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});

describe('the open-files check at start', () => {
  // Each live stream on PORT is a socket; a limit that cannot hold LIVE_STREAMS_MAX of them
  // is named at start, before viewers meet cut connections.
  const limit = readOpenFilesLimit();

  it.runIf(limit !== null)('warns when LIVE_STREAMS_MAX streams would not fit', async () => {
    const server = await startServerProcess(join(dir, 'files.sqlite'), {
      LIVE_STREAMS_MAX: String(limit),
    });
    try {
      // The log line is written by the logger's own stream, which may flush after the
      // "running at" line the start waits for.
      await expect
        .poll(() => server.output())
        .toContain(`"openFilesLimit":${limit},"liveStreamsMax":${limit}`);
      expect(server.output()).toContain(`but this process may open only ${limit} files`);
    } finally {
      await server.stop();
    }
  });

  it.runIf(limit !== null && limit > OPEN_FILES_RESERVE)('says nothing when they fit', async () => {
    const server = await startServerProcess(join(dir, 'files.sqlite'), {
      LIVE_STREAMS_MAX: String((limit ?? 0) - OPEN_FILES_RESERVE),
    });
    try {
      expect(server.output()).not.toContain('openFilesLimit');
    } finally {
      await server.stop();
    }
  });
});
