// `npm start` on a fresh clone must just work (`npm ci && npm start`): before it runs the
// compiled server, this builds whatever part of dist/ is missing or older than its sources,
// each by the npm script `npm run build` runs. Plain JavaScript so the check costs a bare
// Node start, not a TypeScript loader. Usage: node scripts/build-if-stale.mjs [client] [server]

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PARTS = {
  client: {
    script: 'build:client',
    output: 'dist/client/index.html',
    sources: [
      'src/client',
      'src/domain',
      'index.html',
      'vite.config.ts',
      'scripts/vite-compile-messages.ts',
    ],
  },
  server: {
    script: 'build:server',
    output: 'dist/server/start.js',
    sources: ['src/server', 'src/domain', 'package.json'],
  },
};

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** @param {{ output: string, sources: string[] }} part */
function isStale({ output, sources }) {
  if (!existsSync(resolve(output))) return true;
  const built = statSync(resolve(output)).mtimeMs;
  return sources.some((source) => newestMtime(resolve(source)) > built);
}

const wanted = process.argv.slice(2);
const unknown = wanted.find((name) => !(name in PARTS));
if (unknown) {
  console.error(`build-if-stale: unknown part '${unknown}' (client, server)`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(PARTS)) {
  const part = PARTS[/** @type {keyof typeof PARTS} */ (name)];
  if (!isStale(part)) continue;
  console.log(`Building the ${name} (first start or sources changed)…`);
  const result = spawnSync('npm', ['run', '--silent', part.script], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`gp-vibes: the ${name} build failed (see the output above)`);
    process.exit(1);
  }
}
