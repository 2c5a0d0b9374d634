import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * A TypeScript entry point of the product (the server, the admin CLI) bundled once per test
 * process, as `npm run build` bundles the server: `tsx` compiles the whole server afresh for
 * every process it starts (about 3 s of CPU each on two cores), a bundle starts in a fraction
 * of that and runs the same code. It is written inside the checkout's node_modules so its
 * packages resolve as the source's do, under a name of its own then renamed, so a process
 * never runs a bundle another is still writing.
 */
const bundles = new Map<string, Promise<string>>();
export function bundledEntry(root: string, source: string, name: string): Promise<string> {
  const key = `${root}\u0000${source}`;
  let bundled = bundles.get(key);
  if (!bundled) {
    bundled = (async () => {
      const dir = join(root, 'node_modules', '.cache', 'gp-vibes-tests');
      mkdirSync(dir, { recursive: true });
      const entry = join(dir, `${name}.mjs`);
      const writing = join(dir, `${name}.${process.pid}.mjs`);
      await build({
        entryPoints: [join(root, source)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: 'inline',
        logLevel: 'warning',
        outfile: writing,
      });
      renameSync(writing, entry);
      return entry;
    })();
    // A failed bundle is tried again by the next caller, not remembered.
    bundled.catch(() => bundles.delete(key));
    bundles.set(key, bundled);
  }
  return bundled;
}
