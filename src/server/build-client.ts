import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['src/client', 'src/domain', 'index.html', 'vite.config.ts'];
const BUILT_INDEX = resolve('dist/client/index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientBuildIsStale(): boolean {
  if (!existsSync(BUILT_INDEX)) return true;
  const built = statSync(BUILT_INDEX).mtimeMs;
  return SOURCES.some((source) => newestMtime(resolve(source)) > built);
}

/** `npm start` on a fresh clone must just work: build the client when it is missing or old. */
export function ensureClientBuilt(log: (message: string) => void): void {
  if (!clientBuildIsStale()) return;
  log('Building the web app (first start or sources changed)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web app build failed (see the output above)');
}
