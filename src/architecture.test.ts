import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The import rules of docs/architecture.md ("Import rules"), checked on the real source tree so
// they cannot drift: a pure domain, a client and server that never reach into each other,
// features that never import each other, server layers below the features (db/, config/,
// http/, i18n/) that never reach up into one, features that never import what composes them
// (admin/, app.ts and the files beside it), no import cycles, and product code that never
// reaches into the test harness (test/), the browser tests (e2e/) or the benchmarks (bench/).

const SRC = dirname(new URL(import.meta.url).pathname);
const ROOT = resolve(SRC, '..');
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

interface SourceFile {
  /** Path from the repository root, with forward slashes, e.g. 'src/domain/tally.ts'. */
  path: string;
  specifiers: string[];
}

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'out' ? [] : listSources(full);
    return SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) ? [full] : [];
  });
}

/** Import and re-export specifiers, static and dynamic, ignoring comments. */
function importSpecifiers(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const pattern =
    /(?:^|[;\n}])\s*(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...withoutComments.matchAll(pattern)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

function toRepoPath(full: string): string {
  return relative(ROOT, full).split('\\').join('/');
}

/** The source file a relative specifier points at, or null for packages and non-code assets. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(join(ROOT, fromFile)), specifier.split('?')[0]!);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return found ? toRepoPath(found) : toRepoPath(base);
}

function scan(dir: string): SourceFile[] {
  return listSources(dir).map((full) => ({
    path: toRepoPath(full),
    specifiers: importSpecifiers(readFileSync(full, 'utf8')),
  }));
}

const files: SourceFile[] = scan(SRC);
/** The benchmarks (bench/out holds their results, not code). */
const benchFiles: SourceFile[] = scan(join(ROOT, 'bench'));

function zoneOf(path: string): string {
  return path.split('/').slice(0, 2).join('/');
}

function featureOf(path: string): string | null {
  const match = /^src\/client\/features\/([^/]+)\//.exec(path);
  return match ? match[1]! : null;
}

/** The packages the domain may use: zod (the vote schema) and Lingui's compiler (ICU text to data). */
const DOMAIN_PACKAGES = ['zod', '@lingui/message-utils/compileMessage'];

/** The server's layers below its features: every feature may use them, they use none. */
const SERVER_LOWER_LAYERS = ['db', 'config', 'http', 'i18n'];
/**
 * The contracts features implement and the composing layer runs (the admin command): below
 * the features, they import the lower layers and the one feature module they hand on, the
 * change bus every writer publishes through.
 */
const SERVER_CONTRACTS = ['commands'];
const CONTRACT_MAY_IMPORT = ['src/server/live/change-bus.ts'];
/** What composes the features: the admin CLI, beside app.ts, start.ts, deps.ts and open-ready.ts. */
const SERVER_COMPOSITION = ['admin'];
/** The server's feature folders (src/server/<name>/). */
const SERVER_FEATURES = [
  'alerts',
  'analytics',
  'backup',
  'bench-route',
  'calendar-feed',
  'crawlers',
  'data-score',
  'embed',
  'explorer',
  'fair-count',
  'health',
  'history',
  'live',
  'metrics',
  'openapi',
  'push',
  'races',
  'rankings',
  'rate-limit',
  'scheduler',
  'session',
  'share',
  'tallies',
  'votes',
];

/** The folder of src/server a path lies in, or null for files beside them (app.ts, deps.ts …). */
function serverFolderOf(path: string): string | null {
  const match = /^src\/server\/([^/]+)\//.exec(path);
  return match ? match[1]! : null;
}

type Edge = { from: string; specifier: string; target: string | null };

/** Every (file, target) pair, with relative targets resolved to repository paths. */
function edges(of: SourceFile[] = files): Edge[] {
  return of.flatMap((file) =>
    file.specifiers.map((specifier) => ({
      from: file.path,
      specifier,
      target: resolveRelative(file.path, specifier),
    })),
  );
}

function violations(rule: (edge: Edge) => boolean, of: SourceFile[] = files): string[] {
  return edges(of)
    .filter(rule)
    .map((e) => `${e.from} imports '${e.specifier}'`);
}

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

/**
 * Product code under src/ that imports the harness: test/, e2e/ or bench/. Tests beside the
 * code (*.test.ts, *.test.tsx) may import test/ (that is what it is for), never e2e/ or bench/.
 */
function reachesOutOfProduct(edge: Edge): boolean {
  const top = edge.target?.split('/')[0];
  if (!edge.from.startsWith('src/') || !top) return false;
  if (top === 'e2e' || top === 'bench') return true;
  return top === 'test' && !isTestFile(edge.from);
}

/** A file of a lower server layer (db/, config/, http/, i18n/) that imports any folder above. */
function reachesUpIntoFeature(edge: Edge): boolean {
  const from = serverFolderOf(edge.from);
  const to = serverFolderOf(edge.target ?? '');
  return (
    from !== null &&
    SERVER_LOWER_LAYERS.includes(from) &&
    to !== null &&
    !SERVER_LOWER_LAYERS.includes(to)
  );
}

/** Files beside app.ts (app.ts, start.ts, deps.ts, open-ready.ts): they compose the server. */
const isServerRootFile = (path: string | null) =>
  path !== null && /^src\/server\/[^/]+$/.test(path);

/**
 * Product code of a feature, a contract or a lower layer that imports what composes the
 * server: admin/ or a file beside app.ts. Tests may (they build the whole app).
 */
function reachesIntoComposition(edge: Edge): boolean {
  const from = serverFolderOf(edge.from);
  if (from === null || SERVER_COMPOSITION.includes(from) || isTestFile(edge.from)) return false;
  const to = serverFolderOf(edge.target ?? '');
  return isServerRootFile(edge.target) || (to !== null && SERVER_COMPOSITION.includes(to));
}

/** A contract file (commands/) importing a feature other than the change bus it hands on. */
function contractReachesUp(edge: Edge): boolean {
  const from = serverFolderOf(edge.from);
  const to = serverFolderOf(edge.target ?? '');
  return (
    from !== null &&
    SERVER_CONTRACTS.includes(from) &&
    to !== null &&
    !SERVER_LOWER_LAYERS.includes(to) &&
    !SERVER_CONTRACTS.includes(to) &&
    !CONTRACT_MAY_IMPORT.includes(edge.target ?? '')
  );
}

function importGraph(of: SourceFile[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const e of edges(of)) {
    if (!e.target) continue;
    graph.set(e.from, [...(graph.get(e.from) ?? []), e.target]);
  }
  return graph;
}

/** The folder of src/domain a file belongs to; the files at its top (types.ts …) are one floor. */
function domainFolderOf(path: string): string | null {
  const match =
    /^src\/domain\/(?:([^/]+)\/)?[^/]+$/.exec(path) ?? /^src\/domain\/([^/]+)\//.exec(path);
  if (!match) return null;
  return match[1] ?? '(top)';
}

function isTest(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

/**
 * Which folders import which, from product files only (a test may read a helper upstairs).
 * A loop here is a loop between folders even when no two files import each other.
 */
function folderGraph(
  of: SourceFile[],
  folderOf: (path: string) => string | null,
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const e of edges(of)) {
    if (!e.target || isTest(e.from)) continue;
    const from = folderOf(e.from);
    const to = folderOf(e.target);
    if (from === null || to === null || from === to) continue;
    const next = graph.get(from) ?? [];
    if (!next.includes(to)) graph.set(from, [...next, to]);
  }
  return graph;
}

/** Depth-first search; each cycle is reported once, as the path that closes it. */
function findCycles(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') {
        cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('the import scanner', () => {
  it('finds a cycle, and none in a chain or a diamond', () => {
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycles(cyclic)).toEqual(['a → b → c → a']);
    const diamond = new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
    ]);
    expect(findCycles(diamond)).toEqual([]);
  });

  it('finds a loop between domain folders that no two files close', () => {
    const tree: SourceFile[] = [
      { path: 'src/domain/a/one.ts', specifiers: ['../b/two'] },
      { path: 'src/domain/b/two.ts', specifiers: [] },
      { path: 'src/domain/b/three.ts', specifiers: ['../a/four'] },
      { path: 'src/domain/a/four.ts', specifiers: ['../types'] },
      { path: 'src/domain/types.ts', specifiers: [] },
      // A test may read across floors; only product files count.
      { path: 'src/domain/types.test.ts', specifiers: ['./a/one'] },
    ];
    expect(findCycles(importGraph(tree))).toEqual([]);
    expect(findCycles(folderGraph(tree, domainFolderOf))).toEqual(['a → b → a']);
  });

  it('tells features and zones apart', () => {
    expect(featureOf('src/client/features/home/home-page.tsx')).toBe('home');
    expect(featureOf('src/client/shared/analytics.ts')).toBeNull();
    expect(zoneOf('src/server/races/races-repo.ts')).toBe('src/server');
  });

  it('finds static, side-effect, re-export, multi-line and dynamic imports', () => {
    const code = [
      "import a from './a';",
      "import type { B } from '../b';",
      "import './c.css';",
      "export { d } from './d';",
      'import {',
      '  e,',
      "} from 'e-package';",
      "const F = lazy(() => import('./f'));",
      "// import g from './commented-out';",
      "const text = 'not an import from here';",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['./a', '../b', './c.css', './d', 'e-package', './f']);
  });

  it('tells product code that imports the harness from tests that may', () => {
    const edge = (from: string, specifier: string): Edge => ({
      from,
      specifier,
      target: resolveRelative(from, specifier),
    });
    const cases: [Edge, boolean][] = [
      [edge('src/server/app.ts', '../../test/server/test-app'), true],
      [edge('src/client/main.tsx', '../../test/client/fetch-stub'), true],
      [edge('src/server/app.ts', '../../e2e/support/app-server'), true],
      [edge('src/domain/tally.ts', '../../bench/rounds'), true],
      [edge('src/server/votes/votes-api.test.ts', '../../../test/server/test-app'), false],
      [edge('src/client/data/race-data.test.ts', '../../../test/domain/fixtures'), false],
      [edge('src/server/votes/votes-api.test.ts', '../../../bench/rounds'), true],
      [edge('src/server/app.ts', './bench-route/bench-routes'), false],
      [edge('src/server/app.ts', 'fastify'), false],
      [edge('test/server/test-app.ts', '../../src/server/app'), false],
    ];
    for (const [e, reaches] of cases)
      expect([e.specifier, reachesOutOfProduct(e)]).toEqual([e.specifier, reaches]);
  });

  it('tells a lower server layer reaching up into a feature from what it may import', () => {
    const edge = (from: string, specifier: string): Edge => ({
      from,
      specifier,
      target: resolveRelative(from, specifier),
    });
    const cases: [Edge, boolean][] = [
      [edge('src/server/db/open.ts', '../races/races-repo'), true],
      [edge('src/server/config/config.ts', '../push/push-config'), true],
      [edge('src/server/http/errors.ts', '../live/change-bus'), true],
      [edge('src/server/db/migrate.test.ts', '../votes/votes-repo'), true],
      [edge('src/server/http/errors.ts', '../db/unavailable'), false],
      [edge('src/server/http/server-options.ts', '../config/config'), false],
      [edge('src/server/http/errors.test.ts', '../app'), false],
      [edge('src/server/races/races-repo.ts', '../db/schema'), false],
      [edge('src/server/deps.ts', './races/races-repo'), false],
      [edge('src/server/db/schema.ts', '../../domain/types'), false],
      [edge('src/server/config/config.ts', '../commands/admin-command'), true],
      [edge('src/server/http/errors.ts', '../admin/cli'), true],
    ];
    for (const [e, reaches] of cases)
      expect([e.from, e.specifier, reachesUpIntoFeature(e)]).toEqual([
        e.from,
        e.specifier,
        reaches,
      ]);
  });

  it('tells a feature reaching into what composes the server from what it may import', () => {
    const edge = (from: string, specifier: string): Edge => ({
      from,
      specifier,
      target: resolveRelative(from, specifier),
    });
    const cases: [Edge, boolean][] = [
      [edge('src/server/alerts/alert-commands.ts', '../admin/cli'), true],
      [edge('src/server/votes/votes-routes.ts', '../app'), true],
      [edge('src/server/live/change-feed.ts', '../deps'), true],
      [edge('src/server/commands/admin-command.ts', '../open-ready'), true],
      [edge('src/server/alerts/alert-commands.ts', '../commands/admin-command'), false],
      [edge('src/server/votes/votes-api.test.ts', '../app'), false],
      [edge('src/server/admin/cli.ts', '../open-ready'), false],
      [edge('src/server/app.ts', './votes/votes-routes'), false],
    ];
    for (const [e, reaches] of cases)
      expect([e.from, e.specifier, reachesIntoComposition(e)]).toEqual([
        e.from,
        e.specifier,
        reaches,
      ]);
    expect(contractReachesUp(edge('src/server/commands/admin-command.ts', '../db/connect'))).toBe(
      false,
    );
    expect(
      contractReachesUp(edge('src/server/commands/admin-command.ts', '../live/change-bus')),
    ).toBe(false);
    expect(
      contractReachesUp(edge('src/server/commands/admin-command.ts', '../races/races-repo')),
    ).toBe(true);
  });

  it('knows every folder of src/server as a lower layer, a contract, a feature or the CLI', () => {
    const folders = new Set(files.map((f) => serverFolderOf(f.path)).filter((f) => f !== null));
    expect([...folders].sort()).toEqual(
      [
        ...SERVER_LOWER_LAYERS,
        ...SERVER_CONTRACTS,
        ...SERVER_FEATURES,
        ...SERVER_COMPOSITION,
      ].sort(),
    );
  });

  it('sees the whole source tree', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => f.path)).toContain('src/domain/types.ts');
    expect(benchFiles.map((f) => f.path)).toContain('bench/run.ts');
  });
});

describe('architecture rules', () => {
  it('keeps src/domain pure: it imports only src/domain, zod and the message formatter', () => {
    // Tests of the domain may read files (they check the domain itself); its code may not.
    const bad = violations(
      (e) =>
        zoneOf(e.from) === 'src/domain' &&
        !e.from.endsWith('.test.ts') &&
        (e.target === null
          ? !DOMAIN_PACKAGES.includes(e.specifier)
          : zoneOf(e.target) !== 'src/domain'),
    );
    expect(bad).toEqual([]);
  });

  it("loads a language's catalogue only through the loader, so a page downloads only its own", () => {
    // A static import of a catalogue would put that language into every fan's first load.
    const bad = violations(
      (e) =>
        zoneOf(e.from) === 'src/client' &&
        !isTestFile(e.from) &&
        e.from !== 'src/client/i18n/load-catalogue.ts' &&
        /^src\/domain\/i18n\/messages\/[^/]+\/[^/]+$/.test(e.target ?? ''),
    );
    expect(bad).toEqual([]);
  });

  it('keeps the client out of the server', () => {
    expect(
      violations((e) => zoneOf(e.from) === 'src/client' && zoneOf(e.target ?? '') === 'src/server'),
    ).toEqual([]);
  });

  it('keeps the server out of the client', () => {
    expect(
      violations((e) => zoneOf(e.from) === 'src/server' && zoneOf(e.target ?? '') === 'src/client'),
    ).toEqual([]);
  });

  it('keeps client features from importing one another', () => {
    const bad = violations((e) => {
      const from = featureOf(e.from);
      const to = featureOf(e.target ?? '');
      return from !== null && to !== null && from !== to;
    });
    expect(bad).toEqual([]);
  });

  it('keeps zod out of everything the browser loads (first-load JS budget)', () => {
    // The server validates every input; the client bundle stays small without the schemas.
    const bySource = new Map(files.map((f) => [f.path, f]));
    const seen = new Set<string>();
    const queue = files
      .map((f) => f.path)
      .filter((p) => p.startsWith('src/client/') && !isTestFile(p));
    const pullsZod: string[] = [];
    while (queue.length > 0) {
      const path = queue.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      for (const specifier of bySource.get(path)?.specifiers ?? []) {
        if (specifier === 'zod') pullsZod.push(path);
        const target = resolveRelative(path, specifier);
        if (target && bySource.has(target)) queue.push(target);
      }
    }
    expect(pullsZod).toEqual([]);
  });

  it('keeps the lower server layers (db/, config/, http/, i18n/) from importing any feature', () => {
    // Seeding, settings and the log type live at the app level or in the layer itself.
    expect(violations(reachesUpIntoFeature)).toEqual([]);
  });

  it('keeps the server features from importing what composes them (admin/, app.ts …)', () => {
    // A feature declares its admin commands against commands/; admin/cli.ts lists them.
    expect(violations(reachesIntoComposition)).toEqual([]);
  });

  it('keeps the command contract (commands/) below the features', () => {
    expect(violations(contractReachesUp)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(findCycles(importGraph(files))).toEqual([]);
  });

  it("keeps src/domain's folders in floors: no loop between two folders, or through the top files", () => {
    expect(findCycles(folderGraph(files, domainFolderOf))).toEqual([]);
  });

  it('keeps the harness out of the product: nothing under src/ imports test/, e2e/ or bench/', () => {
    // Tests beside the code may import test/; product files import none of the three.
    expect(violations(reachesOutOfProduct)).toEqual([]);
  });

  it('has no import cycles in bench/', () => {
    expect(findCycles(importGraph(benchFiles))).toEqual([]);
  });

  it("keeps the node tests' shared workers clean: no module mocks, stubbed globals or settings left in process.env", () => {
    // vitest.config.ts runs the node project with isolate: false, so a worker's modules and
    // globals carry from one test file to the next (docs/testing.md, "Sharing a worker").
    const nodeTests = [
      ...listSources(join(SRC, 'server')),
      ...listSources(SRC).filter((full) => dirname(full) === SRC),
      ...listSources(join(ROOT, 'test')),
      ...listSources(join(ROOT, 'bench')),
    ]
      .map(toRepoPath)
      .filter(isTestFile);
    const leaks =
      /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(|\bprocess\.env\.\w+\s*=[^=]|\bdelete\s+process\.env\b/;
    expect(nodeTests.length).toBeGreaterThan(100);
    expect(nodeTests.filter((path) => leaks.test(readFileSync(join(ROOT, path), 'utf8')))).toEqual(
      [],
    );
  });
});
