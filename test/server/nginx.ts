import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectOutput } from './child-output';

// A real nginx (Debian's package) in front of real server processes, running the site
// configuration the repository ships as its recipe (deploy/nginx/gpvibes.conf). Only the
// lines the recipe marks SITE change: the listener becomes a free loopback port, the
// instance list the given ports. Everything nginx writes stays in its own temp folder.

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_RECIPE = fileURLToPath(
  new URL('../../deploy/nginx/gpvibes.conf', import.meta.url),
);
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;
const START_ATTEMPTS = 3;

export interface NginxProcess {
  url: string;
  port: number;
  /** One line per request: `client-address upstream-address status "request line"`. */
  accessLog(): string[];
  /** nginx's error log, for failure messages. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The recipe with its SITE lines pointed at loopback: `listenPort` in front, `instancePorts` behind. */
export function recipeForLoopback(listenPort: number, instancePorts: number[]): string {
  let site = readFileSync(NGINX_RECIPE, 'utf8');
  const replace = (pattern: RegExp, by: (match: string, ...groups: string[]) => string) => {
    if (!pattern.test(site)) throw new Error(`nginx recipe: no line matches ${pattern}`);
    site = site.replace(pattern, by);
  };
  replace(
    /^(\s*)listen\s+443\b[^;]*;$/m,
    (_m, indent) => `${indent}listen 127.0.0.1:${listenPort};`,
  );
  replace(/^\s*ssl_certificate(_key)?\s[^;]*;\n/gm, () => '');
  // The instance lines keep the recipe's own parameters (max_fails, fail_timeout …).
  const instance = /^(\s*)server\s+127\.0\.0\.1:\d+([^;]*);\n/gm;
  const [, indent = '    ', params = ''] = instance.exec(site) ?? [];
  let first = true;
  replace(instance, () => {
    if (!first) return '';
    first = false;
    return instancePorts.map((port) => `${indent}server 127.0.0.1:${port}${params};\n`).join('');
  });
  return site;
}

/**
 * Workers and connections a worker may hold (each proxied request holds two: the client's
 * and the instance's). One worker suits the tests; the race-day bench's 20,000 live viewers
 * need several, each with its open-files limit raised to match.
 */
export interface NginxCapacity {
  workers: number;
  connectionsPerWorker: number;
}
const TEST_CAPACITY: NginxCapacity = { workers: 1, connectionsPerWorker: 4096 };

function mainConfig(dir: string, sitePath: string, capacity: NginxCapacity): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `daemon off;
worker_processes ${capacity.workers};
worker_rlimit_nofile ${capacity.connectionsPerWorker + 256};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections ${capacity.connectionsPerWorker}; }
http {
    log_format upstreams '$remote_addr $upstream_addr $status "$request"';
    access_log ${join(dir, 'access.log')} upstreams;
    ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
    include ${sitePath};
}
`;
}

/** Starts nginx with the shipped recipe on a free loopback port, in front of `instancePorts`. */
export async function startNginx(
  instancePorts: number[],
  capacity: NginxCapacity = TEST_CAPACITY,
): Promise<NginxProcess> {
  let lastError: unknown;
  // A free port can be taken by someone else between asking and binding: try again.
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    try {
      return await startOnce(instancePorts, await freeLoopbackPort(), capacity);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOnce(
  instancePorts: number[],
  port: number,
  capacity: NginxCapacity,
): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-nginx-'));
  // Workers drop root privileges; they must still reach their temp folders in here.
  chmodSync(dir, 0o755);
  const sitePath = join(dir, 'gpvibes.conf');
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(sitePath, recipeForLoopback(port, instancePorts));
  writeFileSync(confPath, mainConfig(dir, sitePath, capacity));
  const read = (name: string) => {
    try {
      return readFileSync(join(dir, name), 'utf8');
    } catch {
      return '';
    }
  };
  const child = spawn(NGINX_BINARY, ['-e', join(dir, 'error.log'), '-p', dir, '-c', confPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  let spawnError = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      spawnError = String(error);
      resolve();
    });
  });
  try {
    await waitForListener(port, child, exited);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `nginx did not start: ${(error as Error).message}\n${output()}${spawnError}${read('error.log')}`,
    );
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // fast shutdown: open live streams are cut, not awaited
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForListener(port: number, child: ChildProcess, exited: Promise<void>) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no listener on port ${port} within ${START_TIMEOUT_MS} ms`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
