import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The build's manifest (Vite's `build.manifest`) names the file each source module became,
// with the chunks it imports and its styles. The page names a route's opening modules
// (domain/site/opening-modules.ts) from it, so the browser fetches them beside the app's
// script rather than after running it (docs/decisions/0134).

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const MANIFEST_FILE = join('.vite', 'manifest.json');
const PAGE_ENTRY = 'index.html';

let cached: { path: string; mtimeMs: number; manifest: Manifest } | null = null;

/** The client's manifest, read again only when a build replaced it; null without one. */
function readManifest(root: string): Manifest | null {
  const path = join(root, MANIFEST_FILE);
  try {
    const { mtimeMs } = statSync(path);
    if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    cached = { path, mtimeMs, manifest };
    return manifest;
  } catch {
    // No manifest (a build without one, or a client being rebuilt): the page works without
    // preloads, as it did before them.
    return null;
  }
}

/**
 * `<link>` elements preloading `modules` and what they import, leaving out what `html`
 * already loads; '' when the build has no manifest or knows none of them.
 */
export function openingPreloads(root: string, modules: readonly string[], html: string): string {
  const manifest = readManifest(root);
  if (!manifest) return '';
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    // The page itself (the app's script and styles) is what these are preloaded beside.
    if (key === PAGE_ENTRY) return;
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const fresh = (file: string) => !html.includes(`/${file}"`);
  // crossorigin as the app's own tags have it, so the browser reuses what it fetched.
  return [
    ...[...new Set(styles)]
      .filter(fresh)
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ...[...new Set(scripts)]
      .filter(fresh)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
