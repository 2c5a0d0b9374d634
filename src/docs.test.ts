import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The maps of the tree, checked against the tree so they cannot drift: docs/architecture.md
// names every folder of the domain, the server, the client and its features, and names no
// folder that is gone; src/domain/README.md names every file of the domain exactly once.

const SRC = dirname(new URL(import.meta.url).pathname);
const ROOT = resolve(SRC, '..');
const DOMAIN = join(SRC, 'domain');

/** Whether a folder holds a file at any depth (git keeps no empty folder). */
const holdsFiles = (path: string): boolean =>
  readdirSync(path, { withFileTypes: true }).some(
    (entry) => !entry.isDirectory() || holdsFiles(join(path, entry.name)),
  );

const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsFiles(join(ROOT, dir, entry.name)))
    .map((entry) => `${dir}/${entry.name}/`);

/** Every .ts file of the domain but its tests, relative to src/domain. */
function domainFiles(dir = DOMAIN): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return domainFiles(path);
    const isCode = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return isCode ? [relative(DOMAIN, path).split('\\').join('/')] : [];
  });
}

/**
 * The files the README's map names: `**name.ts**` under a `### folder/ — …` heading is
 * folder/name.ts; above the first heading, a top-level file. `<language>` stands for every
 * folder of i18n/messages/.
 */
function filesInMap(readme: string, languages: readonly string[]): string[] {
  const start = readme.indexOf('\n## Map');
  if (start === -1) return [];
  const map = readme.slice(start);
  const named: string[] = [];
  let folder = '';
  for (const line of map.split('\n')) {
    const heading = /^### (\S+\/)/.exec(line);
    if (heading) folder = heading[1]!;
    for (const [, name] of line.matchAll(/\*\*([^*\s]+\.ts)\*\*/g)) {
      const path = `${folder}${name}`;
      if (path.includes('<language>')) {
        named.push(...languages.map((language) => path.replace('<language>', language)));
      } else named.push(path);
    }
  }
  return named;
}

const duplicates = (items: readonly string[]) =>
  [...new Set(items.filter((item, i) => items.indexOf(item) !== i))].sort();

describe('docs/architecture.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const zones = ['src/domain', 'src/server', 'src/client', 'src/client/features'];

  it.each(zones)('names every folder directly under %s', (zone) => {
    const unnamed = folders(zone).filter((folder) => !doc.includes(folder));
    expect(unnamed).toEqual([]);
  });

  it('names no folder of src/ that is gone', () => {
    const all = new Set(zones.flatMap(folders));
    const named = [...doc.matchAll(/`?(src\/(?:domain|server|client(?:\/features)?)\/[\w-]+\/)/g)]
      .map((m) => m[1]!)
      .filter((folder) => folder !== 'src/client/features/');
    expect([...new Set(named)].filter((folder) => !all.has(folder))).toEqual([]);
  });
});

describe('src/domain/README.md', () => {
  const languages = readdirSync(join(DOMAIN, 'i18n/messages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const named = filesInMap(readFileSync(join(DOMAIN, 'README.md'), 'utf8'), languages);
  const files = domainFiles();

  it('reads a map', () => {
    const map = [
      'intro **not-in-the-map.ts**',
      '## Map',
      '- **types.ts** — shapes',
      '### voting/ — the vote',
      '- **a.ts**, **b.ts** — both',
      '### i18n/ — languages',
      '- **messages/<language>/index.ts** — one language',
    ].join('\n');
    expect(filesInMap(map, ['en', 'de'])).toEqual([
      'types.ts',
      'voting/a.ts',
      'voting/b.ts',
      'i18n/messages/en/index.ts',
      'i18n/messages/de/index.ts',
    ]);
  });

  it('sees the whole domain', () => {
    expect(files).toContain('types.ts');
    expect(files).toContain('i18n/messages/en/index.ts');
    expect(files.length).toBeGreaterThan(50);
  });

  it('names every file of the domain', () => {
    expect(files.filter((file) => !named.includes(file)).sort()).toEqual([]);
  });

  it('names each file once, and none that is gone', () => {
    expect(duplicates(named)).toEqual([]);
    expect(named.filter((file) => !files.includes(file)).sort()).toEqual([]);
  });
});

describe('docs/testing.md', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'testing.md'), 'utf8');

  /** The harness: every code file under test/ and e2e/support/ but the tests themselves. */
  function harnessFiles(dir: string): string[] {
    return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return harnessFiles(path);
      const isCode = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
      return isCode ? [path] : [];
    });
  }
  const harness = [...harnessFiles('test'), ...harnessFiles('e2e/support')];

  it('sees the whole harness', () => {
    expect(harness).toContain('test/server/test-app.ts');
    expect(harness).toContain('e2e/support/fixtures.ts');
  });

  it('names every file of the harness, and none that is gone', () => {
    expect(harness.filter((file) => !doc.includes(`**${file}**`)).sort()).toEqual([]);
    const named = [...doc.matchAll(/\*\*((?:test|e2e)\/[^*]+\.tsx?)\*\*/g)].map((m) => m[1]!);
    expect(named.filter((file) => !harness.includes(file)).sort()).toEqual([]);
  });
});
