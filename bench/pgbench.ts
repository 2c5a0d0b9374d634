import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { collectOutput } from '../test/server/child-output';
import { TEST_DATABASES } from '../test/server/test-databases';

/**
 * The ceiling of any one-commit-per-vote design on this database server: PostgreSQL's own
 * pgbench, each of `clients` connections updating the same single row (race day's hot
 * tally row) and committing, in a scratch database dropped afterwards.
 */
export async function measureOneRowPgbench(
  seconds: number,
  clients = 32,
): Promise<{ tps: number; clients: number }> {
  const binary = findPgbench();
  const scratch = await TEST_DATABASES.find((k) => k.name === 'postgres')!.create();
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-pgbench-'));
  try {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query('create table one_row (id int primary key, n bigint not null)');
      await client.query('insert into one_row values (1, 0)');
    } finally {
      await client.end();
    }
    const script = join(dir, 'one-row.sql');
    writeFileSync(script, 'update one_row set n = n + 1 where id = 1;\n');
    const threads = String(Math.min(clients, 2));
    const out = await run(
      binary,
      [
        '-n',
        '-c',
        String(clients),
        '-j',
        threads,
        '-T',
        String(seconds),
        '-f',
        script,
        scratch.url,
      ],
      (seconds + 30) * 1000,
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps: ${out.slice(-300)}`);
    return { tps, clients };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await scratch.drop();
  }
}

/** PGBENCH if set, else Debian's versioned install, else pgbench on the PATH. */
function findPgbench(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse()) {
      const candidate = join(root, version, 'bin', 'pgbench');
      if (existsSync(candidate)) return candidate;
    }
  }
  return 'pgbench';
}

function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output());
      else reject(new Error(`pgbench exited ${code}: ${output().slice(-300)}`));
    });
  });
}
