import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { collectOutput } from '../test/server/child-output';

// Start-up time and memory of the ways to run the server: compiled JavaScript (what
// `npm start` runs), the same through `npm start` (npm and the build check included), and
// the TypeScript source through tsx (what `npm start` ran before there was a server build).
// Time is from spawn to the "running at" line on an already-migrated SQLite file; memory is
// the resident size of every process of the tree once it listens.

export interface StartupFigure {
  way: string;
  medianMs: number;
  rssMb: number;
}

const WAYS: { way: string; command: string; args: string[] }[] = [
  { way: 'node dist/server/start.js', command: process.execPath, args: ['dist/server/start.js'] },
  { way: 'npm start', command: 'npm', args: ['start', '--silent'] },
  {
    // What `npm start` ran before the server build: npm, a shell, tsx and its node child.
    way: 'npm exec tsx src/server/start.ts (npm start before)',
    command: 'npm',
    args: ['exec', '--no', '--', 'tsx', 'src/server/start.ts'],
  },
  {
    way: 'tsx src/server/start.ts (before)',
    command: 'node_modules/.bin/tsx',
    args: ['src/server/start.ts'],
  },
];

function tree(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [pid];
  const children = readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(tree)];
}

function rssKb(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function startOnce(command: string, args: string[], databaseUrl: string) {
  return new Promise<{ ms: number; rssKb: number }>((done, fail) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: resolve('.'),
      env: {
        ...process.env,
        PORT: '0',
        DATABASE_URL: databaseUrl,
        SCHEDULER: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${command} did not start:\n${output()}`));
    }, 60_000);
    child.stdout?.on('data', () => {
      if (!/running at/.test(output())) return;
      const ms = performance.now() - started;
      clearTimeout(timer);
      // Let start-up work that follows listening (first maintenance pass) settle.
      setTimeout(() => {
        const memory = tree(child.pid!).reduce((sum, pid) => sum + rssKb(pid), 0);
        child.once('exit', () => done({ ms, rssKb: memory }));
        child.kill('SIGTERM');
      }, 500);
    });
  });
}

export async function measureStartup(runs: number): Promise<StartupFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-startup-'));
  const databaseUrl = join(dir, 'startup.sqlite');
  try {
    await startOnce(process.execPath, ['dist/server/start.js'], databaseUrl); // migrate + seed
    const figures: StartupFigure[] = [];
    for (const { way, command, args } of WAYS) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await startOnce(command, args, databaseUrl));
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      figures.push({
        way,
        medianMs: sorted[Math.floor(sorted.length / 2)]!,
        rssMb: Math.max(...samples.map((s) => s.rssKb)) / 1024,
      });
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
