import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A throwaway PostgreSQL cluster of the tests' own (initdb + pg_ctl on a free loopback
// port), for proofs that stop and restart the whole server — which the shared one must
// never be. PG_BIN points at the server binaries (by default Debian's newest installed).

const DEBIAN_PG = '/usr/lib/postgresql';
const PG_BIN = process.env.PG_BIN ?? newestDebianBin();

function newestDebianBin(): string {
  const versions = existsSync(DEBIAN_PG)
    ? readdirSync(DEBIAN_PG)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return join(DEBIAN_PG, versions[0] ?? '15', 'bin');
}
const run = promisify(execFile);
/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
const CLUSTER_USER = 'postgres';

export interface PrivatePostgres {
  /** postgres://…/postgres on the cluster (trust authentication, loopback only). */
  url: string;
  /** Fast shutdown, as `pg_ctl stop` on a restart or failover: every session is cut. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (if running) and deletes its files. */
  destroy(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function asClusterUser(command: string, args: string[]): Promise<void> {
  const binary = join(PG_BIN, command);
  if (process.getuid?.() === 0) await run('runuser', ['-u', CLUSTER_USER, '--', binary, ...args]);
  else await run(binary, args);
}

async function clusterOwner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, CLUSTER_USER])).stdout.trim())),
  );
  return { uid: uid!, gid: gid! };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL server binaries not found in ${PG_BIN} (set PG_BIN)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-pg-'));
  const owner = await clusterOwner();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  await asClusterUser('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  // Durability is not under test here (the process, not the machine, goes away): fsync off
  // keeps the cluster quick on a busy machine.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = async () => {
    await asClusterUser('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    running = true;
  };
  const stop = async (mode = 'fast') => {
    await asClusterUser('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => stop(),
    start,
    async destroy() {
      if (running) await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
