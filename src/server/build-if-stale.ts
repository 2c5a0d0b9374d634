import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm start` on a fresh clone must just work (`npm ci && npm start`): before it runs the
// compiled server, this builds whatever part of dist/ is missing or older than its sources.
// Each part is built by its own npm script, the same one `npm run build` runs.

const PARTS = {
  client: {
    script: 'build:client',
    output: 'dist/client/index.html',
    sources: ['src/client', 'src/domain', 'index.html', 'vite.config.ts'],
  },
  server: {
    script: 'build:server',
    output: 'dist/server/start.js',
    sources: ['src/server', 'src/domain', 'package.json'],
  },
} as const;
export type BuildPart = keyof typeof PARTS;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isStale(part: BuildPart): boolean {
  const { output, sources } = PARTS[part];
  if (!existsSync(resolve(output))) return true;
  const built = statSync(resolve(output)).mtimeMs;
  return sources.some((source) => newestMtime(resolve(source)) > built);
}

/** Builds the given parts that are missing or out of date; throws when a build fails. */
export function ensureBuilt(parts: BuildPart[], log: (message: string) => void): void {
  for (const part of parts) {
    if (!isStale(part)) continue;
    log(`Building the ${part} (first start or sources changed)…`);
    const result = spawnSync('npm', ['run', '--silent', PARTS[part].script], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`the ${part} build failed (see the output above)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureBuilt(['client', 'server'], (m) => console.log(m));
  } catch (error) {
    console.error(`gp-vibes: ${(error as Error).message}`);
    process.exit(1);
  }
}
